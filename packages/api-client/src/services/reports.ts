import {
  documentPackFileName,
  generalReportFileName,
  maximizerFileName,
  monthEndFileName,
  offroadReportFileName,
  reportMediaTypes,
  type GeneralReportQuery,
  type OffroadReportQuery,
  type ReportDateType,
  type ReportRangeQuery,
  type ReportRequest,
  type ReportTemplateInfo,
  type ReportTemplatesResponse,
} from '@sfi/domain';
import type { ServiceFetch } from '../client.ts';
import { readBody, type Download, type DownloadOptions } from './download.ts';

/**
 * The reports of the main API (doc 2 §7), each a file streamed as the server makes it: `onProgress`
 * hears the bytes received so far, `signal` cancels. Each answers the file with the name the server
 * gives it (the names are @sfi/domain's: `{fileNo}.zip`, `general-report-01-January-2026-to-…`).
 * The document pack is for staff and a file-tool dealer's own files (another's is a 404
 * `ApiError`); the other reports are staff's. Bad input is a 400 `ApiError` in plain words.
 */
export function reportsApi(main: ServiceFetch) {
  const download = async (
    path: string,
    name: string,
    type: keyof typeof reportMediaTypes,
    options: DownloadOptions & { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> },
  ): Promise<Download> => {
    const { onProgress, signal, method = 'GET', body, query } = options;
    const stream = await main<ReadableStream<Uint8Array>>(path, {
      method,
      responseType: 'stream',
      ...(body !== undefined && { body: body as Record<string, unknown> }),
      ...(query && { query }),
      ...(signal && { signal }),
    });
    return { name, blob: await readBody(stream, reportMediaTypes[type], onProgress) };
  };

  return {
    /** `GET /reports/templates`: the document pack's templates, by name and title. */
    templates: async (options: { signal?: AbortSignal } = {}): Promise<ReportTemplateInfo[]> =>
      (await main<ReportTemplatesResponse>('/reports/templates', options)).templates,
    /** `POST /reports`: the file's document pack, a zip of one PDF per template, `{fileNo}.zip`. */
    documentPack: (request: ReportRequest, options: DownloadOptions = {}) =>
      download('/reports', documentPackFileName(request.fileNo.trim()), 'zip', {
        ...options,
        method: 'POST',
        body: request,
      }),
    /** `GET /general-reports`: the workbook of the files delivered from `startDate` to `endDate`. */
    general: (range: GeneralReportQuery, options: DownloadOptions = {}) =>
      download('/general-reports', generalReportFileName(range.startDate, range.endDate), 'xlsx', {
        ...options,
        query: { startDate: range.startDate, endDate: range.endDate },
      }),
    /** `GET /offroad-reports`: the workbook of the files terminated from `startDate` to `cutOffDate`. */
    offroad: (range: OffroadReportQuery, options: DownloadOptions = {}) =>
      download('/offroad-reports', offroadReportFileName(range.startDate, range.cutOffDate), 'xlsx', {
        ...options,
        query: { startDate: range.startDate, cutOffDate: range.cutOffDate },
      }),
    /** `GET /maximizers/{dateType}`: the zip of the lessees' and co-lessees' workbooks of the files whose date is in the range. */
    maximizer: (dateType: ReportDateType, range: ReportRangeQuery, options: DownloadOptions = {}) =>
      download(
        `/maximizers/${encodeURIComponent(dateType)}`,
        maximizerFileName(dateType, range.startdate, range.enddate),
        'zip',
        { ...options, query: { startdate: range.startdate, enddate: range.enddate } },
      ),
    /** `GET /month-end-reports/{dateType}`: the zip of one workbook per month of the range. */
    monthEnd: (dateType: ReportDateType, range: ReportRangeQuery, options: DownloadOptions = {}) =>
      download(
        `/month-end-reports/${encodeURIComponent(dateType)}`,
        monthEndFileName(dateType, range.startdate, range.enddate),
        'zip',
        { ...options, query: { startdate: range.startdate, enddate: range.enddate } },
      ),
  };
}
