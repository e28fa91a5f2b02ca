import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  activeLocale,
  documentPackFileName,
  generalReportFileName,
  GeneralReportQuerySchema,
  hasColessee,
  maximizerFileName,
  maximizerSheetFileName,
  message,
  monthEndFileName,
  monthEndSheetFileName,
  monthsOfRange,
  offroadReportFileName,
  OffroadReportQuerySchema,
  reportColumns,
  ReportDateTypeParamsSchema,
  reportDocument,
  reportDocumentFileName,
  reportMediaTypes,
  ReportRangeQuerySchema,
  ReportRequestSchema,
  reportTemplateList,
  ReportTemplatesResponseSchema,
  todayUtc,
  type LeaseFileFields,
  type ReportDateType,
  reportMessage,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../auth/require-session.ts';
import { authenticate } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { findBuyoutQuote } from '../db/buyout-quotes.ts';
import { findLeaseFile, type FileViewer } from '../db/lease-files.ts';
import { reportFileBatches, type DayRange, type ReportDate } from '../db/report-files.ts';
import { readingAhead } from '../export/quote-export.ts';
import { reportPdf } from '../export/report-pdf.ts';
import { writeReportWorkbook, type ReportWorkbook } from '../export/report-workbook.ts';
import { pipedInto, zipStream, type ZipEntry } from '../export/report-zip.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';

/**
 * `Content-Disposition` of a download: the name as it is for browsers (RFC 6266 `filename*`, UTF-8),
 * and an ASCII stand-in for older clients.
 */
