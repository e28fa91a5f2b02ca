import useSWR from 'swr';
import {
  FILE_SEARCH_PAGE_SIZE,
  type DeliveryDateRange,
  type FileSearchPage,
  type FileSearchPath,
} from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The SWR keys of a search page and of a delivery-date page. */
export const fileSearchKey = (path: FileSearchPath, query: string, page: number, pageSize: number) =>
  ['file-search', path, query, page, pageSize] as const;
export const filesByDeliveryDateKey = (range: DeliveryDateRange, page: number, pageSize: number) =>
  ['files-by-delivery-date', range.startDate, range.endDate, page, pageSize] as const;

/** Which page of results: `page` counts from 0; `pageSize` defaults to `FILE_SEARCH_PAGE_SIZE`. */
export interface FileSearchPaging {
  page?: number;
  pageSize?: number;
}

/**
 * A page of a file search (`GET /files/{search-path}/{query}`): `{ files, total, capped, hasMore }`.
 * Nothing is asked while `query` is blank (the search box is empty). The previous page stays shown
 * while the next loads (`keepPreviousData`), so typing never blanks the results.
 */
export function useFileSearch(
  path: FileSearchPath,
  query: string,
  { page = 0, pageSize = FILE_SEARCH_PAGE_SIZE }: FileSearchPaging = {},
) {
  const api = useApiClient();
  const asked = query.trim();
  return useSWR<FileSearchPage, ApiError, ReturnType<typeof fileSearchKey> | null>(
    asked === '' ? null : fileSearchKey(path, asked, page, pageSize),
    ([, on, text, number, size]) => api.fileSearch.search(on, text, { skip: number * size, limit: size }),
    { keepPreviousData: true },
  );
}

/**
 * A page of the files delivered in a range (`POST /files/searchByDeliveryDate`), by delivery date.
 * Nothing is asked while the range is null (not both days chosen).
 */
export function useFilesByDeliveryDate(
  range: DeliveryDateRange | null,
  { page = 0, pageSize = FILE_SEARCH_PAGE_SIZE }: FileSearchPaging = {},
) {
  const api = useApiClient();
  return useSWR<FileSearchPage, ApiError, ReturnType<typeof filesByDeliveryDateKey> | null>(
    range === null ? null : filesByDeliveryDateKey(range, page, pageSize),
    ([, startDate, endDate, number, size]) =>
      api.fileSearch.byDeliveryDate({ startDate, endDate }, { skip: number * size, limit: size }),
    { keepPreviousData: true },
  );
}
