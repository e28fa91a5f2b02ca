import { admin } from './catalogue/admin.ts';
import { auth } from './catalogue/auth.ts';
import { client } from './catalogue/client.ts';
import { common } from './catalogue/common.ts';
import { fileTool } from './catalogue/file-tool.ts';
import { files } from './catalogue/files.ts';
import { makes } from './catalogue/makes.ts';
import { quotes } from './lease-quotes/messages.ts';

/**
 * The catalogue of every user-facing string, in English (Canada). Screens and the server look
 * strings up by key, so a second language is one more catalogue with the same keys and no screen
 * changes. The strings are kept by area in `src/catalogue/` (the quote tool's with its rules, in
 * `src/lease-quotes/messages.ts`); this is their union, marked pure so that a bundle that uses only
 * some areas (`messagesIn`) drops it and the other areas.
 */
export const en = /* @__PURE__ */ (() =>
  ({
    ...common,
    ...auth,
    ...client,
    ...makes,
    ...quotes,
    ...files,
    ...fileTool,
    ...admin,
  }) as const)();

/** The catalogue's parts by area, for tooling and tests (each key belongs to exactly one). */
export const catalogueParts = {
  common,
  auth,
  client,
  makes,
  quotes,
  files,
  fileTool,
  admin,
} as const;

/**
 * The catalogue's areas one by one, for `messagesIn`: a page that needs only a few areas imports
 * those, and its bundle carries their strings rather than the whole catalogue.
 */
export {
  admin as adminMessages,
  auth as authMessages,
  client as clientMessages,
  common as commonMessages,
  fileTool as fileToolMessages,
  files as fileMessages,
  makes as makeMessages,
  quotes as quoteMessages,
};

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
 * A template with `{name}` placeholders and ICU-style plural branches filled in: how `message` fills
 * the catalogue's, and the reports' words (`reportMessage`) theirs.
 */
export function formatMessage(template: string, params: MessageParams, locale: string): string {
  return template
    .replace(pluralPattern, (_, name: string, branches: string) =>
      formatPlural(locale, Number(params[name] ?? 0), branches),
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The text of a message, with `{name}` placeholders and ICU-style
 * `{count, plural, one {# item} other {# items}}` branches filled in.
 *
 * @example message('makes.added', { name: 'Honda' }) // 'Honda was added.'
 */
export function message(key: MessageKey, params: MessageParams = {}, locale: string = defaultLocale): string {
  return formatMessage((catalogues[locale] ?? en)[key], params, locale);
}

/** The keys of any of these areas (a union, where `keyof` of a union would keep the shared keys only). */
type KeyOfAny<Area> = Area extends unknown ? keyof Area & MessageKey : never;

/**
 * `message` over some areas of the catalogue only, for code whose bundle must stay small (the public
 * site's first load): it knows just these areas' keys and carries just their English text, which it
 * formats as `message` does. Everything else uses `message`.
 *
 * @example const message = messagesIn(commonMessages, authMessages); message('header.signIn') // 'Sign in'
 */
export function messagesIn<const Areas extends readonly Partial<Record<MessageKey, string>>[]>(
  ...areas: Areas
): (key: KeyOfAny<Areas[number]>, params?: MessageParams, locale?: string) => string {
  const entries: Partial<Record<MessageKey, string>> = Object.assign({}, ...areas);
  return (key, params = {}, locale = defaultLocale) => formatMessage(entries[key]!, params, locale);
}

/**
 * `message` over an area kept out of the catalogue (`en`): its words travel only with the code that
 * imports the area, such as screens loaded when first opened, so no app's first load carries them.
 * English only, as {@link messagesIn}; a second language gives the area a second table.
 *
 * @example const words = areaMessages({ 'x.hello': 'Hello {name}' }); words('x.hello', { name: 'Ada' })
 */
export function areaMessages<const Area extends Readonly<Record<string, string>>>(area: Area) {
  return (key: keyof Area & string, params: MessageParams = {}, locale: string = defaultLocale): string =>
    formatMessage(area[key]!, params, locale);
}
