import type {
  NewStaffUser,
  StaffCodeResent,
  StaffListQuery,
  StaffMember,
  StaffMemberCreated,
  StaffMemberUpdate,
  StaffPhoneCodeRequest,
  StaffSearchQuery,
} from '@sfi/domain';
import { queryOf, type ServiceFetch } from '../service-fetch.ts';

/**
 * The staff administration of the main API (doc 2 §7, issue 15), and its searches by e-mail and
 * file number on the chat, users and storage service. Any member of staff reads the staff and
 * changes their own name, e-mail and mobile; a super admin adds, changes and removes staff (others
 * get a 403).
 */
export function staffApi(main: ServiceFetch, chat: ServiceFetch) {
  const path = (id: string) => `/auth/${encodeURIComponent(id)}`;
  return {
    /** `GET /auth`: the staff sorted by name, those matching `search` (name, e-mail or user name) if given. */
    list: (query: StaffListQuery = {}, options: { signal?: AbortSignal } = {}) =>
      main<StaffMember[]>('/auth', { ...options, query: queryOf(query) }),
    /**
     * `GET /users/search/criteria?email=` or `?fileno=` of the chat service: the staff whose e-mail
     * holds it (case aside), or those assigned to a conversation about that lease file, by name.
     */
    search: (query: StaffSearchQuery, options: { signal?: AbortSignal } = {}) =>
      chat<StaffMember[]>('/users/search/criteria', { ...options, query: queryOf(query) }),
    /** `GET /auth/{id}`: one member. */
    get: (id: string, options: { signal?: AbortSignal } = {}) => main<StaffMember>(path(id), options),
    /**
     * `POST /auth/create` (super admins): adds a member, who is e-mailed a one-time link to choose
     * their password; answers `{ id }`. A taken user name or e-mail is a 409 with the server's message.
     */
    create: (member: NewStaffUser) =>
      main<StaffMemberCreated>('/auth/create', { method: 'POST', body: member }),
    /**
     * `PUT /auth/{id}` with the fields to change; answers the member. One's own new e-mail or mobile
     * carries `currentPassword`, a new mobile also the `code` from `requestPhoneCode`
     * (`ownContactConfirmation` says which); refusals name their field.
     */
    update: (id: string, changes: StaffMemberUpdate) =>
      main<StaffMember>(path(id), { method: 'PUT', body: changes }),
    /**
     * `POST /auth/{id}/phone-code` (the member themself): texts a code to their current mobile that
     * confirms the change to `phone`; answers where it went (`phoneLast4`) and when another may be asked.
     */
    requestPhoneCode: (id: string, request: StaffPhoneCodeRequest) =>
      main<StaffCodeResent>(`${path(id)}/phone-code`, { method: 'POST', body: request }),
    /** `DELETE /auth/{id}` (super admins): removes the member, signing them out; never the last super admin. */
    remove: (id: string) => main<StaffMember>(path(id), { method: 'DELETE' }),
    /** `POST /auth/{id}/password-link` (super admins): e-mails the member a one-time link to reset their password. */
    sendPasswordLink: async (id: string): Promise<void> => {
      await main(`${path(id)}/password-link`, { method: 'POST', body: {} });
    },
  };
}
