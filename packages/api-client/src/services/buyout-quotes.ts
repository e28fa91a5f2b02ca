import type { BuyoutQuote, BuyoutQuoteTerms, LoanReceivableReport } from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';
import { streamedDownload, type Download, type DownloadOptions } from './download.ts';

const path = (value: string) => encodeURIComponent(value);

/**
 * A file's buyout quote and loan receivable report on the main API (doc 2 §7), by the file's
 * number. Staff reach every file, a file-tool dealer their dealership's; any other file is a 404
 * `ApiError`, as one that does not exist.
 */
export function buyoutQuotesApi(main: ServiceFetch) {
  return {
    /** `GET /buyout-quotes/{fileNo}`: the quote (drafted from the file until one is saved) and its figures. */
    get: async (fileNo: string, options: { signal?: AbortSignal } = {}): Promise<BuyoutQuote> =>
      (await main<{ buyoutQuote: BuyoutQuote }>(`/buyout-quotes/${path(fileNo)}`, options)).buyoutQuote,
    /**
     * `PUT /buyout-quotes/{fileNo}` with the terms; answers the quote saved, with the server's
     * figures. A term out of range is a 400 with the error under its field.
     */
    save: async (fileNo: string, terms: BuyoutQuoteTerms): Promise<BuyoutQuote> =>
      (
        await main<{ buyoutQuote: BuyoutQuote }>(`/buyout-quotes/${path(fileNo)}`, {
          method: 'PUT',
          body: terms,
        })
      ).buyoutQuote,
    /**
     * `PUT /buyout-quotes/pstExempt/{fileNo}` (exempt) or `/pstNotExempt/{fileNo}` (PST applies),
     * body `{ fileNo }`; answers the quote with its new figures.
     */
    setPstExempt: async (fileNo: string, exempt: boolean): Promise<BuyoutQuote> =>
      (
        await main<{ buyoutQuote: BuyoutQuote }>(
          `/buyout-quotes/${exempt ? 'pstExempt' : 'pstNotExempt'}/${path(fileNo)}`,
          { method: 'PUT', body: { fileNo } },
        )
      ).buyoutQuote,
    /**
     * `GET /buyout-quotes/{fileNo}/pdf`: the quote as `get` answers it (the one saved, or the
     * draft), printed: `buyout-quote-{fileNo}-DD-MMMM-YYYY.pdf` by the quote's date, streamed with
     * `onProgress` (bytes received) and `signal`.
     */
    pdf: (fileNo: string, options: DownloadOptions = {}): Promise<Download> =>
      streamedDownload(main, `/buyout-quotes/${path(fileNo)}/pdf`, options),
    /** `GET /loan-receivable-reports/{fileNo}`: the file's receivable schedule, month by month. */
    loanReceivables: async (
      fileNo: string,
      options: { signal?: AbortSignal } = {},
    ): Promise<LoanReceivableReport> =>
      (
        await main<{ loanReceivableReport: LoanReceivableReport }>(
          `/loan-receivable-reports/${path(fileNo)}`,
          options,
        )
      ).loanReceivableReport,
  };
}
