import { z } from 'zod';
import {
  DeliveryDatePageQuerySchema,
  DeliveryDateSearchSchema,
  FileSearchPageQuerySchema,
  FileSearchPageSchema,
  FileSearchPathSchema,
  FileSearchQuerySchema,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import { fileViewerOf } from '../auth/viewers.ts';
import type { Db } from '../db/client.ts';
import { searchByDeliveryDate, searchLeaseFiles } from '../db/file-search.ts';
import type { ZodPlugin } from '../http/zod.ts';

const SearchParams = z.object({ path: FileSearchPathSchema, query: FileSearchQuerySchema });

/**
 * The file search of doc 2 §7 for the file tool's users: `GET /files/{search-path}/{query}` for
 * each of the 11 paths and `everything` (all of them, ranked, for the single search box), and
 * `POST /files/searchByDeliveryDate`. Both answer a page (`?skip&limit`) of file search results
 * (`{ files, total, capped, hasMore }`). A file-tool dealer finds only their dealership's files.
 *
 * `/files/{fileNo}` (one segment) is the file itself (routes/lease-files.ts): a search has two.
 */
export const fileSearchRoutes: ZodPlugin<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/files/:path/:query',
    {
      config: { access: access.fileTool },
      schema: {
        params: SearchParams,
        querystring: FileSearchPageQuerySchema,
        response: { 200: FileSearchPageSchema },
      },
    },
    async (request) =>
      searchLeaseFiles(db, request.params.path, request.params.query, fileViewerOf(request), request.query),
  );

  app.post(
    '/files/searchByDeliveryDate',
    {
      config: { access: access.fileTool },
      schema: {
        body: DeliveryDateSearchSchema,
        querystring: DeliveryDatePageQuerySchema,
        response: { 200: FileSearchPageSchema },
      },
    },
    async (request) => searchByDeliveryDate(db, request.body, fileViewerOf(request), request.query),
  );
};
