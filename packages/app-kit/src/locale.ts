import { useSyncExternalStore } from 'react';
import {
  activeLocale,
  isLocale,
  loadLocale,
  localeCookie,
  LOCALE_COOKIE,
  negotiateLocale,
  setActiveLocale,
  type Locale,
} from '@sfi/domain';

/*
 * The page's language in the apps (issue 29): the visitor's choice, kept for the next visit in a
 * cookie every app and the server read (the identity provider's pages, the public site's switch),
 * else the browser's languages. Switching loads the other language's tables first, then renders
 * every screen again in it.
 */

/** The language chosen on this browser, if any. */
export function chosenLocale(): Locale | undefined {
  const value = document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

/** The language a page starts in: the one chosen before, else the browser's. */
export function initialLocale(): Locale {
  return chosenLocale() ?? negotiateLocale(navigator.languages);
}

const listeners = new Set<() => void>();

/** Makes `locale` the page's language: its tables loaded, `<html lang>` set, every subscriber told. */
export async function showLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  setActiveLocale(locale);
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/**
 * Switches the page to `locale` and keeps the choice for the next visits (`onChoose` stores it on a
 * signed-in person's account too, for their e-mails and text messages).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = localeCookie(locale);
  await showLocale(locale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language, rendering again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}
