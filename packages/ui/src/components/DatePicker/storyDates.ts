/**
 * The date stories' view of a date field in the story's language: how a date is written (its long
 * form, "March 14, 2025" in en-CA, "14 mars 2025" in fr-CA), in which order its parts are typed, and
 * what the empty field shows. Story-only.
 */
import { longDateForm } from './longDateForm.ts';

type Part = 'day' | 'month' | 'year';

/** A date (`2025-03-14`) as the field writes it in `locale`. */
export function writtenDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The parts of the long form, in its order: month, day, year in en-CA; day, month, year in fr-CA. */
export function partOrder(locale: string): Part[] {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2025, 2, 14)))
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
}

/** What a person types for a date (`2025-03-14`), part by part in the field's order. */
export function typedDate(locale: string, iso: string): string {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const values: Record<Part, string> = { year, month, day };
  return partOrder(locale)
    .map((part) => values[part])
    .join('');
}

/** What the empty field shows: "Month DD, YYYY" in en-CA. */
export function emptyDate(locale: string): string {
  const form = longDateForm(locale);
  return partOrder(locale)
    .map((part, index) => form.placeholders[part] + (form.separators[index] ?? ''))
    .join('');
}
