import { useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { createPublicApiClient } from '@sfi/api-client';
import { PublicApiClientProvider } from '@sfi/api-client/react';
import { message, type LeaseTakeover } from '@sfi/domain';
import type { PhotoFiles } from '../takeovers/photoFiles.ts';

/*
 * What the public site's stories share: takeovers to show, their photos as small drawings (no
 * server in Storybook), and the public API's answers to `POST /emails`.
 */

const colours = ['#1f5fa8', '#a7adb4', '#b3202a'];

/** A photo as a data URL: a car's silhouette on a sky, in one of three colours. */
function drawing(index: number): string {
  const paint = colours[index % colours.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320"><rect width="480" height="320" fill="#9cc3e6"/><rect y="230" width="480" height="90" fill="#3b3f44"/><path d="M90 230 L90 180 Q90 168 104 168 L160 168 L200 120 L300 120 L340 168 L390 170 Q400 172 400 190 L400 230 Z" fill="${paint}"/><circle cx="150" cy="232" r="28" fill="#1d1f22"/><circle cx="340" cy="232" r="28" fill="#1d1f22"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The stories' photo files: one drawing per photo, named as the real files are. */
export const storyPhotoFiles: PhotoFiles = (_takeoverId, image) => [
  { width: 480, url: drawing(Number(image.id.replace(/\D/g, '')) || 0) },
];

const photo = (takeover: string, index: number, alt: string) => ({
  id: `p${index}`,
  key: `lease-takeovers/${takeover}/p${index}`,
  alt,
  width: 480,
  height: 320,
});

/** Three takeovers of the demo's kind. */
export const storyTakeovers: LeaseTakeover[] = [
  {
    id: 't1',
    createdAt: '2026-05-01T16:00:00.000Z',
    permutation: 0,
    published: true,
    vehicleId: 'TKO-1001',
    vehicleInformation: {
      year: 2023,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      bodyStyle: 'Sedan',
      exteriorColour: 'Aegean Blue',
      transmission: 'Automatic (CVT)',
      kilometres: 28450,
    },
    leaseSummary: {
      monthlyPaymentCents: 41250,
      monthsLeft: 22,
      leaseEndDate: '2028-09-30',
      kilometresPerYear: 20000,
      buyoutCents: 1745000,
      province: 'BC',
    },
    vehicleOptions: ['Heated front seats', 'Power moonroof', 'Apple CarPlay and Android Auto'],
    images: [
      photo('t1', 0, 'Side view of the blue 2023 Honda Civic EX'),
      photo('t1', 1, 'The silver 2023 Honda Civic EX from the other side'),
      photo('t1', 2, 'The red 2023 Honda Civic EX parked'),
    ],
  },
  {
    id: 't2',
    createdAt: '2026-05-02T16:00:00.000Z',
    permutation: 1,
    published: true,
    vehicleId: 'TKO-1002',
    vehicleInformation: { year: 2022, make: 'Toyota', model: 'RAV4', trim: 'XLE AWD' },
    leaseSummary: { monthlyPaymentCents: 48900, monthsLeft: 18 },
    vehicleOptions: [],
    images: [photo('t2', 1, 'Side view of the silver 2022 Toyota RAV4 XLE AWD')],
  },
  {
    id: 't3',
    createdAt: '2026-05-03T16:00:00.000Z',
    permutation: 2,
    published: true,
    vehicleId: 'TKO-1003',
    vehicleInformation: { year: 2021, make: 'Ford', model: 'F-150', trim: 'XLT' },
    leaseSummary: { monthlyPaymentCents: 69900, monthsLeft: 1 },
    vehicleOptions: [],
    images: [],
  },
];

/** How the stories' `POST /emails` answers: queued, refused with field errors, or never (sending). */
export type StoryEmails = 'accepted' | 'invalid' | 'pending';

function storyFetch(emails: StoryEmails): typeof fetch {
  return async () => {
    if (emails === 'pending') return new Promise<Response>(() => undefined);
    if (emails === 'invalid')
      return Response.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'What was sent is not valid.',
          // In the story's language, as the server answers in the page's (its Accept-Language).
          fieldErrors: { email: message('validation.email') },
        },
        { status: 400 },
      );
    return Response.json({ received: true }, { status: 202 });
  };
}

function StoryPublicApi({ emails, children }: { emails: StoryEmails; children: ReactNode }) {
  const client = useMemo(
    () =>
      createPublicApiClient({
        services: {
          main: '/story',
          member: '/story',
          chat: '/story',
          dealer: '/story',
          public: '/story/public',
        },
        fetch: storyFetch(emails),
      }),
    [emails],
  );
  return (
    <PublicApiClientProvider client={client}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
    </PublicApiClientProvider>
  );
}

/** Gives a story the public API client, its `POST /emails` answering as `parameters.emails` says. */
export const withPublicApi: Decorator = (Story, { parameters }) => (
  <StoryPublicApi emails={(parameters.emails as StoryEmails | undefined) ?? 'accepted'}>
    <Story />
  </StoryPublicApi>
);
