import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  AdminChatRoom,
  DealerUser,
  DealerUserDetail,
  DealerUserSearch,
  NewDealerUser,
  RoomAssignment,
  RoomStaff,
} from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';
import { fileDealersKey } from './file-dealers.ts';

/** The SWR key of every dealer (`GET /users` of the dealer API), newest first. */
export const dealerUsersKey = 'dealer-users' as const;
/** The first part of the SWR keys of dealer searches: `[dealerUserSearchKey, criteria]`. */
export const dealerUserSearchKey = 'dealer-user-search' as const;
/** The first part of the SWR key of one dealer: `[dealerUserKey, id]`. */
export const dealerUserKey = 'dealer-user' as const;
/** The SWR key of the staff with their rooms (`GET /users/get-staffs`). */
export const roomStaffKey = 'room-staff' as const;
/** The SWR key of every chat room, as the room assignment offers them. */
export const assignableRoomsKey = 'assignable-rooms' as const;

const isDealerListKey = (key: unknown) =>
  key === dealerUsersKey ||
  (Array.isArray(key) && (key[0] === dealerUserSearchKey || key[0] === fileDealersKey));

/**
 * Every dealer of the dealer API (`GET /users`), reversed as loaded (doc 2 §4: the list shows the
 * newest first; the call answers them oldest first).
 */
export function useDealerUsers() {
  const api = useApiClient();
  return useSWR<DealerUser[], ApiError>(dealerUsersKey, async () => (await api.dealer.list()).reverse());
}

/**
 * The dealers whose e-mail holds `criteria.email`, or the dealer of the lease file `criteria.fileno`
 * (`GET /users/search/criteria`), reversed as loaded; nothing without criteria (`null`).
 */
export function useDealerUserSearch(criteria: DealerUserSearch | null) {
  const api = useApiClient();
  return useSWR<DealerUser[], ApiError, readonly [typeof dealerUserSearchKey, DealerUserSearch] | null>(
    criteria === null ? null : ([dealerUserSearchKey, criteria] as const),
    async ([, search]) => (await api.dealer.search(search)).reverse(),
  );
}

/** One dealer with their dealership's file count and rooms (`GET /users/{id}`); none without an id. */
export function useDealerUser(id: string | undefined) {
  const api = useApiClient();
  return useSWR<DealerUserDetail, ApiError, readonly [typeof dealerUserKey, string] | null>(
    id === undefined ? null : ([dealerUserKey, id] as const),
    ([, dealerId]) => api.dealer.get(dealerId),
  );
}

/** Every member of staff with their rooms (`GET /users/get-staffs`; super admins). */
export function useRoomStaff() {
  const api = useApiClient();
  return useSWR<RoomStaff[], ApiError>(roomStaffKey, () => api.dealer.staffs());
}

/**
 * Every chat room a super admin reaches (`GET /chats` of the chat service: every room), as the room
 * assignment offers them (`adminRoomName` of @sfi/domain names them). No live updates: the list is
 * what the screen assigns from, not a conversation.
 */
export function useAssignableRooms() {
  const api = useApiClient();
  return useSWR<AdminChatRoom[], ApiError>(assignableRoomsKey, async () =>
    (await api.chat.rooms()).map((room): AdminChatRoom => ({
      id: room.id,
      dealerId: room.dealer.id,
      dealerName: room.dealer.name,
      dealerNo: room.dealer.dealerNo,
      fileNo: room.fileNo,
      createdAt: room.createdAt,
    })),
  );
}

/**
 * Creates dealers, assigns them lease files, changes their password and deletes them. Each change
 * refreshes the dealer lists (the dealer API's and the main API's `/dealers` pages, one set of
 * dealers); a deleted dealer leaves every list loaded at once (doc 2 §4), a dealer given a file is
 * their detail's new answer. A failed call changes nothing and throws the server's message.
 */
export function useDealerUserMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshLists = () => mutate(isDealerListKey);
    return {
      create: async (user: NewDealerUser) => {
        const created = await api.dealer.create(user);
        await refreshLists();
        return created;
      },
      assignFile: async (id: string, fileNo: string) => {
        const dealer = await api.dealer.assignFile(id, fileNo);
        await mutate([dealerUserKey, id], dealer, { revalidate: false });
        return dealer;
      },
      updatePassword: (email: string, password: string) => api.dealer.updatePassword(email, password),
      remove: async (id: string) => {
        const removed = await api.dealer.remove(id);
        await mutate<DealerUser[]>(
          (key) => key === dealerUsersKey || (Array.isArray(key) && key[0] === dealerUserSearchKey),
          (list) => list?.filter((each) => each.id !== id),
          { revalidate: false },
        );
        await mutate([dealerUserKey, id], undefined, { revalidate: false });
        void refreshLists();
        return removed;
      },
    };
  }, [api, mutate]);
}

/**
 * Assigns rooms to staff and takes them away (`POST` and `DELETE /users/assign-room`): the member
 * of staff answered replaces theirs in the staff list at once (doc 2 §4: "assigning or removing a
 * room updates that staff member's rooms"). A failed call changes nothing and throws.
 */
export function useRoomAssignment() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const replace = async (member: RoomStaff) => {
      await mutate<RoomStaff[]>(
        roomStaffKey,
        (list) => list?.map((each) => (each.id === member.id ? member : each)),
        { revalidate: false },
      );
      return member;
    };
    return {
      assign: async (assignment: RoomAssignment) => replace(await api.dealer.assignRoom(assignment)),
      remove: async (assignment: RoomAssignment) => replace(await api.dealer.removeRoom(assignment)),
    };
  }, [api, mutate]);
}
