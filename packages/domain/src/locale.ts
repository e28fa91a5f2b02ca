/*
 * The product's languages (issue 29): which locale is active, and the translated tables of the
 * catalogue's areas, loaded on demand. English is written in the areas themselves and always there;
 * another language's table of an area is registered by the area (`translations`) and fetched only
 * when that language is active (`loadLocale`), so an English page never downloads French and a
 * French page downloads only the areas its code uses.
 */

/** The languages of the product, English first (the spec's words). */
export const locales = ['en-CA', 'fr-CA'] as const;

/** A language of the product. */
export type Locale = (typeof locales)[number];

/** The default locale of the product. */
export const defaultLocale: Locale = 'en-CA';

/** Each locale's own name, as the language switch shows it (in that language, always). */
export const localeNames: Readonly<Record<Locale, string>> = { 'en-CA': 'English', 'fr-CA': 'Français' };

/** The other language of the product: what a language switch leads to. */
export function otherLocale(locale: Locale): Locale {
  return locales.find((each) => each !== locale)!;
}

/** Whether a value is one of the product's locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The product's locale for a language tag (`fr`, `fr-FR`, `en-US`…), or undefined when it has none. */
export function localeOfTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return locales.find((locale) => locale.toLowerCase().startsWith(`${language}-`));
}

/**
 * The locale of a list of language preferences: an `Accept-Language` header (`fr-CA,fr;q=0.9,en;q=0.8`)
 * or the browser's `navigator.languages`, the most preferred language the product speaks, else
 * English. Weights of 0 refuse a language; malformed entries are passed over.
 *
 * @example negotiateLocale('en-US;q=0.5, fr;q=0.8') // 'fr-CA'
 */
export function negotiateLocale(preferences: string | readonly string[] | null | undefined): Locale {
  const entries = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  let best: { locale: Locale; weight: number } | undefined;
  for (const [index, entry] of entries.slice(0, 32).entries()) {
    const [tag = '', ...parameters] = entry.split(';');
    const q = parameters.map((part) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(part)).find(Boolean);
    const weight = (q ? Number(q[1]) : 1) - index / 1000;
    const locale = localeOfTag(tag);
    if (locale && weight > 0 && (!best || weight > best.weight)) best = { locale, weight };
  }
  return best?.locale ?? defaultLocale;
}

/**
 * The locale a client gets by default from their province: French in Quebec (Charter of the French
 * Language), else undefined (their browser's languages decide).
 */
export function localeOfProvince(province: string | null | undefined): Locale | undefined {
  return province?.trim().toUpperCase() === 'QC' ? 'fr-CA' : undefined;
}

/** The cookie that keeps a visitor's chosen language, for every app and the server's pages: the origin's, a year long. */
export const LOCALE_COOKIE = 'sfi_locale';

/** The language a `Cookie` header or `document.cookie` says the visitor chose, if any. */
export function localeInCookies(cookies: string | undefined): Locale | undefined {
  const value = cookies
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

/** The `document.cookie` assignment that keeps `locale` as the visitor's choice. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 400}; samesite=lax`;
}

let current: Locale = defaultLocale;
let source: () => Locale = () => current;

/**
 * The active locale: what `message`, the formats and the collators use when not told a locale.
 * In a browser, the page's language (`setActiveLocale`); on the server, the request's
 * (`setLocaleSource`).
 */
export function activeLocale(): Locale {
  return source();
}

/** Makes a locale the active one (a browser page: one language at a time). */
export function setActiveLocale(locale: Locale): void {
  current = locale;
}

/**
 * Where the active locale comes from, for a server answering many requests at once in different
 * languages (the request's own, kept in its async context).
 */
export function setLocaleSource(read: () => Locale): void {
  source = read;
}

type Table = Readonly<Record<string, string>>;
type TableLoader = () => Promise<{ default: Table }>;

const registered = new Map<Locale, Set<TableLoader>>();
const loaded = new Map<Locale, Map<TableLoader, Promise<void>>>();
const tables = new Map<Locale, Record<string, string>>();

/**
 * Registers an area's tables in other languages, each loaded when its language is active. Called by
 * each area of the catalogue, beside its English.
 *
 * @example translations({ 'fr-CA': () => import('./fr/common.ts') })
 */
export function translations(loaders: Partial<Record<Exclude<Locale, 'en-CA'>, TableLoader>>): void {
  for (const [locale, load] of Object.entries(loaders) as [Locale, TableLoader][]) {
    let set = registered.get(locale);
    if (!set) registered.set(locale, (set = new Set()));
    set.add(load);
  }
}

/**
 * Loads the tables of a locale registered so far (the areas whose code has been loaded), once each.
 * A page awaits it before it first renders, and again after loading a route's code.
 */
export function loadLocale(locale: Locale = activeLocale()): Promise<void> {
  let done = loaded.get(locale);
  if (!done) loaded.set(locale, (done = new Map()));
  const pending: Promise<void>[] = [];
  for (const load of registered.get(locale) ?? []) {
    let promise = done.get(load);
    if (!promise) {
      promise = load().then(({ default: table }) => {
        let merged = tables.get(locale);
        if (!merged) tables.set(locale, (merged = {}));
        Object.assign(merged, table);
      });
      // A table that failed to load is tried again next time.
      promise.catch(() => done.delete(load));
      done.set(load, promise);
    }
    pending.push(promise);
  }
  return Promise.all(pending).then(() => undefined);
}

/** A message's text in a locale: its translation once loaded, else the English written in its area. */
export function translated(key: string, english: string, locale: string): string {
  return (locale === defaultLocale ? undefined : tables.get(locale as Locale)?.[key]) ?? english;
}

/**
 * A code-split module's loader that also loads the active language's tables of the areas the module
 * registered, so a lazily loaded screen or dialog first renders in the page's language.
 *
 * @example const Dashboard = lazy(withTranslations(() => import('./routes/Dashboard.tsx')));
 */
export function withTranslations<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => load().then((module) => loadLocale().then(() => module));
}

const collators = new Map<string, Intl.Collator>();

/**
 * The active locale's collator for names and labels: accents and case aside (`é` sorts with `e`),
 * numbers by value (`Model 9` before `Model 10`).
 */
export function nameCollator(locale: string = activeLocale()): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator)
    collators.set(locale, (collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })));
  return collator;
}
