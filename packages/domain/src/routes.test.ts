import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from './newsletter.ts';
import { passwordPages } from './passwords.ts';
import { appForPath, isKnownPath, publicPagePaths } from './routes.ts';

// One row per row of ARCHITECTURE.md's ownership table (and the spec's routes, doc 1 §2, doc 2 §2).
const owners: Array<[path: string, app: string]> = [
  ['/', 'public'],
  ...publicPagePaths.map((path): [string, string] => [path, 'public']),
  ['/client/benefits', 'public'],
  ['/dealer/about', 'public'],
  ['/lease-takeover', 'public'],
  ['/lease-takeover/abc123', 'public'],
  // The newsletter e-mail's links land on the public site (the paths the server writes in them).
  [NEWSLETTER_CONFIRM_PATH, 'public'],
  [NEWSLETTER_UNSUBSCRIBE_PATH, 'public'],
  // The public pages in French (issue 29): the same paths under /fr.
  ['/fr', 'public'],
  ...publicPagePaths.map((path): [string, string] => [`/fr${path}`, 'public']),
  ['/fr/client/benefits', 'public'],
  ['/fr/dealer/about', 'public'],
  ['/fr/lease-takeover/abc123', 'public'],
  ['/client/login', 'client'],
  ['/client/dashboard', 'client'],
  ['/callback', 'client'],
  ['/dealer/login', 'dealer'],
  ['/dealer/portal', 'dealer'],
  ['/dealer/portal/quotes/42', 'dealer'],
  ['/dealer/chat', 'dealer'],
  ['/dealer/chat/room-7', 'dealer'],
  ['/dealer/files', 'dealer'],
  ['/staff', 'staff'],
  ['/staff/makes', 'staff'],
  ['/staff/makes/', 'staff'],
  // The pages of the e-mailed password links (the paths the server writes in them), and one's own
  // password (issue 26 item 7).
  ...Object.entries(passwordPages).flatMap(([kind, pages]): Array<[string, string]> => {
    const app = kind === 'staff' ? 'staff' : 'dealer';
    return [
      [pages.link, app],
      [pages.signIn, app],
    ];
  }),
  ['/dealer/account/password', 'dealer'],
  ['/dealer/login/forgot', 'dealer'],
  ['/dealer/chat/password', 'dealer'],
  ['/staff/account/password', 'staff'],
];

describe('route ownership', () => {
  it('lists the 15 public pages of the navigation', () => {
    expect(publicPagePaths).toHaveLength(15);
  });

  it.each(owners)('%s belongs to the %s app', (path, app) => {
    expect(appForPath(path)).toBe(app);
    expect(isKnownPath(path)).toBe(true);
  });

  it.each([
    '/nowhere',
    '/client',
    '/client/unknown',
    '/dealer',
    '/dealer/portalx',
    '/lease-takeover/a/b',
    '/staffing',
    '/fr/client/login',
    '/fr/staff',
    '/fr/nowhere',
    '/french',
  ])('the unknown path %s goes to the public site, which sends it to /', (path) => {
    expect(isKnownPath(path)).toBe(false);
    expect(appForPath(path)).toBe('public');
  });
});
