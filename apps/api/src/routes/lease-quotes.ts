import { z } from 'zod';
import type { Readable } from 'node:stream';
import {
  IdSchema,
  LeaseQuoteExportQuerySchema,
  LeaseQuoteListQuerySchema,
  LeaseQuoteListResponseSchema,
  LeaseQuoteSchema,
  message,
  NewLeaseQuoteSchema,
  quoteExportFileName,
  quoteExportMediaTypes,
  quoteListStatusLabel,
  visibleListStatuses,
  type LeaseQuote,
  type LeaseQuoteListCriteria,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import { sendJson } from '../http/send-json.ts';
import type { Auth } from '../auth/auth.ts';
import { authenticate } from '../auth/sessions.ts';
import { quoteViewerOf } from '../auth/viewers.ts';
import type { Db } from '../db/client.ts';
import {
  createLeaseQuote,
  deleteLeaseQuote,
  findLeaseQuoteJson,
  leaseQuoteBatches,
  listLeaseQuotes,
  modeOf,
  quoteAnswers,
  UnknownQuoteDealerError,
  type QuoteViewer,
} from '../db/lease-quotes.ts';
import { QuoteChangeRefused } from '../db/revision-rules.ts';
import { checkedBetween, quoteExportStream, readingAhead } from '../export/quote-export.ts';
import { HttpError } from '../http/errors.ts';
import type { Live } from '../live/live.ts';
import type { ZodPlugin } from '../http/zod.ts';

/** One field's 400, its message both as the answer's and as the field's error. */
export const fieldError = (field: string, text: string) => new HttpError(400, text, { [field]: text });

/**
 * The status filter must be one the caller's list offers (doc 1 §4), or none: the list holds every
 * state, the filter chooses among them.
 */
function checkedCriteria<Criteria extends Pick<LeaseQuoteListCriteria, 'statusFilter'>>(
  viewer: QuoteViewer,
  criteria: Criteria,
): Criteria {
  const visible = visibleListStatuses(modeOf(viewer));
  if (criteria.statusFilter && !visible.includes(criteria.statusFilter))
    throw fieldError(
      'statusFilter',
      message('quotes.filter.status.invalid', {
        statuses: visible.map((status) => quoteListStatusLabel(status)).join(', '),
      }),
    );
  return criteria;
}

const QuoteParams = z.object({ id: z.string().max(100) });
const QuoteQuery = z.object({
  revision: IdSchema.trim()
    .max(100, { error: () => message('validation.tooLong', { max: 100 }) })
    .optional(),
});
const notFound = () => new HttpError(404, message('quote.error.notFound'));

/** A refused change as the API says it (status, message and field); any other error as it is. */
function refusal(error: unknown): never {
  if (error instanceof QuoteChangeRefused) {
    const text = message(error.key, error.params);
    throw new HttpError(error.statusCode, text, error.field ? { [error.field]: text } : undefined);
  }
  throw error;
}

/**
 * The lease quotes of spec doc 1 §7 for the quote tool's users: the list and its search, creating a
 * quote, reading one and deleting one. A dealer reaches only their dealership's quotes; another's
 * answers 404 as a quote that does not exist would.
 */
export const leaseQuoteRoutes: ZodPlugin<{ db: Db; auth: Auth; live: Live }> = async (
  app,
  { db, auth, live },
) => {
  const kept = quoteAnswers(db);
  app.addHook('onClose', () => kept.close());
  const list = { querystring: LeaseQuoteListQuerySchema, response: { 200: LeaseQuoteListResponseSchema } };

  app.get('/lease-quotes', { config: { access: access.quoteTool }, schema: list }, async (request, reply) => {
    const viewer = quoteViewerOf(request);
    const criteria = checkedCriteria(viewer, { ...request.query, param: undefined });
    return sendJson(reply, await listLeaseQuotes(db, kept, viewer, criteria));
  });

  app.get(
    '/lease-quotes/search',
    { config: { access: access.quoteTool }, schema: list },
    async (request, reply) => {
      const viewer = quoteViewerOf(request);
      if (request.query.param === undefined) throw fieldError('param', message('quotes.search.required'));
      return sendJson(reply, await listLeaseQuotes(db, kept, viewer, checkedCriteria(viewer, request.query)));
    },
  );

  // The list as a file: every quote the filters and search match, streamed in batches, no row cap.
  app.get(
    '/lease-quotes/export',
    {
      config: { access: access.quoteTool },
      schema: { querystring: LeaseQuoteExportQuerySchema, response: { 200: z.custom<Readable>() } },
    },
    async (request, reply) => {
      const viewer = quoteViewerOf(request);
      const { format, ...criteria } = checkedCriteria(viewer, request.query);
      // Each batch after the first is read as a call of its own would be: once the session has
      // ended (signed out, its account removed), the file ends there, cut short.
      const batches = await readingAhead(
        checkedBetween(leaseQuoteBatches(db, viewer, criteria), () =>
          authenticate(auth, request, access.quoteTool.kinds),
        ),
      );
      return reply
        .type(quoteExportMediaTypes[format])
        .header('content-disposition', `attachment; filename="${quoteExportFileName(format)}"`)
        .send(quoteExportStream(batches, format));
    },
  );

  app.post(
    '/lease-quotes',
    {
      config: { access: access.quoteTool },
      schema: { body: NewLeaseQuoteSchema, response: { 201: LeaseQuoteSchema } },
    },
    async (request, reply) => {
      const viewer = quoteViewerOf(request);
      const created = await createLeaseQuote(db, viewer, request.body).catch((error: unknown) => {
        if (error instanceof UnknownQuoteDealerError)
          throw fieldError('dealer', message('quote.dealer.unknown'));
        return refusal(error);
      });
      live.quoteChanged({ kind: 'created', quoteId: created.id, by: viewer, quote: created });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/lease-quotes/:id',
    {
      config: { access: access.own(access.quoteTool) },
      schema: { params: QuoteParams, querystring: QuoteQuery, response: { 200: LeaseQuoteSchema } },
    },
    async (request, reply) => {
      const text = await findLeaseQuoteJson(db, quoteViewerOf(request), request.params.id, kept);
      if (text === undefined) throw notFound();
      const { revision } = request.query;
      if (revision === undefined) return sendJson(reply, text);
      const quote = JSON.parse(text) as LeaseQuote;
      // `?revision=` opens the quote on that revision: it is the selected one in the answer.
      const index = quote.quoteData.findIndex((item) => item.revisionId === revision);
      if (index === -1) throw new HttpError(404, message('quote.error.revisionNotFound', { revision }));
      return { ...quote, selectedRevisionNumber: index };
    },
  );

  app.delete(
    '/lease-quotes/:id',
    {
      config: { access: access.own(access.quoteTool) },
      schema: { params: QuoteParams, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const viewer = quoteViewerOf(request);
      const deleted = await deleteLeaseQuote(db, viewer, request.params.id).catch(refusal);
      if (!deleted) throw notFound();
      live.quoteChanged({
        kind: 'deleted',
        quoteId: deleted.id,
        by: viewer,
        dealershipKey: deleted.dealershipKey,
      });
      return reply.code(204).send();
    },
  );
};
