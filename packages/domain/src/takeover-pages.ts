import type { LeaseTakeover, TakeoverImage } from './entities/lease-takeover.ts';
import { takeoverPhotoSources } from './photo-paths.ts';
import { pathMatches } from './routes.ts';
import type { Locale } from './locale.ts';
import { siteLocaleOf, sitePathWithoutLocale } from './site-languages.ts';
import { withoutTrailing } from './strings.ts';

/*
 * The lease takeover pages (doc 2 §2, issue 14 "Fast"): `/lease-takeover` and
 * `/lease-takeover/{leaseId}` show records that staff edit, so the server that serves the public
 * site renders them with their data when they are asked for, through the site's own server render
 * module (its build writes it beside the pages), and the browser hydrates what it rendered. This is
 * the agreement between the two: which paths, what data, which files.
 */

/** The lease takeover list's path (doc 2 §2). */
export const TAKEOVER_LIST_PATH = '/lease-takeover';
/** A lease takeover's detail page, as the route ownership table writes it. */
export const TAKEOVER_DETAIL_PATTERN = `${TAKEOVER_LIST_PATH}/:leaseId`;

/** Which takeover page a path is. */
export type TakeoverPageKind = 'list' | 'detail';

/** A French page's language (`/fr/lease-takeover…`); an English page's is absent. */
type InFrench = { locale?: Extract<Locale, 'fr-CA'> };

/** A takeover page as its path says: the list, or the detail of one lease id; in French under `/fr`. */
export type TakeoverPagePath = ({ kind: 'list' } | { kind: 'detail'; leaseId: string }) & InFrench;

/** The lease id of `/lease-takeover/{leaseId}`, decoded (a segment that is not valid percent-encoding stays as written). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The takeover page of a path (a trailing slash aside), or `undefined` when it is not one. */
export function takeoverPageOf(pathname: string): TakeoverPagePath | undefined {
  const trimmed = pathname.length > 1 ? withoutTrailing(pathname, '/') : pathname;
  const language: InFrench = siteLocaleOf(trimmed) === 'fr-CA' ? { locale: 'fr-CA' } : {};
  const path = sitePathWithoutLocale(trimmed);
  if (path === TAKEOVER_LIST_PATH) return { kind: 'list', ...language };
  if (pathMatches(TAKEOVER_DETAIL_PATTERN, path))
    return {
      kind: 'detail',
      leaseId: decodedSegment(path.slice(TAKEOVER_LIST_PATH.length + 1)),
      ...language,
    };
  return undefined;
}

/**
 * What a takeover page is rendered from, and carries (as JSON) for the browser to hydrate from.
 * `publicApiUrl` is the public service's base URL of the runtime config: the photos' addresses
 * start with it. `takeovers` and `takeover` are absent when the server could not read them: the
 * page then shows that it is loading them, and the browser asks the public API. A `takeover` of
 * `null` is a lease id that names none: "This lease takeover is not available." (doc 2 §8), a 404.
 * `locale` is the French page's (`/fr/lease-takeover…`), rendered in French.
 */
export type TakeoverPageData = (
  | { kind: 'list'; publicApiUrl: string; takeovers?: readonly LeaseTakeover[] }
  | { kind: 'detail'; publicApiUrl: string; leaseId: string; takeover?: LeaseTakeover | null }
) &
  InFrench;

/** The id of the element holding a takeover page's data, as JSON. */
export const takeoverPageDataId = 'sfi-takeovers';

/**
 * The public site's server render module, relative to its build folder: a module Node imports,
 * whose `renderTakeoverDocument` is {@link TakeoverDocumentRenderer}.
 */
export const publicRenderModuleFile = 'server/render.mjs';

/**
 * The document each takeover page is rendered into, relative to the public site's build folder:
 * its `index.html` with the page's own style sheets and scripts in its head.
 */
export function takeoverTemplateFile(kind: TakeoverPageKind): string {
  return `server/${kind === 'list' ? 'lease-takeover' : 'lease-takeover-detail'}.html`;
}

/**
 * Renders a takeover page's whole document from its template and data: its title, description and
 * canonical link, its content in `#root`, and its data for the browser. Everything from the data is
 * written as text (escaped), never as HTML.
 */
export type TakeoverDocumentRenderer = (template: string, data: TakeoverPageData) => string;

/** One file of a takeover photo: its width and its full address. */
export interface TakeoverPhotoFile {
  width: number;
  url: string;
}

/**
 * The files of a takeover photo on a public service at `baseUrl`, narrowest first, with their full
 * addresses (for `srcset`).
 */
export function takeoverPhotoFiles(
  baseUrl: string,
  takeoverId: string,
  image: Pick<TakeoverImage, 'id' | 'width'>,
): TakeoverPhotoFile[] {
  const base = withoutTrailing(baseUrl, '/');
  return takeoverPhotoSources(takeoverId, image).map(({ width, path }) => ({ width, url: `${base}${path}` }));
}
