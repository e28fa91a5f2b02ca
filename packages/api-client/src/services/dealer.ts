import type {
  ChatUserMap,
  DealerEmailAnswer,
  DealerUser,
  DealerUserDetail,
  DealerUserSearch,
  NewDealerUser,
  RoomAssignment,
  RoomStaff,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/**
 * The dealer API (spec doc 2 §7, "Dealer administration"; staff only): the file-tool dealers, the
 * lease files of their dealership, and the chat rooms assigned to staff (super admins). Answers
 * never carry a password.
 */
export function dealerApi(dealer: ServiceFetch) {
  const path = (id: string) => `/users/${encodeURIComponent(id)}`;
  return {
    /** `GET /users`: every dealer, oldest first (the console shows them newest first). */
    list: (options: { signal?: AbortSignal } = {}) => dealer<DealerUser[]>('/users', options),
    /**
     * `GET /users/search/criteria?email=` (the dealers whose e-mail holds it, case aside) or
     * `?fileno=` (the dealer whose dealership holds that lease file: none or one).
     */
    search: (criteria: DealerUserSearch, options: { signal?: AbortSignal } = {}) =>
      dealer<DealerUser[]>('/users/search/criteria', {
        ...options,
        query: Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined)),
      }),
    /** `GET /users/{id}`: the dealer, their dealership's file count and their chat rooms. */
    get: (id: string, options: { signal?: AbortSignal } = {}) => dealer<DealerUserDetail>(path(id), options),
    /**
     * `POST /users/create`: adds a dealer with the password staff typed; answers `{ email }`. A user
     * name, dealer number or e-mail another dealer has is a 409 whose message says which.
     */
    create: (user: NewDealerUser) =>
      dealer<DealerEmailAnswer>('/users/create', { method: 'POST', body: user }),
    /**
     * `PUT /users/{id}` with `fileNo`: the lease file moves to the dealer's dealership (its history
     * records it); answers the dealer. "The file does not exist" (404) when no file has that number.
     */
    assignFile: (id: string, fileNo: string) =>
      dealer<DealerUserDetail>(path(id), { method: 'PUT', body: { fileNo } }),
    /** `POST /users/update-password`: the dealer of that e-mail gets the password and is signed out everywhere. */
    updatePassword: (email: string, password: string) =>
      dealer<DealerEmailAnswer>('/users/update-password', { method: 'POST', body: { email, password } }),
    /** `DELETE /users/{id}`: removes the dealer (their rooms with them) and answers them. */
    remove: (id: string) => dealer<DealerUser>(path(id), { method: 'DELETE' }),
    /** `GET /users/get-staffs`: every member of staff by name, with their e-mail and rooms. */
    staffs: (options: { signal?: AbortSignal } = {}) => dealer<RoomStaff[]>('/users/get-staffs', options),
    /** `POST /users/assign-room`: assigns the room to the member of staff of that e-mail; answers them. */
    assignRoom: (assignment: RoomAssignment) =>
      dealer<RoomStaff>('/users/assign-room', { method: 'POST', body: assignment }),
    /** `DELETE /users/assign-room`: takes the room from the member of staff of that e-mail; answers them. */
    removeRoom: (assignment: RoomAssignment) =>
      dealer<RoomStaff>('/users/assign-room', { method: 'DELETE', body: assignment }),
    /** `GET /users/get-user-map`: everyone in every chat room, by id. */
    userMap: (options: { signal?: AbortSignal } = {}) => dealer<ChatUserMap>('/users/get-user-map', options),
  };
}
