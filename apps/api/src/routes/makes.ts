import { createHash } from 'node:crypto';
import { z } from 'zod';
import { MakeSchema, MakeUpdateSchema, message, NewMakeSchema, type Make } from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import type { DataVersion } from '../db/meta.ts';
import {
  createMake,
  deleteMake,
  DuplicateMakeNameError,
  findMake,
  listMakes,
  makesVersion,
  updateMake,
} from '../db/makes.ts';
import { noneMatchHits } from '../http/etag.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';

const MakeParams = z.object({ id: z.string() });
const MakeListSchema = z.array(MakeSchema);

/** The answer of `GET /makes` for one version of the makes: its JSON text and strong ETag. */
interface MakeList {
  version: string | undefined;
  body: string;
  etag: string;
}

/**
 * `GET /makes`, kept in memory once serialized: each request only checks the makes' version (see
 * `makesVersion`), and the list is read and serialized again only after it changed, in this process
 * or in any other on the same database.
 */
function makeListCache(db: Db, version: DataVersion): () => Promise<MakeList> {
  let cached: MakeList | undefined;
  let loading: { version: string | undefined; list: Promise<MakeList> } | undefined;
  const load = async (at: string | undefined): Promise<MakeList> => {
    // The response schema, applied once per version rather than once per request.
    const body = JSON.stringify(MakeListSchema.parse(await listMakes(db)));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    return (cached = { version: at, body, etag });
  };
  return async () => {
    const current = await version.read();
    if (cached !== undefined && cached.version === current) return cached;
    if (loading === undefined || loading.version !== current) {
      const list = load(current).finally(() => {
        if (loading?.list === list) loading = undefined;
      });
      loading = { version: current, list };
    }
    return loading.list;
  };
}

function notFound(): HttpError {
  return new HttpError(404, message('error.notFound'));
}

/** A taken name is the name field's error, so a form can show it beside the field. */
function nameTaken(error: unknown): unknown {
  if (!(error instanceof DuplicateMakeNameError)) return error;
  const text = message('validation.make.duplicate', { name: error.makeName });
  return new HttpError(409, text, { name: text });
}

/**
 * The five make calls of the main API (spec doc 1 §7). Lists come sorted by name (§5). Reading the
 * vehicle catalogue is open to anyone; changing it takes a staff session.
 */
export const makeRoutes: ZodPlugin<{ db: Db }> = async (app, { db }) => {
  const version = makesVersion(db);
  app.addHook('onClose', () => version.close());
  const makeList = makeListCache(db, version);
  // Browsers may keep the list but must ask first (`no-cache`): the ETag makes asking cheap, a 304.
  app.get(
    '/makes',
    {
      config: { access: access.anonymous },
      schema: { response: { 200: MakeListSchema, 304: z.undefined() } },
    },
    async (request, reply) => {
      const { body, etag } = await makeList();
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      if (noneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      // Already serialized with the response schema (in `makeListCache`).
      return reply.type('application/json; charset=utf-8').send(body as unknown as Make[]);
    },
  );

  app.get(
    '/makes/:id',
    { config: { access: access.anonymous }, schema: { params: MakeParams, response: { 200: MakeSchema } } },
    async (request) => {
      const make = await findMake(db, request.params.id);
      if (!make) throw notFound();
      return make;
    },
  );

  app.post(
    '/makes',
    { config: { access: access.staff }, schema: { body: NewMakeSchema, response: { 201: MakeSchema } } },
    async (request, reply) => {
      const make = await createMake(db, request.body).catch((error: unknown) => {
        throw nameTaken(error);
      });
      return reply.code(201).send(make);
    },
  );

  app.put(
    '/makes/:id',
    {
      config: { access: access.staff },
      schema: { params: MakeParams, body: MakeUpdateSchema, response: { 200: MakeSchema } },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id) {
        const text = message('validation.make.idMismatch');
        throw new HttpError(400, text, { id: text });
      }
      const make = await updateMake(db, id, request.body).catch((error: unknown) => {
        throw nameTaken(error);
      });
      if (!make) throw notFound();
      return make;
    },
  );

  app.delete(
    '/makes/:id',
    { config: { access: access.staff }, schema: { params: MakeParams, response: { 204: z.undefined() } } },
    async (request, reply) => {
      if (!(await deleteMake(db, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
};
