import { z } from 'zod';
import { message, NewQuoteDealerSchema, QuoteDealerSchema, QuoteDealerUpdateSchema } from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import {
  createQuoteDealer,
  deleteQuoteDealer,
  DuplicateQuoteDealerError,
  listQuoteDealers,
  updateQuoteDealer,
} from '../db/quote-dealers.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';

const DealerParams = z.object({ id: z.string().max(100) });

/** A taken name is the name field's error, so the form can show it beside the field. */
function nameTaken(error: unknown): unknown {
  if (!(error instanceof DuplicateQuoteDealerError)) return error;
  const text = message('quoteDealer.duplicate', { name: error.dealerName });
  return new HttpError(409, text, { name: text });
}

const notFound = () => new HttpError(404, message('quoteDealer.notFound'));

/**
 * The quote dealers (near-prime dealers) of spec doc 1 §7: the list, for the quote tool's users
 * (a dealer picks one for a quote), sorted by name; adding, changing and removing them is for staff.
 */
export const quoteDealerRoutes: ZodPlugin<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/lease-quotes/near-prime-dealers',
    { config: { access: access.quoteTool }, schema: { response: { 200: z.array(QuoteDealerSchema) } } },
    async () => listQuoteDealers(db),
  );

  app.post(
    '/lease-quotes-dealers/',
    {
      config: { access: access.staff },
      schema: { body: NewQuoteDealerSchema, response: { 201: QuoteDealerSchema } },
    },
    async (request, reply) => {
      const created = await createQuoteDealer(db, request.body).catch((error: unknown) => {
        throw nameTaken(error);
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/lease-quotes-dealers/:id',
    {
      config: { access: access.staff },
      schema: { params: DealerParams, body: QuoteDealerUpdateSchema, response: { 200: QuoteDealerSchema } },
    },
    async (request) => {
      const { id, ...dealer } = request.body;
      if (id !== request.params.id) {
        const text = message('quoteDealer.idMismatch');
        throw new HttpError(400, text, { id: text });
      }
      const saved = await updateQuoteDealer(db, id, dealer).catch((error: unknown) => {
        throw nameTaken(error);
      });
      if (!saved) throw notFound();
      return saved;
    },
  );

  app.delete(
    '/lease-quotes-dealers/:id',
    { config: { access: access.staff }, schema: { params: DealerParams, response: { 204: z.undefined() } } },
    async (request, reply) => {
      if (!(await deleteQuoteDealer(db, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
};
