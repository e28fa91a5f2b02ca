import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { BankingInfo, BankingInfoListResponse, BankingInfoUpdate, NewBankingInfo } from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The SWR keys of a file's banking info and of one banking record. */
export const bankingInfoKey = (fileNo: string) => ['banking-info', fileNo] as const;
export const bankingRecordKey = (fileNo: string, id: string) => ['banking-record', fileNo, id] as const;

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
