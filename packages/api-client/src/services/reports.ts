import type {
  GeneralReportQuery,
  OffroadReportQuery,
  ReportDateType,
  ReportRangeQuery,
  ReportRequest,
  ReportTemplateInfo,
  ReportTemplatesResponse,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';
import { streamedDownload, type DownloadOptions } from './download.ts';

/**
 * The reports of the main API (doc 2 §7), each a file streamed as the server makes it: `onProgress`
 * hears the bytes received so far, `signal` cancels. Each answers the file with the name and type
 * the server gives it (`Content-Disposition`, `Content-Type`; the names carry their dates as doc 2
 * §7 says: `{fileNo}.zip`, `general-report-01-January-2026-to-31-January-2026.xlsx`). The document
 * pack is for staff and a file-tool dealer's own files (another's is a 404 `ApiError`); the other
 * reports are staff's. Bad input is a 400 `ApiError` in plain words.
 */
export function reportsApi(main: ServiceFetch) {
  const download = (
    path: string,
    options: DownloadOptions,
    request: { method?: 'POST'; body?: ReportRequest; query?: object },
  ) => streamedDownload(main, path, options, request);

  return {
    /** `GET /reports/templates`: the document pack's templates, by name and title. */
    templates: async (options: { signal?: AbortSignal } = {}): Promise<ReportTemplateInfo[]> =>
      (await main<ReportTemplatesResponse>('/reports/templates', options)).templates,
    /** `POST /reports`: the file's document pack, a zip of one PDF per template, `{fileNo}.zip`. */
    documentPack: (request: ReportRequest, options: DownloadOptions = {}) =>
      download('/reports', options, { method: 'POST', body: request }),
    /** `GET /general-reports`: the workbook of the files delivered from `startDate` to `endDate`. */
    general: (range: GeneralReportQuery, options: DownloadOptions = {}) =>
      download('/general-reports', options, { query: range }),
    /** `GET /offroad-reports`: the workbook of the files terminated from `startDate` to `cutOffDate`. */
    offroad: (range: OffroadReportQuery, options: DownloadOptions = {}) =>
      download('/offroad-reports', options, { query: range }),
    /** `GET /maximizers/{dateType}`: the zip of the lessees' and co-lessees' workbooks of the files whose date is in the range. */
    maximizer: (dateType: ReportDateType, range: ReportRangeQuery, options: DownloadOptions = {}) =>
      download(`/maximizers/${encodeURIComponent(dateType)}`, options, { query: range }),
    /** `GET /month-end-reports/{dateType}`: the zip of one workbook per month of the range. */
    monthEnd: (dateType: ReportDateType, range: ReportRangeQuery, options: DownloadOptions = {}) =>
      download(`/month-end-reports/${encodeURIComponent(dateType)}`, options, { query: range }),
  };
}
