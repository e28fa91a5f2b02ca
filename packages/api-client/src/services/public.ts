import { memberOfMeAnswer, type MeAnswer, type Member } from '@sfi/domain';
import type { ServiceFetch } from '../client.ts';

/** The public API (spec doc 2 §7), called with the identity provider's bearer token. */
export function publicApi(publicFetch: ServiceFetch) {
  return {
    /** `GET /me`: the signed-in client. The server answers `{ me }` or the user itself; either way, the user. */
    me: async (): Promise<Member> => memberOfMeAnswer(await publicFetch<MeAnswer | Member>('/me')),
  };
}
