import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IdSchema,
  LeaseQuoteSchema,
  LeaseQuoteUpdateSchema,
  message,
  NewRevisionSchema,
  QuoteStatusChangeSchema,
  RevisionReorderSchema,
  RevisionSchema,
  RevisionStatusChangeSchema,
  type LeaseQuote,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import { quoteActorOf, quoteViewerOf } from '../auth/viewers.ts';
import type { Db } from '../db/client.ts';
import { UnknownQuoteDealerError } from '../db/lease-quotes.ts';
import {
  changeQuoteStatus,
  changeRevisionState,
  createRevision,
  deleteRevision,
  QuoteChangeRefused,
  reorderRevisions,
  saveLeaseQuote,
  updateRevision,
} from '../db/quote-revisions.ts';
import { HttpError } from '../http/errors.ts';
import { IdempotencyHeaders } from '../http/idempotency.ts';
import type { Live } from '../live/live.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { fieldError } from './lease-quotes.ts';

const QuoteParams = z.object({ id: z.string().max(100) });
const revisionParam = IdSchema.trim().max(100, { error: () => message('validation.tooLong', { max: 100 }) });
/** `?revision=`, which these calls need: the revision they act on. */
const RevisionQuery = z.object({
  revision: z
    .unknown()
    .refine((revision) => revision !== undefined, { error: () => message('quote.revision.required') })
    .pipe(revisionParam),
});
/** `?revision=`, optional: the revision to select afterwards. */
const SelectQuery = z.object({ revision: revisionParam.optional() });

const quoteAnswer = { 200: LeaseQuoteSchema };
const notFound = () => new HttpError(404, message('quote.error.notFound'));

/** The quote after the change, or the refusal as the API says it: status, message and field. */
async function answered(change: Promise<LeaseQuote | undefined>): Promise<LeaseQuote> {
  const quote = await change.catch((error: unknown) => {
    if (error instanceof QuoteChangeRefused) {
      const text = message(error.key, error.params);
      throw new HttpError(error.statusCode, text, error.field ? { [error.field]: text } : undefined);
    }
    if (error instanceof UnknownQuoteDealerError) throw fieldError('dealer', message('quote.dealer.unknown'));
    throw error;
  });
  if (!quote) throw notFound();
  return quote;
}

/**
 * A quote's revisions and their workflow (doc 1 §7): add, change, delete and reorder revisions,
 * move one to its next state, and save the whole quote. Each answers the quote as it is after.
 * A dealer reaches only their dealership's quotes (another's answers 404).
 */
export const quoteRevisionRoutes: ZodPlugin<{ db: Db; live: Live }> = async (app, { db, live }) => {
  const own = { access: access.own(access.quoteTool) };

  /**
   * The quote after a change, once the live socket is told of it: its room refreshes and the lists
   * of those who see it too. The revision it was about is `?revision=`, or the one a call added.
   */
  const changed = async (
    request: FastifyRequest,
    change: Promise<LeaseQuote | undefined>,
    revision: string | 'added' | undefined,
  ) => {
    const quote = await answered(change);
    const revisionId =
      revision === 'added' ? quote.quoteData[quote.selectedRevisionNumber ?? -1]?.revisionId : revision;
    live.quoteChanged({
      kind: 'updated',
      quoteId: quote.id,
      by: quoteViewerOf(request),
      quote,
      ...(revisionId !== undefined && { revisionId }),
    });
    return quote;
  };

  app.post(
    '/lease-quotes/:id/quote-data',
    {
      config: own,
      schema: { params: QuoteParams, body: NewRevisionSchema, response: { 201: LeaseQuoteSchema } },
    },
    async (request, reply) => {
      const quote = await changed(
        request,
        createRevision(db, quoteActorOf(request), request.params.id, request.body),
        'added',
      );
      return reply.code(201).send(quote);
    },
  );

  app.put(
    '/lease-quotes/v2/:id/quote-data',
    {
      config: own,
      schema: {
        params: QuoteParams,
        querystring: RevisionQuery,
        body: RevisionSchema,
        response: quoteAnswer,
      },
    },
    async (request) =>
      changed(
        request,
        updateRevision(db, quoteActorOf(request), request.params.id, request.query.revision, request.body),
        request.query.revision,
      ),
  );

  app.delete(
    '/lease-quotes/:id/quote-data',
    { config: own, schema: { params: QuoteParams, querystring: RevisionQuery, response: quoteAnswer } },
    async (request) =>
      changed(
        request,
        deleteRevision(db, quoteActorOf(request), request.params.id, request.query.revision),
        request.query.revision,
      ),
  );

  app.put(
    '/lease-quotes/:id/quote-data/reorder',
    {
      config: own,
      schema: {
        params: QuoteParams,
        querystring: SelectQuery,
        body: RevisionReorderSchema,
        response: quoteAnswer,
      },
    },
    async (request) =>
      changed(
        request,
        reorderRevisions(db, quoteActorOf(request), request.params.id, request.query.revision, request.body),
        request.query.revision,
      ),
  );

  app.put(
    '/lease-quotes/:id/status',
    {
      config: own,
      schema: {
        params: QuoteParams,
        querystring: RevisionQuery,
        body: RevisionStatusChangeSchema,
        response: quoteAnswer,
      },
    },
    async (request) =>
      changed(
        request,
        changeRevisionState(
          db,
          quoteActorOf(request),
          request.params.id,
          request.query.revision,
          request.body,
        ),
        request.query.revision,
      ),
  );

  // The quote's header status (doc 1 §4): staff mark an all-approved quote Completed, or back.
  app.put(
    '/lease-quotes/:id/quote-status',
    {
      config: { access: access.staff },
      schema: { params: QuoteParams, body: QuoteStatusChangeSchema, response: quoteAnswer },
    },
    async (request) =>
      changed(
        request,
        changeQuoteStatus(db, quoteActorOf(request), request.params.id, request.body.status),
        undefined,
      ),
  );

  app.put(
    '/lease-quotes/v2/:id',
    {
      config: own,
      schema: {
        params: QuoteParams,
        querystring: SelectQuery,
        // The apps' save queue names each save (`Idempotency-Key`): one sent again is not applied twice.
        headers: IdempotencyHeaders,
        body: LeaseQuoteUpdateSchema,
        response: quoteAnswer,
      },
    },
    async (request) =>
      changed(
        request,
        saveLeaseQuote(
          db,
          quoteActorOf(request),
          request.params.id,
          request.query.revision,
          request.body,
          request.headers['idempotency-key'],
        ),
        request.query.revision,
      ),
  );
};
