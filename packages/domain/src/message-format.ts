import { activeLocale, translated } from './locale.ts';
import type { en } from './messages.ts';

/*
 * How messages are written out: the keys, the placeholders and plurals, and the lookups over some
 * areas only (`messagesIn`, `areaMessages`). Apart from the catalogue itself (messages.ts), so that
 * code that needs only a few areas, such as an app's first load, does not carry every area's words.
 */

/** A key of the message catalogue. */
export type MessageKey = keyof typeof en;

/** Values substituted into a message's `{placeholders}`. */
export type MessageParams = Record<string, string | number>;

/**
 * The French (or any other language's) table of an area of the catalogue: the same keys, each
 * with its translation. Each lives in `src/catalogue/fr/<the English file's name>.ts` as the
 * file's default export (`export default { … } satisfies Translation<typeof common>`), loaded
 * only when that language is active (`docs/glossary-fr.md` fixes the terms).
 */
export type Translation<Area> = { readonly [Key in keyof Area]: string };

const pluralPattern = /\{(\w+), plural, ((?:\w+ \{[^}]*\}\s*)+)\}/g;

function formatPlural(locale: string, count: number, branches: string): string {
  const options = new Map<string, string>();
  for (const match of branches.matchAll(/(\w+) \{([^}]*)\}/g)) options.set(match[1]!, match[2]!);
  const category = new Intl.PluralRules(locale).select(count);
  const branch = options.get(category) ?? options.get('other') ?? '';
  return branch.replaceAll('#', new Intl.NumberFormat(locale).format(count));
}

/** « de » or « que » just before a placeholder: the words French elides before a vowel. */
const elidable = /(^|[\s«(])(de|que) (?=\{(\w+)\})/gi;
/** A value that starts with a vowel sound, for sure: a name's h may be mute or not, so it is left. */
const startsWithVowel = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

/**
 * French elides « de » and « que » before a vowel: « de Alain » is written « d’Alain ». A message
 * writes its own elisions out (`docs/glossary-fr.md`); only before a placeholder can it not know, so
 * they are made here, when the value is known (« Les renseignements bancaires d’Intact Assurance »).
 */
function elide(template: string, params: MessageParams, locale: string): string {
  if (!locale.startsWith('fr')) return template;
  return template.replace(elidable, (whole, before: string, word: string, name: string) =>
    name in params && startsWithVowel.test(String(params[name])) ? `${before}${word.slice(0, -1)}’` : whole,
  );
}

/**
 * A template with `{name}` placeholders and ICU-style plural branches filled in: how `message` fills
 * the catalogue's, and the reports' words (`reportMessage`) theirs. A value ending in a full stop
 * just before the template's own full stop gives one full stop, not two.
 */
export function formatMessage(template: string, params: MessageParams, locale: string): string {
  return elide(template, params, locale)
    .replace(pluralPattern, (_, name: string, branches: string) =>
      formatPlural(locale, Number(params[name] ?? 0), branches),
    )
    .replace(/\{(\w+)\}/g, (whole, name: string, at: number, filled: string) => {
      if (!(name in params)) return whole;
      const value = String(params[name]);
      // A value that ends a sentence's last word with a full stop ("1:10 a.m.", "Granite Ltd.")
      // takes the sentence's own full stop: "…at 1:10 a.m.", never "…at 1:10 a.m..".
      return value.endsWith('.') && filled[at + whole.length] === '.' ? value.slice(0, -1) : value;
    });
}

/** The keys of any of these areas (a union, where `keyof` of a union would keep the shared keys only). */
type KeyOfAny<Area> = Area extends unknown ? keyof Area & MessageKey : never;

/**
 * `message` over some areas of the catalogue only, for code whose bundle must stay small (the public
 * site's first load): it knows just these areas' keys and carries just their English text (their
 * other languages' tables load on demand, `loadLocale`), which it formats as `message` does.
 * Everything else uses `message`.
 *
 * @example const message = messagesIn(commonMessages, authMessages); message('header.signIn') // 'Sign in'
 */
export function messagesIn<const Areas extends readonly Partial<Record<MessageKey, string>>[]>(
  ...areas: Areas
): (key: KeyOfAny<Areas[number]>, params?: MessageParams, locale?: string) => string {
  const entries: Partial<Record<MessageKey, string>> = Object.assign({}, ...areas);
  return (key, params = {}, locale = activeLocale()) =>
    formatMessage(translated(key, entries[key]!, locale), params, locale);
}

/**
 * `message` over an area kept out of the catalogue (`en`): its words travel only with the code that
 * imports the area, such as screens loaded when first opened, so no app's first load carries them.
 * Other languages come from the area's translated tables, as for {@link messagesIn}.
 *
 * @example const words = areaMessages({ 'x.hello': 'Hello {name}' }); words('x.hello', { name: 'Ada' })
 */
export function areaMessages<const Area extends Readonly<Record<string, string>>>(area: Area) {
  return (key: keyof Area & string, params: MessageParams = {}, locale: string = activeLocale()): string =>
    formatMessage(translated(key, area[key]!, locale), params, locale);
}
