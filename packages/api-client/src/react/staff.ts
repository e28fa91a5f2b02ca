import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  NewStaffUser,
  StaffMember,
  StaffMemberUpdate,
  StaffPhoneCodeRequest,
  StaffSearchQuery,
} from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The first part of the SWR keys of the staff list: `[staffKey, search or criteria]`. */
export const staffKey = 'staff' as const;
/** The first part of the SWR key of one staff member: `[staffMemberKey, id]`. */
export const staffMemberKey = 'staff-member' as const;

const isStaffListKey = (key: unknown) => Array.isArray(key) && key[0] === staffKey;

/**
 * The staff sorted by name: those whose name, e-mail or user name holds `search` (`GET /auth`; all
 * of them without one), or, given `{ email }` or `{ fileno }`, those the staff search finds
 * (`GET /users/search/criteria` of the chat service). The list shown stays while the next loads.
 */
export function useStaff(search: string | StaffSearchQuery = '') {
  const api = useApiClient();
  const criteria = typeof search === 'string' ? search.trim() : search;
  return useSWR<StaffMember[], ApiError, readonly [typeof staffKey, string | StaffSearchQuery]>(
    [staffKey, criteria] as const,
    ([, query]) =>
      typeof query === 'string' ? api.staff.list(query ? { search: query } : {}) : api.staff.search(query),
    { keepPreviousData: true },
  );
}

/** One staff member (`GET /auth/{id}`); none without an id. */
export function useStaffMember(id: string | undefined) {
  const api = useApiClient();
  return useSWR<StaffMember, ApiError, readonly [typeof staffMemberKey, string] | null>(
    id === undefined ? null : ([staffMemberKey, id] as const),
    ([, memberId]) => api.staff.get(memberId),
  );
}

/**
 * Adds, changes and removes staff (super admins; an admin changes only their own name, e-mail
 * and mobile). The member answered replaces their detail; the list loads again. `create` answers
 * `{ id, password }`: show the password then, it is never answered again.
 */
export function useStaffMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshList = () => mutate(isStaffListKey);
    return {
      create: async (member: NewStaffUser) => {
        const created = await api.staff.create(member);
        void refreshList();
        return created;
      },
      update: async (id: string, changes: StaffMemberUpdate) => {
        const member = await api.staff.update(id, changes);
        await mutate([staffMemberKey, id], member, { revalidate: false });
        void refreshList();
        return member;
      },
      /** Texts the member's own current mobile a code for the change to a new one (no cache to change). */
      requestPhoneCode: (id: string, request: StaffPhoneCodeRequest) =>
        api.staff.requestPhoneCode(id, request),
      remove: async (id: string) => {
        const removed = await api.staff.remove(id);
        await mutate([staffMemberKey, id], undefined, { revalidate: false });
        void refreshList();
        return removed;
      },
    };
  }, [api, mutate]);
}
