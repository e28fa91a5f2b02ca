import { useSyncExternalStore } from 'react';
import {
  activeLocale,
  loadLocale,
  localeCookie,
  localeInCookies,
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
  return localeInCookies(document.cookie);
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

/**
 * A signed-in person's language as their account keeps it (their sign-in's or `me`'s `locale`,
 * issue 29): a browser where no language was chosen yet adopts it, and keeps it as its choice; a
 * browser's own choice stays. Nothing while the account has none.
 */
export function adoptAccountLocale(locale: Locale | null | undefined): void {
  if (!locale || chosenLocale() !== undefined) return;
  void chooseLocale(locale).catch(() => undefined);
}
