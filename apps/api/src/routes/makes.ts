import { z } from 'zod';
import { MakeUpdateSchema, message, NewMakeSchema } from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import {
  createMake,
  deleteMake,
  DuplicateMakeNameError,
  findMake,
  listMakes,
  updateMake,
} from '../db/makes.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';

const MakeParams = z.object({ id: z.string() });

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
  app.get('/makes', { config: { access: access.anonymous } }, async () => listMakes(db));

  app.get(
    '/makes/:id',
    { config: { access: access.anonymous }, schema: { params: MakeParams } },
    async (request) => {
      const make = await findMake(db, request.params.id);
      if (!make) throw notFound();
      return make;
    },
  );

  app.post(
    '/makes',
    { config: { access: access.staff }, schema: { body: NewMakeSchema } },
    async (request, reply) => {
      const make = await createMake(db, request.body).catch((error: unknown) => {
        throw nameTaken(error);
      });
      return reply.code(201).send(make);
    },
  );

  app.put(
    '/makes/:id',
    { config: { access: access.staff }, schema: { params: MakeParams, body: MakeUpdateSchema } },
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
    { config: { access: access.staff }, schema: { params: MakeParams } },
    async (request, reply) => {
      if (!(await deleteMake(db, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
};
