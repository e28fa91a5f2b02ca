import type {
  BankingInfo,
  BankingInfoListResponse,
  BankingInfoUpdate,
  BuyoutQuote,
  BuyoutQuoteTerms,
  LoanReceivableReport,
  NewBankingInfo,
} from '@sfi/domain';
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

/**
 * Banking info on the main API (doc 2 §7): a file's records (account numbers masked) and their audit
 * trail by the file's number; one record whole; create, save and delete a record by its id.
 */
export function bankingInfoApi(main: ServiceFetch) {
  return {
    /** `GET /banking-info/{fileNo}`: the file's records, account numbers masked, and the latest changes. */
    list: (fileNo: string, options: { signal?: AbortSignal } = {}) =>
      main<BankingInfoListResponse>(`/banking-info/${path(fileNo)}`, options),
    /** `GET /banking-info/{fileNo}/{id}`: one record, its account number whole. */
    get: async (fileNo: string, id: string, options: { signal?: AbortSignal } = {}): Promise<BankingInfo> =>
      (await main<{ bankingInfo: BankingInfo }>(`/banking-info/${path(fileNo)}/${path(id)}`, options))
        .bankingInfo,
    /** `POST /banking-info/`: a new record on `record.fileNo`'s file; a file that does not exist is a 404. */
    create: async (record: NewBankingInfo): Promise<BankingInfo> =>
      (await main<{ bankingInfo: BankingInfo }>('/banking-info/', { method: 'POST', body: record }))
        .bankingInfo,
    /** `PUT /banking-info/{id}` with the record (its `fileNo` its file's). */
    save: async (id: string, record: BankingInfoUpdate): Promise<BankingInfo> =>
      (await main<{ bankingInfo: BankingInfo }>(`/banking-info/${path(id)}`, { method: 'PUT', body: record }))
        .bankingInfo,
    /** `DELETE /banking-info/{id}`. */
    remove: async (id: string): Promise<void> => {
      await main(`/banking-info/${path(id)}`, { method: 'DELETE' });
    },
  };
}
