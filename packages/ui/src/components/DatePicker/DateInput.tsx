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
import { fieldParts, longDateForm, type FieldPart, type LongDateForm } from './longDateForm.ts';

/** One segment of a date field: a part (month, day, year) or a separator. */
type DateSegmentType = DateSegmentProps['segment'];

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
