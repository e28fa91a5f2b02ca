import { admin } from './catalogue/admin.ts';
import { auth } from './catalogue/auth.ts';
import { client } from './catalogue/client.ts';
import { common } from './catalogue/common.ts';
import { fileTool } from './catalogue/file-tool.ts';
import { files } from './catalogue/files.ts';
import { makes } from './catalogue/makes.ts';
import { service } from './catalogue/service.ts';
import { quotes } from './lease-quotes/messages.ts';
import { activeLocale, translated } from './locale.ts';
import { formatMessage, type MessageKey, type MessageParams } from './message-format.ts';

/**
 * The catalogue of every user-facing string, in English (Canada). Screens and the server look
 * strings up by key; each area's other languages are tables with the same keys in
 * `src/catalogue/fr/`, loaded on demand (`loadLocale`). The strings are kept by area in `src/catalogue/` (the quote tool's with its rules, in
 * `src/lease-quotes/messages.ts`); this is their union, marked pure so that a bundle that uses only
 * some areas (`messagesIn`) drops it and the other areas.
 */
export const en = /* @__PURE__ */ (() =>
  ({
    ...common,
    ...auth,
    ...service,
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
  service,
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
  service as serviceMessages,
  makes as makeMessages,
  quotes as quoteMessages,
};

/** Whether a string is a key of the catalogue: for keys built from data, such as a field's name. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/**
 * The text of a message, with `{name}` placeholders and ICU-style
 * `{count, plural, one {# item} other {# items}}` branches filled in.
 *
 * @example message('makes.added', { name: 'Honda' }) // 'Honda was added.'
 */
export function message(
  key: MessageKey,
  params: MessageParams = {},
  locale: string = activeLocale(),
): string {
  return formatMessage(translated(key, en[key], locale), params, locale);
}
