import { appForPath, type AppName } from '@sfi/domain';

/**
 * Whether a link stays inside this app. The four apps share one origin but not one router:
 * a path another app owns (by the ownership table) needs a full page load.
 */
export function isOwnPath(app: AppName, href: string, base: string = window.location.href): boolean {
  const url = new URL(href, base);
  return url.origin === new URL(base).origin && appForPath(url.pathname) === app;
}
