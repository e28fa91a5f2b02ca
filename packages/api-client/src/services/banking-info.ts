import type { BankingInfo, BankingInfoListResponse, BankingInfoUpdate, NewBankingInfo } from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

const path = (value: string) => encodeURIComponent(value);

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
