import { ApiError } from '@sfi/api-client';

/** How a link's call ended: done, the link is not (or no longer) valid, or something else failed. */
export type LinkOutcome = 'done' | 'invalid' | 'failed';

/** The token of the page's link (`?token=`), or '' when it has none. */
export const linkToken = (search: string = window.location.search) =>
  new URLSearchParams(search).get('token') ?? '';

/** Runs a link's call and says how it ended: a 400 or 404 means the link itself is not valid. */
export async function linkOutcome(call: () => Promise<unknown>): Promise<LinkOutcome> {
  try {
    await call();
    return 'done';
  } catch (error) {
    return error instanceof ApiError && (error.status === 400 || error.status === 404) ? 'invalid' : 'failed';
  }
}
