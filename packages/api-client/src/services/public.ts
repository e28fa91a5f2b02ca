import { memberOfMeAnswer, type MeAnswer, type Member } from '@sfi/domain';
import type { ServiceFetch } from '../client.ts';
import { streamedDownload, type Download, type DownloadOptions } from './download.ts';
import { newsletterApi } from './newsletter.ts';

/** The public API (spec doc 2 §7), called with the identity provider's bearer token. */
export function publicApi(publicFetch: ServiceFetch) {
  return {
    /**
     * `GET /me`: the signed-in client, with their lease files' vehicles (`files.vehicles`). The
     * server answers `{ me }` or the user itself; either way, the user.
     */
    me: async (): Promise<Member> => memberOfMeAnswer(await publicFetch<MeAnswer | Member>('/me')),
    /**
     * `GET /me/files/{fileNo}/lease-summary`: the lease summary PDF of one of the client's own files,
     * `lease-summary-{fileNo}.pdf`; another's file is a 404 `ApiError`.
     */
    leaseSummary: (fileNo: string, options: DownloadOptions = {}): Promise<Download> =>
      streamedDownload(publicFetch, `/me/files/${encodeURIComponent(fileNo)}/lease-summary`, options),
    /** The reference server's newsletter links (no session needed). */
    newsletter: newsletterApi(publicFetch),
  };
}
