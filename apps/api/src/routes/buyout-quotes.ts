import {
  BuyoutPstBodySchema,
  BuyoutQuoteResponseSchema,
  buyoutQuotePdfFileName,
  BuyoutQuoteTermsSchema,
  buyoutToday,
  FileIdParamsSchema,
  FileNoParamsSchema,
  LoanReceivableReportResponseSchema,
  loanReceivableReport,
  message,
  reportDocument,
  reportMediaTypes,
} from '@sfi/domain';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { fileActorOf, fileViewerOf } from '../auth/viewers.ts';
import type { Db } from '../db/client.ts';
import { findBuyoutQuote, findFileBuyoutQuote, writeBuyoutQuote } from '../db/buyout-quotes.ts';
import { findLeaseFile } from '../db/lease-files.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { reportPdf } from '../export/report-pdf.ts';
import { notFound } from './lease-files.ts';
import { attachment } from './reports.ts';

/**
 * A file's buyout quote and loan receivable report (doc 2 §7), on the main API. `{id}` is the file's
 * number: a file has one buyout quote and one receivable schedule, and the spec's PST calls name
 * the same quote by `{fileNo}`.
 *
 * - `GET /buyout-quotes/{id}`: the quote, drafted from the file until one is saved, with its
 *   figures (`buyoutTotals` of @sfi/domain).
 * - `PUT /buyout-quotes/{id}`: saves the terms (`BuyoutQuoteTerms`); the figures are the server's.
 * - `PUT /buyout-quotes/pstExempt/{fileNo}` and `/pstNotExempt/{fileNo}`, body `{ fileNo }`: the
 *   file is exempt from the provincial sales tax, or not; answers the quote with its new figures.
 * - `GET /buyout-quotes/{id}/pdf`: the same quote printed (the document pack's `buyout-quote`
 *   template), streamed as `buyout-quote-{fileNo}-DD-MMMM-YYYY.pdf` by the quote's date.
 * - `GET /loan-receivable-reports/{id}`: the schedule computed from the file's terms.
 *
 * Staff reach every file; a file-tool dealer their dealership's files, reading and writing their
 * buyout quotes as the file tool's users (doc 2 §1). Another dealership's file answers the file's
 * 404, as a file that does not exist.
 */
export const buyoutQuoteRoutes: ZodPlugin<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  const own = { access: access.own(access.fileTool) };
  const today = () => buyoutToday(auth.now());

  app.get(
    '/buyout-quotes/:id',
    { config: own, schema: { params: FileIdParamsSchema, response: { 200: BuyoutQuoteResponseSchema } } },
    async (request) => {
      const buyoutQuote = await findBuyoutQuote(db, fileViewerOf(request), request.params.id, today());
      if (!buyoutQuote) throw notFound();
      return { buyoutQuote };
    },
  );

  app.put(
    '/buyout-quotes/:id',
    {
      config: own,
      schema: {
        params: FileIdParamsSchema,
        body: BuyoutQuoteTermsSchema,
        response: { 200: BuyoutQuoteResponseSchema },
      },
    },
    async (request) => {
      const buyoutQuote = await writeBuyoutQuote(
        db,
        fileActorOf(request),
        fileViewerOf(request),
        request.params.id,
        { terms: request.body },
        today(),
      );
      if (!buyoutQuote) throw notFound();
      return { buyoutQuote };
    },
  );

  app.get(
    '/buyout-quotes/:id/pdf',
    { config: own, schema: { params: FileIdParamsSchema, response: { 200: z.custom<Readable>() } } },
    async (request, reply) => {
      const day = today();
      const found = await findFileBuyoutQuote(db, fileViewerOf(request), request.params.id, day);
      if (!found) throw notFound();
      const { fields, buyoutQuote } = found;
      return reply
        .type(reportMediaTypes.pdf)
        .header(
          'content-disposition',
          attachment(buyoutQuotePdfFileName(fields.fileNo, buyoutQuote.quoteDate)),
        )
        .send(reportPdf(reportDocument('buyout-quote', fields, day, buyoutQuote)));
    },
  );

  for (const [path, pstExempt] of [
    ['/buyout-quotes/pstExempt/:fileNo', true],
    ['/buyout-quotes/pstNotExempt/:fileNo', false],
  ] as const)
    app.put(
      path,
      {
        config: own,
        schema: {
          params: FileNoParamsSchema,
          body: BuyoutPstBodySchema,
          response: { 200: BuyoutQuoteResponseSchema },
        },
      },
      async (request) => {
        const { fileNo } = request.params;
        if (request.body.fileNo !== fileNo) {
          const text = message('buyout.fileNo.mismatch');
          throw new HttpError(400, text, { fileNo: text });
        }
        const buyoutQuote = await writeBuyoutQuote(
          db,
          fileActorOf(request),
          fileViewerOf(request),
          fileNo,
          { pstExempt },
          today(),
        );
        if (!buyoutQuote) throw notFound();
        return { buyoutQuote };
      },
    );

  app.get(
    '/loan-receivable-reports/:id',
    {
      config: own,
      schema: { params: FileIdParamsSchema, response: { 200: LoanReceivableReportResponseSchema } },
    },
    async (request) => {
      const file = await findLeaseFile(db, fileViewerOf(request), request.params.id);
      if (!file) throw notFound();
      return { loanReceivableReport: loanReceivableReport(file.fields.fileNo, file.fields) };
    },
  );
};
