import type { Member } from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/** The member service (spec doc 2 §7), called with the identity provider's bearer token. */
export function memberApi(member: ServiceFetch) {
  return {
    /** `GET /members/{id}`. A lookup that fails (unknown, refused, unreachable) answers null, as the spec says. */
    get: (id: string): Promise<Member | null> =>
      member<Member>(`/members/${encodeURIComponent(id)}`).catch(() => null),
    /** `POST /members` with an e-mail: the member record of that address. */
    create: (email: string): Promise<Member> =>
      member<Member>('/members', { method: 'POST', body: { email } }),
  };
}
