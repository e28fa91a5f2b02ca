import { FRENCH_PATH_PREFIX } from './site-languages.ts';
import { withoutTrailing } from './strings.ts';
/**
 * Which app owns which URL (ARCHITECTURE.md). This is the one table every server that routes
 * reads: the development server, `pnpm start`, and a production reverse proxy.
 */

/** The four browser apps. */
export const appNames = ['public', 'client', 'dealer', 'staff'] as const;
/** One of the four browser apps. */
export type AppName = (typeof appNames)[number];

/** The public pages listed in the navigation (spec doc 1 §2). */
export const publicPagePaths = [
  '/company',
  '/board-of-directors',
  '/team',
  '/our-contributions',
  '/career',
  '/client/benefits',
  '/lease-takeover',
  '/social-media-and-events',
  '/dealer/about',
  '/corporate-profile',
  '/press-releases',
  '/corporate-governance',
  '/agm-documents',
  '/esg',
  '/contact-us',
] as const;

/** One row of the ownership table: a path pattern and the app that serves it. */
export interface RouteOwnership {
  /** An exact path, a path with `:param` segments, or a prefix ending in `/*` (which also matches the bare prefix). */
  pattern: string;
  app: AppName;
}

/**
 * The ownership table. Rows are tried in order; the first match wins, so the public pages under
 * `/client` and `/dealer` come before those apps' prefixes.
 */
export const routeOwnership: readonly RouteOwnership[] = [
  { pattern: '/', app: 'public' },
  ...publicPagePaths.map((pattern) => ({ pattern, app: 'public' as const })),
  { pattern: '/lease-takeover/:leaseId', app: 'public' },
  // The investor newsletter's e-mailed links (doc 2 §4): confirm the subscription, unsubscribe.
  { pattern: '/newsletter/confirm', app: 'public' },
  { pattern: '/newsletter/unsubscribe', app: 'public' },
  // The same public pages in French, under `/fr` (issue 29, site-languages.ts).
  { pattern: FRENCH_PATH_PREFIX, app: 'public' },
  ...publicPagePaths.map((path) => ({ pattern: `${FRENCH_PATH_PREFIX}${path}`, app: 'public' as const })),
  { pattern: `${FRENCH_PATH_PREFIX}/lease-takeover/:leaseId`, app: 'public' },
  { pattern: '/client/login', app: 'client' },
  { pattern: '/client/dashboard', app: 'client' },
  { pattern: '/callback', app: 'client' },
  { pattern: '/dealer/login', app: 'dealer' },
  // A lease-quote dealer's forgotten password (issue 26 item 7).
  { pattern: '/dealer/login/forgot', app: 'dealer' },
  // An e-mailed password link (activation or reset), and a lease-quote dealer's own password.
  { pattern: '/dealer/password', app: 'dealer' },
  { pattern: '/dealer/account/*', app: 'dealer' },
  { pattern: '/dealer/portal/*', app: 'dealer' },
  { pattern: '/dealer/chat/*', app: 'dealer' },
  { pattern: '/dealer/files/*', app: 'dealer' },
  { pattern: '/staff/*', app: 'staff' },
];

/** The app that serves every path the table does not name; it sends the visitor to `/`. */
export const fallbackApp: AppName = 'public';

/**
 * Whether a path matches a pattern of the ownership table's kind: an exact path, a path with
 * `:param` segments (each matching one non-empty segment), or a prefix ending in `/*`.
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  }
  const want = pattern.split('/');
  // Split only as far as the pattern goes: a path of thousands of slashes costs no more.
  const got = pathname.split('/', want.length + 1);
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** Whether the table names this path (otherwise it is an unknown path, sent to `/`). */
export function isKnownPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return routeOwnership.some((row) => pathMatches(row.pattern, path));
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? withoutTrailing(pathname, '/') || '/' : pathname;
}

/** The app that owns a path: the first matching row of {@link routeOwnership}, else {@link fallbackApp}. */
export function appForPath(pathname: string): AppName {
  const path = normalizePath(pathname);
  return routeOwnership.find((row) => pathMatches(row.pattern, path))?.app ?? fallbackApp;
}

/** Where an app's built files and runtime config are served: `/_apps/<app>/`. */
export function appAssetBase(app: AppName): string {
  return `/_apps/${app}/`;
}

/** The services of the spec and the base path each is mounted under on one origin. */
export const serviceBasePaths = {
  main: '/api/main',
  member: '/api/member',
  chat: '/api/chat',
  dealer: '/api/dealer',
  public: '/api/public',
} as const;
/** One of the services of the spec. */
export type ServiceName = keyof typeof serviceBasePaths;

/**
 * Whether a page shows the hero banner (doc 1 §2): every page except the home page `/` and pages
 * whose path contains `portal` or `lease-generation`.
 */
export function showsHeroBanner(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path !== '/' && !path.includes('portal') && !path.includes('lease-generation');
}

/**
 * Where a built app keeps the HTML it rendered at build time for a page (`pages/company.html`, and
 * `pages/index.html` for `/`), relative to its build folder: the public site writes its content pages
 * there, and the server answers a page's path with that file when the build has one.
 */
export function prerenderedPageFile(pathname: string): string {
  const path = normalizePath(pathname);
  return path === '/' ? 'pages/index.html' : `pages${path}.html`;
}
