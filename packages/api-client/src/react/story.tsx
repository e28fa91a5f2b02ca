import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient } from '../client.ts';
import { ApiClientProvider } from './context.tsx';

// Stories (Storybook) of screens that call the API: the real client and hooks over a table of
// answers, so a story needs no server and shows any state. Not for tests of the client itself:
// those run against the reference server.

/** What a story's API answers to one call: a status (200 by default) and a JSON body, or a file (a Blob, such as a photo). */
export interface StoryAnswer {
  status?: number;
  body?: unknown;
}

/**
 * A story's API: its answer to each call, by method and path under its service
 * (`'GET /files/1000412'`, `'GET /chats'`), as a fixed answer, a function of the request's body and
 * query, or `'pending'` for a call that never answers (the loading state). A call the story does not
 * name answers 404. The query (`?skip&limit`) is not part of the path.
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

/** A fetch that answers from the story's table. */
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
    if (body === undefined) return new Response(null, { status });
    if (body instanceof Blob) return new Response(body, { status, headers: { 'content-type': body.type } });
    return Response.json(body, { status });
  };
}

/** The real API client and hooks over `api`, with a cache of their own. */
export function StoryApiProvider({ api, children }: { api: StoryApi; children: ReactNode }) {
  const client = useMemo(() => createApiClient({ services, fetch: storyFetch(api) }), [api]);
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
        {children}
      </SWRConfig>
    </ApiClientProvider>
  );
}

/**
 * A Storybook decorator: the story's screen over the answers in `parameters.api`, each story from
 * its own data.
 *
 *   decorators: [withStoryApi],
 *   parameters: { api: { 'GET /files/1000412': { body: { file } } } satisfies StoryApi }
 */
export function withStoryApi(Story: () => ReactNode, { parameters }: { parameters: { api?: StoryApi } }) {
  return (
    <StoryApiProvider api={parameters.api ?? {}}>
      <Story />
    </StoryApiProvider>
  );
}
