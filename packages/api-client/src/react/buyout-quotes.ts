import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { BuyoutQuote, BuyoutQuoteTerms, LoanReceivableReport } from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The SWR keys of a file's buyout quote and its loan receivables. */
export const buyoutQuoteKey = (fileNo: string) => ['buyout-quote', fileNo] as const;
export const loanReceivablesKey = (fileNo: string) => ['loan-receivables', fileNo] as const;

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
