import { admin } from './catalogue/admin.ts';
import { auth } from './catalogue/auth.ts';
import { client } from './catalogue/client.ts';
import { common } from './catalogue/common.ts';
import { files } from './catalogue/files.ts';
import { makes } from './catalogue/makes.ts';
import { quotes } from './lease-quotes/messages.ts';

/**
 * The catalogue of every user-facing string, in English (Canada). Screens and the server look
 * strings up by key, so a second language is one more catalogue with the same keys and no screen
 * changes. The strings are kept by area in `src/catalogue/` (the quote tool's with its rules, in
 * `src/lease-quotes/messages.ts`); this is their union.
 */
export const en = { ...common, ...auth, ...client, ...makes, ...quotes, ...files, ...admin } as const;

/** The catalogue's parts by area, for tooling and tests (each key belongs to exactly one). */
export const catalogueParts = { common, auth, client, makes, quotes, files, admin } as const;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof en;

/** Values substituted into a message's `{placeholders}`. */
export type MessageParams = Record<string, string | number>;

/** Every catalogue, by locale. Add a locale by adding a catalogue with the same keys. */
export const catalogues: Record<string, Record<MessageKey, string>> = { 'en-CA': en };

/** Whether a string is a key of the catalogue: for keys built from data, such as a field's name. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The default locale of the product. */
export const defaultLocale = 'en-CA';

const pluralPattern = /\{(\w+), plural, ((?:\w+ \{[^}]*\}\s*)+)\}/g;

function formatPlural(locale: string, count: number, branches: string): string {
  const options = new Map<string, string>();
  for (const match of branches.matchAll(/(\w+) \{([^}]*)\}/g)) options.set(match[1]!, match[2]!);
  const category = new Intl.PluralRules(locale).select(count);
  const branch = options.get(category) ?? options.get('other') ?? '';
  return branch.replaceAll('#', new Intl.NumberFormat(locale).format(count));
}

/**
 * The text of a message, with `{name}` placeholders and ICU-style
 * `{count, plural, one {# item} other {# items}}` branches filled in.
 *
 * @example message('makes.added', { name: 'Honda' }) // 'Honda was added.'
 */
export function message(key: MessageKey, params: MessageParams = {}, locale: string = defaultLocale): string {
  const template = (catalogues[locale] ?? en)[key];
  return template
    .replace(pluralPattern, (_, name: string, branches: string) =>
      formatPlural(locale, Number(params[name] ?? 0), branches),
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
