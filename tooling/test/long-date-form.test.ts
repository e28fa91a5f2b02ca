import { describe, expect, it } from 'vitest';
import { longDateForm } from '../../packages/ui/src/components/DatePicker/longDateForm.ts';

// The date fields write a date in the locale's long form (issue 29): the spec's "Month D, YYYY" in
// English, "D mois YYYY" in French; empty, each part says what it holds in the page's language, and
// the parts are typed in the order they are written.
const typedOrder = (locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2024, 10, 25)))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.type)
    .join(', ');

describe('longDateForm', () => {
  it.each([
    // locale, empty field's parts, separators, parts typed in the order, May
    ['en-CA', { month: 'Month', day: 'DD', year: 'YYYY' }, [' ', ', '], 'month, day, year', 'May'],
    ['fr-CA', { month: 'Mois', day: 'JJ', year: 'AAAA' }, [' ', ' '], 'day, month, year', 'mai'],
  ])('%s: placeholders %j, separators %j, typed %s', (locale, placeholders, separators, order, may) => {
    const form = longDateForm(locale);
    expect(form.placeholders).toEqual(placeholders);
    expect(form.separators).toEqual(separators);
    expect(typedOrder(form.entryLocale)).toBe(order);
    expect(form.monthName(5)).toBe(may);
  });
});
