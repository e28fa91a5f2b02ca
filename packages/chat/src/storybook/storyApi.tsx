import { useMemo } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { createApiClient } from '@sfi/api-client';
import { ApiClientProvider } from '@sfi/api-client/react';

// The file tool's story API (packages/file-tool/src/storybook/storyApi.tsx), the same table and
// answers; a call to any service is named by its path under the service (`'GET /chats'`). A feature
// package imports no other, so each holds its copy until the two move to a shared place.

/** What a story's API answers to one call: a status (200 by default) and a JSON body. */
export interface StoryAnswer {
  status?: number;
  body?: unknown;
}

/**
 * A story's API: its answer to each call, by method and path (`'GET /files/1000412'`), as a fixed
 * answer, a function of the request's body and query, or `'pending'` for a call that never answers
 * (the loading state). A call the story does not name answers 404. The query (`?skip&limit`) is not
 * part of the path.
 */
export type StoryApi = Record<
  string,
  StoryAnswer | 'pending' | ((body: unknown, query: URLSearchParams) => StoryAnswer | Promise<StoryAnswer>)
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
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/story\/(main|member|chat|dealer|public)/, '');
    const answer = api[`${request.method} ${path}`] ?? { status: 404, body: { message: 'Not found' } };
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    const text = await request.text();
    const { status = 200, body } =
      typeof answer === 'function'
        ? await answer(text ? JSON.parse(text) : undefined, url.searchParams)
        : answer;
    return body === undefined ? new Response(null, { status }) : Response.json(body, { status });
  };
}

/**
 * Gives a story the real API client and hooks over the answers in `parameters.api`, with a cache of
 * its own, so each story starts from its own data.
 *
 *   parameters: { api: { 'GET /files/1000412': { body: { file } } } }
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
