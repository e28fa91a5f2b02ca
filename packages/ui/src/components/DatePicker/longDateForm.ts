/*
 * How a locale writes a date in full ("May 17, 2024" in en-CA, "17 mai 2024" in fr-CA), read from
 * `Intl`, for the date fields (DateInput.tsx). Plain functions, without styles, so that they can be
 * tested on their own.
 */

/** The parts of a date field, in the order of their long form. */
export type FieldPart = 'year' | 'month' | 'day';
export const fieldParts: ReadonlySet<string> = new Set<FieldPart>(['year', 'month', 'day']);

/** A day whose parts cannot be mistaken for each other (day 25, month 11), in UTC. */
const sample = new Date(Date.UTC(2024, 10, 25));

const orderOf = (locale: string, month: 'long' | 'numeric') =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' })
    .formatToParts(sample)
    .filter((part) => fieldParts.has(part.type))
    .map((part) => part.type)
    .join();

/** How dates are written in a locale: the long form's separators, and how its segments are typed. */
export interface LongDateForm {
  /**
   * A locale whose numeric segments come in the long form's order (en-CA's "May 17, 2024" is typed
   * month, day, year, as in en-US), for the field's segments; the page's own locale when it agrees.
   */
  entryLocale: string;
  /** What separates the long form's parts, in order: `[' ', ', ']` for "May 17, 2024". */
  separators: string[];
  /** The month's name, `'May'`, from its number. */
  monthName: (month: number) => string;
  /** The empty field's words for each part: "Month", "DD", "YYYY" in English; "Mois", "JJ", "AAAA" in French. */
  placeholders: Record<FieldPart, string>;
}

/** The long date form of a locale ("Month D, YYYY" in en-CA), for {@link SpecDateInput}. */
export function longDateForm(locale: string): LongDateForm {
  const order = orderOf(locale, 'long');
  const language = new Intl.Locale(locale).language;
  const entryLocale =
    [locale, `${language}-US`, `${language}-GB`, 'en-US', 'en-GB'].find(
      (candidate) => orderOf(candidate, 'numeric') === order,
    ) ?? locale;
  const separators: string[] = [];
  let seen = 0;
  for (const part of new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(sample)) {
    if (fieldParts.has(part.type)) seen += 1;
    else if (seen > 0 && seen < 3) separators[seen - 1] = (separators[seen - 1] ?? '') + part.value;
  }
  const months = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const fieldNames = new Intl.DisplayNames(locale, { type: 'dateTimeField' });
  const name = (part: FieldPart) => fieldNames.of(part) ?? part;
  // The day and the year by the initial of their names, as the locale's writers abbreviate them:
  // "DD" and "YYYY" in English, "JJ" and "AAAA" in French (jour, année).
  const initials = (part: FieldPart, count: number) =>
    name(part).charAt(0).toLocaleUpperCase(locale).repeat(count);
  return {
    entryLocale,
    separators,
    monthName: (month) => months.format(new Date(Date.UTC(2024, month - 1, 1))),
    placeholders: {
      month: name('month').charAt(0).toLocaleUpperCase(locale) + name('month').slice(1),
      day: initials('day', 2),
      year: initials('year', 4),
    },
  };
}
