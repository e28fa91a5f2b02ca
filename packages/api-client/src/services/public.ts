import { memberOfMeAnswer, type MeAnswer, type Member } from '@sfi/domain';
import type { ServiceFetch } from '../client.ts';
import type { Download, DownloadOptions } from './download.ts';
import type { newsletterLinks } from './newsletter.ts';

/** The public API (spec doc 2 §7), called with the identity provider's bearer token. */
export function publicApi(publicFetch: ServiceFetch, newsletter: ReturnType<typeof newsletterLinks>) {
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
    leaseSummary: async (fileNo: string, options: DownloadOptions = {}): Promise<Download> =>
      // The download's code loads with the first (the dashboard's), not with every app's first page.
      (await import('./download.ts')).streamedDownload(
        publicFetch,
        `/me/files/${encodeURIComponent(fileNo)}/lease-summary`,
        options,
      ),
    /** The reference server's newsletter links (no session needed). */
    newsletter,
  };
}
