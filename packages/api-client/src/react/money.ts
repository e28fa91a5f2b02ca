import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  BankingInfo,
  BankingInfoListResponse,
  BankingInfoUpdate,
  BuyoutQuote,
  BuyoutQuoteTerms,
  LoanReceivableReport,
  NewBankingInfo,
} from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The SWR keys of a file's buyout quote, loan receivables, banking info and one banking record. */
export const buyoutQuoteKey = (fileNo: string) => ['buyout-quote', fileNo] as const;
export const loanReceivablesKey = (fileNo: string) => ['loan-receivables', fileNo] as const;
export const bankingInfoKey = (fileNo: string) => ['banking-info', fileNo] as const;
export const bankingRecordKey = (fileNo: string, id: string) => ['banking-record', fileNo, id] as const;

/** A file's buyout quote (`GET /buyout-quotes/{fileNo}`); nothing is asked while `fileNo` is null. */
export function useBuyoutQuote(fileNo: string | null) {
  const api = useApiClient();
  return useSWR<BuyoutQuote, ApiError, ReturnType<typeof buyoutQuoteKey> | null>(
    fileNo === null ? null : buyoutQuoteKey(fileNo),
    ([, number]) => api.buyoutQuotes.get(number),
  );
}

/** A file's loan receivable report (`GET /loan-receivable-reports/{fileNo}`); nothing is asked while `fileNo` is null. */
export function useLoanReceivables(fileNo: string | null) {
  const api = useApiClient();
  return useSWR<LoanReceivableReport, ApiError, ReturnType<typeof loanReceivablesKey> | null>(
    fileNo === null ? null : loanReceivablesKey(fileNo),
    ([, number]) => api.buyoutQuotes.loanReceivables(number),
  );
}

/** A file's banking info, masked, and its audit trail (`GET /banking-info/{fileNo}`). */
export function useBankingInfo(fileNo: string | null) {
  const api = useApiClient();
  return useSWR<BankingInfoListResponse, ApiError, ReturnType<typeof bankingInfoKey> | null>(
    fileNo === null ? null : bankingInfoKey(fileNo),
    ([, number]) => api.bankingInfo.list(number),
  );
}

/** One banking record whole (`GET /banking-info/{fileNo}/{id}`); nothing is asked while `id` is null. */
export function useBankingRecord(fileNo: string, id: string | null) {
  const api = useApiClient();
  return useSWR<BankingInfo, ApiError, ReturnType<typeof bankingRecordKey> | null>(
    id === null ? null : bankingRecordKey(fileNo, id),
    ([, number, record]) => api.bankingInfo.get(number, record),
  );
}

/**
 * Saves a file's buyout quote and sets its PST exemption: the answer (with the server's figures)
 * goes into the quote's key at once.
 */
export function useBuyoutQuoteMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      save: async (fileNo: string, terms: BuyoutQuoteTerms) => {
        const quote = await api.buyoutQuotes.save(fileNo, terms);
        await mutate(buyoutQuoteKey(fileNo), quote, { revalidate: false });
        return quote;
      },
      setPstExempt: async (fileNo: string, exempt: boolean) => {
        const quote = await api.buyoutQuotes.setPstExempt(fileNo, exempt);
        await mutate(buyoutQuoteKey(fileNo), quote, { revalidate: false });
        return quote;
      },
    }),
    [api, mutate],
  );
}

/**
 * Creates, saves and deletes banking records of a file: each refreshes the file's list and trail
 * (and a saved record's own key), whether it succeeded or not.
 */
export function useBankingInfoMutations(fileNo: string) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = () => mutate(bankingInfoKey(fileNo));
    return {
      create: async (record: NewBankingInfo) => {
        try {
          return await api.bankingInfo.create(record);
        } finally {
          await refresh();
        }
      },
      save: async (id: string, record: BankingInfoUpdate) => {
        try {
          const saved = await api.bankingInfo.save(id, record);
          await mutate(bankingRecordKey(fileNo, id), saved, { revalidate: false });
          return saved;
        } finally {
          await refresh();
        }
      },
      remove: async (id: string) => {
        try {
          await api.bankingInfo.remove(id);
        } finally {
          await refresh();
        }
      },
    };
  }, [api, mutate, fileNo]);
}
