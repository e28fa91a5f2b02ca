import { z } from 'zod';
import {
  MAX_SAVED_QUOTE_SEARCHES,
  message,
  NewSavedQuoteSearchSchema,
  SavedQuoteSearchSchema,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import { quoteViewerOf } from '../auth/viewers.ts';
import type { Db } from '../db/client.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  DuplicateSavedSearchError,
  listSavedSearches,
  TooManySavedSearchesError,
} from '../db/quote-saved-searches.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { fieldError } from './lease-quotes.ts';

const SearchParams = z.object({ id: z.string().max(100) });

/**
 * The quote list's saved searches (issue 9): each user of the quote tool keeps their own, named,
 * on the server, so they find them on any browser. Another user's saved search answers 404.
 */
export const quoteSavedSearchRoutes: ZodPlugin<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/lease-quotes/saved-searches',
    { config: { access: access.quoteTool }, schema: { response: { 200: z.array(SavedQuoteSearchSchema) } } },
    async (request) => listSavedSearches(db, quoteViewerOf(request)),
  );

  app.post(
    '/lease-quotes/saved-searches',
    {
      config: { access: access.quoteTool },
      schema: { body: NewSavedQuoteSearchSchema, response: { 201: SavedQuoteSearchSchema } },
    },
    async (request, reply) => {
      const saved = await createSavedSearch(db, quoteViewerOf(request), request.body).catch(
        (error: unknown) => {
          if (error instanceof DuplicateSavedSearchError) {
            const text = message('quotes.savedSearch.duplicate', { name: error.searchName });
            throw new HttpError(409, text, { name: text });
          }
          if (error instanceof TooManySavedSearchesError)
            throw fieldError(
              'name',
              message('quotes.savedSearch.tooMany', { max: MAX_SAVED_QUOTE_SEARCHES }),
            );
          throw error;
        },
      );
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/lease-quotes/saved-searches/:id',
    {
      config: { access: access.own(access.quoteTool) },
      schema: { params: SearchParams, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      if (!(await deleteSavedSearch(db, quoteViewerOf(request), request.params.id)))
        throw new HttpError(404, message('quotes.savedSearch.notFound'));
      return reply.code(204).send();
    },
  );
};
