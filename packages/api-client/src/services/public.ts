import {
  memberOfMeAnswer,
  takeoverPhotoFiles,
  type LeaseTakeover,
  type Locale,
  type MeAnswer,
  type Member,
  type ServiceRequest,
  type TakeoverImage,
  type TakeoverPhotoFile,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';
import type { Download, DownloadOptions } from './download.ts';
import type { newsletterLinks } from './newsletter.ts';

/**
 * The public API (spec doc 2 §7): `GET /me` with the identity provider's bearer token; the lease
 * takeovers and the request for service, open to anyone; the reference server's newsletter links.
 * `baseUrl` is the service's base URL (the photos' addresses start with it).
 */
export function publicApi(
  publicFetch: ServiceFetch,
  baseUrl: string,
  newsletter: ReturnType<typeof newsletterLinks>,
) {
  return {
    /**
     * `GET /me`: the signed-in client, with their lease files' vehicles (`files.vehicles`). The
     * server answers `{ me }` or the user itself; either way, the user.
     */
    me: async (): Promise<Member> => memberOfMeAnswer(await publicFetch<MeAnswer | Member>('/me')),
    /** `PUT /me/locale`: the client's language, kept on their account for the e-mails written to them (issue 29). */
    setLocale: async (locale: Locale): Promise<void> => {
      await publicFetch('/me/locale', { method: 'PUT', body: { locale } });
    },
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
    /** `GET /leaseTakeovers`: every takeover, in display order. The answer is `{ leaseTakeovers }` or the list itself. */
    leaseTakeovers: async (options: { signal?: AbortSignal } = {}): Promise<LeaseTakeover[]> => {
      const answer = await publicFetch<LeaseTakeover[] | { leaseTakeovers: LeaseTakeover[] }>(
        '/leaseTakeovers',
        options,
      );
      return Array.isArray(answer) ? answer : answer.leaseTakeovers;
    },
    /** `GET /leaseTakeovers/{id}`: one takeover (`{ leaseTakeover }`). A takeover that does not exist is a 404. */
    leaseTakeover: async (id: string, options: { signal?: AbortSignal } = {}): Promise<LeaseTakeover> =>
      (
        await publicFetch<{ leaseTakeover: LeaseTakeover }>(
          `/leaseTakeovers/${encodeURIComponent(id)}`,
          options,
        )
      ).leaseTakeover,
    /**
     * `POST /emails`: a request for service about a takeover, or a Contact us message, sent to the
     * provider. Resolves once the server has queued it.
     */
    sendServiceRequest: async (request: ServiceRequest): Promise<void> => {
      await publicFetch('/emails', { method: 'POST', body: request });
    },
    /** The files of a takeover photo, narrowest first, with their full addresses (for `srcset`). */
    takeoverPhotoFiles: (
      takeoverId: string,
      image: Pick<TakeoverImage, 'id' | 'width'>,
    ): TakeoverPhotoFile[] => takeoverPhotoFiles(baseUrl, takeoverId, image),
  };
}
