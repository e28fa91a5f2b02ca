import { fileSearchPaths, type FileSearchPath } from '@sfi/domain';

/**
 * What the file search shows, held in the address (`?by=vin&q=2T1B…&page=2`, or `?from=…&to=…`),
 * so reload, back and a shared link give the same results.
 */
export interface FileSearchView {
  /** The search path: one of the 11 ways, or `everything`. */
  by: FileSearchPath;
  /** The text searched for; '' when the view is a delivery-date range or nothing yet. */
  q: string;
  /** A delivery-date range (`YYYY-MM-DD`), when the view is one. */
  from: string;
  to: string;
  /** The page, from 1. */
  page: number;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The view an address holds; anything unknown or malformed reads as the default. */
export function readSearchView(params: URLSearchParams): FileSearchView {
  const by = params.get('by');
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = day.test(from) && day.test(to);
  return {
    by: (fileSearchPaths as readonly string[]).includes(by ?? '') ? (by as FileSearchPath) : 'everything',
    q: range ? '' : (params.get('q') ?? '').trim(),
    from: range ? from : '',
    to: range ? to : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a view: only what differs from the default. */
export function searchViewParams(view: FileSearchView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.by !== 'everything') params.set('by', view.by);
  if (view.from && view.to) {
    params.set('from', view.from);
    params.set('to', view.to);
  } else if (view.q) params.set('q', view.q);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}
