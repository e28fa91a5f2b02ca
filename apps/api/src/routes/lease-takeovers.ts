import { z } from 'zod';
import {
  AdminTakeoverDetailSchema,
  isPlainText,
  LeaseTakeoverSchema,
  LeaseTakeoverUpdateSchema,
  message,
  NewLeaseTakeoverSchema,
  TAKEOVER_SEARCH_MAX,
  takeoverAdminMessage,
  TakeoverCreatedSchema,
  TakeoverPermutationsSchema,
  type TakeoverPermutationsProblem,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import {
  createTakeover,
  deleteTakeover,
  findTakeover,
  listTakeoversNewestFirst,
  searchTakeovers,
  setTakeoverPermutations,
  updateTakeover,
} from '../db/lease-takeovers.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { deletePhotoFiles } from '../photos/photos.ts';
import type { Storage } from '../storage/storage.ts';

const TakeoverParams = z.object({ id: z.string().max(100) });
const SearchParams = z.object({ term: z.string() });
const TakeoverListSchema = z.array(LeaseTakeoverSchema);

/** "This lease takeover is not available." (doc 2 §8), for a takeover that does not exist. */
const unavailable = () => new HttpError(404, message('takeovers.error.unavailable'));

/** The 400 of an order that is not a permutation of the listings, as the `permutations` field's error. */
function notAPermutation(problem: TakeoverPermutationsProblem, count: number): HttpError {
  const text =
    problem === 'count'
      ? takeoverAdminMessage('takeoverAdmin.permutations.count', { count })
      : problem === 'positions'
        ? takeoverAdminMessage('takeoverAdmin.permutations.positions', { last: Math.max(count - 1, 0) })
        : takeoverAdminMessage(`takeoverAdmin.permutations.${problem}`);
  return new HttpError(400, text, { permutations: text });
}

/**
 * The lease takeover administration of the main API (doc 2 §4, §7; issue 15), for staff: the
 * listings newest first by createdAt (`GET /lease-takeovers`) or searched by vehicle id, year, make,
 * model, trim or VIN (`GET /lease-takeovers/search/{term}`); one (`{ leaseTakeovers }`); a new one
 * for a vehicle id, last in the display order (answering its id); its details, photos' alt text and
 * order changed, photos removed with their files; deleted with its photos' files, the order closed
 * up behind it; and the display order of all of them at once (`PUT /lease-takeovers/permutations`,
 * which must be a permutation of exactly the listings there are). Photos are added by
 * `POST /uploads/photos/{id}` (routes/photo-uploads.ts). The public site reads the same records.
 */
export const leaseTakeoverRoutes: ZodPlugin<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  app.get(
    '/lease-takeovers',
    { config: { access: access.staff }, schema: { response: { 200: TakeoverListSchema } } },
    async () => listTakeoversNewestFirst(db),
  );

  app.get(
    '/lease-takeovers/search/:term',
    {
      config: { access: access.staff },
      schema: { params: SearchParams, response: { 200: TakeoverListSchema } },
    },
    async (request) => {
      const { term } = request.params;
      if (term.length > TAKEOVER_SEARCH_MAX)
        throw new HttpError(
          400,
          takeoverAdminMessage('takeoverAdmin.search.tooLong', { max: TAKEOVER_SEARCH_MAX }),
        );
      // NUL and the other control characters are no one's search, and PostgreSQL refuses NUL.
      if (!isPlainText(term)) throw new HttpError(400, message('validation.text.characters'));
      return searchTakeovers(db, term);
    },
  );

  app.put(
    '/lease-takeovers/permutations',
    {
      config: { access: access.staff },
      schema: { body: TakeoverPermutationsSchema, response: { 200: TakeoverListSchema } },
    },
    async (request) => {
      const result = await setTakeoverPermutations(db, request.body);
      if ('problem' in result) throw notAPermutation(result.problem, result.count);
      return result.takeovers;
    },
  );

  app.get(
    '/lease-takeovers/:id',
    {
      config: { access: access.staff },
      schema: { params: TakeoverParams, response: { 200: AdminTakeoverDetailSchema } },
    },
    async (request) => {
      const leaseTakeovers = await findTakeover(db, request.params.id, 'staff');
      if (!leaseTakeovers) throw unavailable();
      return { leaseTakeovers };
    },
  );

  app.post(
    '/lease-takeovers',
    {
      config: { access: access.staff },
      schema: { body: NewLeaseTakeoverSchema, response: { 201: TakeoverCreatedSchema } },
    },
    async (request, reply) => {
      const { id } = await createTakeover(db, request.body);
      return reply.code(201).send({ id });
    },
  );

  app.put(
    '/lease-takeovers/:id',
    {
      config: { access: access.staff },
      schema: {
        params: TakeoverParams,
        body: LeaseTakeoverUpdateSchema,
        response: { 200: LeaseTakeoverSchema },
      },
    },
    async (request) => {
      const result = await updateTakeover(db, request.params.id, request.body);
      if (!result) throw unavailable();
      if ('problem' in result) {
        const text = takeoverAdminMessage(`takeoverAdmin.images.${result.problem}`);
        throw new HttpError(400, text, { images: text });
      }
      await deletePhotoFiles(storage, result.removed);
      return result.takeover;
    },
  );

  app.delete(
    '/lease-takeovers/:id',
    {
      config: { access: access.staff },
      schema: { params: TakeoverParams, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const deleted = await deleteTakeover(db, request.params.id);
      if (!deleted) throw unavailable();
      await deletePhotoFiles(storage, deleted.images);
      return reply.code(204).send();
    },
  );
};