export function attachment(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

const streamed = { 200: z.custom<Readable>() };

/** A workbook written into a stream of its own. */
function workbookStream(report: ReportWorkbook): Readable {
  const out = new PassThrough();
  writeReportWorkbook(out, report).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** An .xlsx entry of a zip (stored: it is a zip already). */
const workbookEntry = (name: string, report: ReportWorkbook): ZipEntry => ({
  name,
  compress: false,
  write: (out) => writeReportWorkbook(out, report),
});

/**
 * The reports of doc 2 §7 on the main API: the document pack of a file (`POST /reports`, a zip of
 * PDFs filled from the file, named `{fileNo}.zip`) and its templates, and the reports over the
 * files: the maximizer and month-end zips of spreadsheets by a date type, the general and off-road
 * workbooks. Every download is streamed as it is made, files read in batches (no row cap).
 *
 * Who: staff for every report; the document pack also for a file-tool dealer, on their dealership's
 * files (another's answers 404, as a file that does not exist).
 */
export const reportRoutes: ZodPlugin<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  const staff = { access: access.staff };

  /** The files of a range, a batch at a time; each batch after the first once the caller is still signed in. */
  const batchesOf = (request: FastifyRequest, date: ReportDate, range: DayRange) =>
    reportFileBatches(db, date, range, { check: () => authenticate(auth, request, access.staff.kinds) });

  const sendFile = (reply: FastifyReply, type: keyof typeof reportMediaTypes, name: string, body: Readable) =>
    reply.type(reportMediaTypes[type]).header('content-disposition', attachment(name)).send(body);

  app.get(
    '/reports/templates',
    { config: { access: access.fileTool }, schema: { response: { 200: ReportTemplatesResponseSchema } } },
    async () => ({ templates: reportTemplateList() }),
  );

  app.post(
    '/reports',
    {
      config: { access: access.own(access.fileTool) },
      schema: { body: ReportRequestSchema, response: streamed },
    },
    async (request, reply) => {
      const signed = signedIn(request, 'staff', 'file-dealer');
      const viewer: FileViewer =
        signed.kind === 'staff' ? { kind: 'staff' } : { kind: 'file-dealer', dealerNo: signed.user.dealerNo };
      const { fileNo, templates } = request.body;
      // The request's language, kept for the PDFs written after this answer starts.
      const locale = activeLocale();
      const file = await findLeaseFile(db, viewer, fileNo);
      if (!file) throw new HttpError(404, message('files.fileNo.notFound'));
      // The server's day, as the buyout quote's own calls date a draft.
      const today = todayUtc(auth.now());
      const fields = file.fields;
      // The buyout quote prints the file's own (the one saved, or the draft the screen starts from).
      const buyoutQuote = templates.includes('buyout-quote')
        ? await findBuyoutQuote(db, viewer, fileNo, today)
        : undefined;
      async function* entries(): AsyncGenerator<ZipEntry> {
        for (const template of templates)
          yield {
            name: reportDocumentFileName(template, fields.fileNo),
            write: (out) =>
              pipedInto(reportPdf(reportDocument(template, fields, today, buyoutQuote, locale)), out),
          };
      }
      return sendFile(reply, 'zip', documentPackFileName(fields.fileNo), zipStream(entries()));
    },
  );

  app.get(
    '/general-reports',
    { config: staff, schema: { querystring: GeneralReportQuerySchema, response: streamed } },
    async (request, reply) => {
      const { startDate, endDate } = request.query;
      const locale = activeLocale();
      const batches = await readingAhead(
        batchesOf(request, 'delivery-date', { from: startDate, to: endDate }),
      );
      const body = workbookStream({
        sheet: reportMessage('reports.sheet.general', {}, locale),
        locale,
        columns: reportColumns.general,
        batches,
      });
      return sendFile(reply, 'xlsx', generalReportFileName(startDate, endDate), body);
    },
  );

  app.get(
    '/offroad-reports',
    { config: staff, schema: { querystring: OffroadReportQuerySchema, response: streamed } },
    async (request, reply) => {
      const { startDate, cutOffDate } = request.query;
      const locale = activeLocale();
      const batches = await readingAhead(
        batchesOf(request, 'termination-date', { from: startDate, to: cutOffDate }),
      );
      const body = workbookStream({
        sheet: reportMessage('reports.sheet.offroad', {}, locale),
        locale,
        columns: reportColumns.offroad,
        batches,
      });
      return sendFile(reply, 'xlsx', offroadReportFileName(startDate, cutOffDate), body);
    },
  );

  const byDateType = {
    params: ReportDateTypeParamsSchema,
    querystring: ReportRangeQuerySchema,
    response: streamed,
  };

  app.get('/maximizers/:dateType', { config: staff, schema: byDateType }, async (request, reply) => {
    const dateType = request.params.dateType as ReportDateType;
    const { startdate, enddate } = request.query;
    // The request's language, kept for the workbooks written after this answer starts.
    const locale = activeLocale();
    const range = { from: startdate, to: enddate };
    // The first batch is read before the answer starts: a database that fails is the API's error.
    const lessees = await readingAhead(batchesOf(request, dateType, range));
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield workbookEntry(maximizerSheetFileName('lessees', startdate, enddate), {
        sheet: reportMessage('reports.sheet.lessees', {}, locale),
        locale,
        columns: reportColumns.lessees,
        batches: lessees,
      });
      yield workbookEntry(maximizerSheetFileName('colessees', startdate, enddate), {
        sheet: reportMessage('reports.sheet.colessees', {}, locale),
        locale,
        columns: reportColumns.colessees,
        batches: batchesOf(request, dateType, range),
        keep: (fields: LeaseFileFields) => hasColessee(fields),
      });
    }
    return sendFile(reply, 'zip', maximizerFileName(dateType, startdate, enddate), zipStream(entries()));
  });

  app.get('/month-end-reports/:dateType', { config: staff, schema: byDateType }, async (request, reply) => {
    const dateType = request.params.dateType as ReportDateType;
    const { startdate, enddate } = request.query;
    // The request's language, kept for the workbooks written after this answer starts.
    const locale = activeLocale();
    const months = monthsOfRange(startdate, enddate);
    const first = await readingAhead(
      batchesOf(request, dateType, { from: months[0]!.from, to: months[0]!.to }),
    );
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (const [index, month] of months.entries())
        yield workbookEntry(monthEndSheetFileName(month), {
          sheet: reportMessage('reports.sheet.monthEnd', {}, locale),
          locale,
          columns: reportColumns.monthEnd,
          batches: index === 0 ? first : batchesOf(request, dateType, { from: month.from, to: month.to }),
          totals: true,
        });
    }
    return sendFile(reply, 'zip', monthEndFileName(dateType, startdate, enddate), zipStream(entries()));
  });
};
