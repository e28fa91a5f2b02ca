import { useContext, useMemo } from 'react';
import {
  DateFieldStateContext,
  DateInput as RACDateInput,
  DateSegment,
  I18nProvider,
  useLocale,
  type DateSegmentProps,
} from 'react-aria-components';

import * as styles from './DatePicker.css.ts';

/** One segment of a date field: a part (month, day, year) or a separator. */
type DateSegmentType = DateSegmentProps['segment'];

/** The parts of a date field, in the order of their long form. */
type FieldPart = 'year' | 'month' | 'day';
const fieldParts: ReadonlySet<string> = new Set<FieldPart>(['year', 'month', 'day']);

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
  /** The empty field's words for each part: "Month", "DD", "YYYY". */
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
  const field = new Intl.DisplayNames(locale, { type: 'dateTimeField' }).of('month') ?? 'month';
  return {
    entryLocale,
    separators,
    monthName: (month) => months.format(new Date(Date.UTC(2024, month - 1, 1))),
    placeholders: {
      month: field.charAt(0).toLocaleUpperCase(locale) + field.slice(1),
      day: 'DD',
      year: 'YYYY',
    },
  };
}

/** One segment's text: the month by its name, a separator as the long form writes it. */
function SegmentText({ segment, form }: { segment: DateSegmentType; form: LongDateForm }) {
  const state = useContext(DateFieldStateContext);
  if (segment.type === 'literal') {
    const segments = state?.segments ?? [];
    const before = segments
      .slice(0, segments.indexOf(segment))
      .filter((other) => fieldParts.has(other.type)).length;
    return <>{form.separators[before - 1] ?? segment.text}</>;
  }
  if (segment.isPlaceholder && fieldParts.has(segment.type))
    return <>{form.placeholders[segment.type as FieldPart]}</>;
  if (segment.type === 'month' && typeof segment.value === 'number')
    return <>{form.monthName(segment.value)}</>;
  return <>{segment.text}</>;
}

export interface SpecDateInputProps {
  /** `start` or `end` in a range. */
  slot?: 'start' | 'end';
}

/**
 * The typed part of a date field, written as the locale's long form: "May 17, 2024" in en-CA
 * (the spec's "Month D, YYYY"), "Month DD, YYYY" while empty. Each part is typed in that order
 * (month, day, year), or changed with the arrow keys; the month shows its name.
 */
export function SpecDateInput({ slot }: SpecDateInputProps) {
  const { locale } = useLocale();
  const form = useMemo(() => longDateForm(locale), [locale]);
  return (
    <I18nProvider locale={form.entryLocale}>
      <RACDateInput slot={slot} className={styles.dateInput}>
        {(segment) => (
          <DateSegment segment={segment} className={styles.segment}>
            <SegmentText segment={segment} form={form} />
          </DateSegment>
        )}
      </RACDateInput>
    </I18nProvider>
  );
}
