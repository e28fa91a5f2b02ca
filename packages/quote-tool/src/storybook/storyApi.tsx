import { useMemo } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { createApiClient } from '@sfi/api-client';
import { ApiClientProvider } from '@sfi/api-client/react';

/** What a story's API answers to one call: a status (200 by default) and a JSON body. */
export interface StoryAnswer {
  status?: number;
  body?: unknown;
}

/**
 * A story's API: its answer to each call, by method and path (`'GET /lease-quotes/near-prime-dealers'`),
 * as a fixed answer, a function of the request's body, or `'pending'` for a call that never answers
 * (the loading state). A call the story does not name answers 404.
 */
export type StoryApi = Record<
  string,
  StoryAnswer | 'pending' | ((body: unknown) => StoryAnswer | Promise<StoryAnswer>)
>;

const services = {
  main: '/story/main',
  member: '/story/member',
  chat: '/story/chat',
  dealer: '/story/dealer',
  public: '/story/public',
};

/** A fetch that answers from the story's table, so stories need no server. */
function storyFetch(api: StoryApi): typeof fetch {
  return async (input, init) => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : String(input), location.href),
      init,
    );
    const path = new URL(request.url).pathname.replace(services.main, '');
    const answer = api[`${request.method} ${path}`] ?? { status: 404, body: { message: 'Not found' } };
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    const text = await request.text();
    const { status = 200, body } =
      typeof answer === 'function' ? await answer(text ? JSON.parse(text) : undefined) : answer;
    return body === undefined ? new Response(null, { status }) : Response.json(body, { status });
  };
}

/**
 * Gives a story the real API client and hooks over the answers in `parameters.api`, with a cache of
 * its own, so each story starts from its own data.
 *
 *   parameters: { api: { 'GET /lease-quotes/near-prime-dealers': { body: dealers } } }
 */
export const withStoryApi: Decorator = (Story, { parameters }) => {
  const api = (parameters.api ?? {}) as StoryApi;
  return (
    <StoryApiProvider api={api}>
      <Story />
    </StoryApiProvider>
  );
};

function StoryApiProvider({ api, children }: { api: StoryApi; children: React.ReactNode }) {
  const client = useMemo(() => createApiClient({ services, fetch: storyFetch(api) }), [api]);
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
        {children}
      </SWRConfig>
    </ApiClientProvider>
  );
}
