import type {
  ClientAccount,
  ClientCreatedResponse,
  ClientFileChange,
  ClientListQuery,
  ClientSearchQuery,
  NewClientUser,
} from '@sfi/domain';
import { queryOf, type ServiceFetch } from '../service-fetch.ts';

/**
 * The client administration of the main API (doc 2 §7, issue 15; any member of staff). Lists come
 * oldest first, as the spec's wire has them: show them with `orderLoadedUsers` of @sfi/domain. A
 * client chooses their own password from an e-mailed activation link; no answer holds it.
 */
export function clientsApi(main: ServiceFetch) {
  const path = (id: string) => `/users/${encodeURIComponent(id)}`;
  return {
    /**
     * `GET /users`: the newest `limit` clients (100 unless asked, at most 500), or the `limit` added
     * just before the client `before`, oldest first.
     */
    list: (query: ClientListQuery = {}, options: { signal?: AbortSignal } = {}) =>
      main<ClientAccount[]>('/users', { ...options, query: queryOf(query) }),
    /** `GET /users/search/criteria?email=` or `?fileno=`: the clients found (at most 200), oldest first. */
    search: (query: ClientSearchQuery, options: { signal?: AbortSignal } = {}) =>
      main<ClientAccount[]>('/users/search/criteria', { ...options, query: queryOf(query) }),
    /** `GET /users/{id}`: one client with their linked lease files. */
    get: (id: string, options: { signal?: AbortSignal } = {}) => main<ClientAccount>(path(id), options),
    /**
     * `POST /users`: adds a client who signs in with the identity provider, with a lease file linked
     * if one is given, and e-mails them a one-time activation link to choose their password (which
     * confirms their e-mail); answers `{ user }`, never a password. A taken e-mail is a 409; a file
     * that does not exist a 404 ("The file does not exist").
     */
    create: (client: NewClientUser) =>
      main<ClientCreatedResponse>('/users', { method: 'POST', body: client }),
    /**
     * `POST /users/{id}/password-link`: e-mails the client a new activation link, ending the earlier
     * one; a 409 once they have chosen a password, a 429 past a few.
     */
    sendActivationLink: async (id: string): Promise<void> => {
      await main(`${path(id)}/password-link`, { method: 'POST', body: {} });
    },
    /** `PUT /users/{id}` with `fileNo`: links the file (or unlinks it, `unlink: true`); answers the client. */
    changeFile: (id: string, change: ClientFileChange) =>
      main<ClientAccount>(path(id), { method: 'PUT', body: change }),
    /** `DELETE /users/{id}`: removes the client, ending their sign-ins; answers them as they were. */
    remove: (id: string) => main<ClientAccount>(path(id), { method: 'DELETE' }),
  };
}
