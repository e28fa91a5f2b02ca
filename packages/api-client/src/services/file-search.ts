import type { DeliveryDateRange, FileSearchPage, FileSearchPageQuery, FileSearchPath } from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/** `?skip&limit` of a page, only what is asked. */
function pageQuery({ skip, limit }: FileSearchPageQuery = {}): Record<string, number> {
  return {
    ...(skip !== undefined && { skip: Number(skip) }),
    ...(limit !== undefined && { limit: Number(limit) }),
  };
}

/**
 * The file search of the main API (doc 2 §7), for staff and file-tool dealers (a dealer finds
 * their dealership's files only). Both answer a page: `{ files, total, capped, hasMore }`, the
 * files as file search results (doc 2 §3), best first; `total` counts up to a cap
 * (`FILE_SEARCH_MATCH_MAX`) and `capped` says more matched. A bad path, query or range is a 400
 * `ApiError` with the field's message.
 */
export function fileSearchApi(main: ServiceFetch) {
  return {
    /**
     * `GET /files/{search-path}/{query}`: files by one of the 11 paths, or `everything` (all of
     * them, ranked as `fileSearchRanks` says). How each path matches: `fileSearchMatching`.
     */
    search: (
      path: FileSearchPath,
      query: string,
      page: FileSearchPageQuery = {},
      options: { signal?: AbortSignal } = {},
    ) =>
      main<FileSearchPage>(`/files/${encodeURIComponent(path)}/${encodeURIComponent(query)}`, {
        ...options,
        query: pageQuery(page),
      }),
    /**
     * `POST /files/searchByDeliveryDate` with `startDate` and `endDate` (`YYYY-MM-DD`, both days
     * included): the files delivered in the range, by delivery date.
     */
    byDeliveryDate: (
      range: DeliveryDateRange,
      page: FileSearchPageQuery = {},
      options: { signal?: AbortSignal } = {},
    ) =>
      main<FileSearchPage>('/files/searchByDeliveryDate', {
        ...options,
        method: 'POST',
        body: range,
        query: pageQuery(page),
      }),
  };
}
