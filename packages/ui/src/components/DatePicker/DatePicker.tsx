import type { ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as RACButton,
  DatePicker as RACDatePicker,
  DateRangePicker as RACDateRangePicker,
  Dialog,
  Group,
  type DatePickerProps as RACDatePickerProps,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';

import { CalendarIcon } from '../../icons/icons.tsx';
import { withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import { PopoverSurface } from '../Popover/Popover.tsx';
import { Calendar, RangeCalendar } from './Calendar.tsx';
import { SpecDateInput } from './DateInput.tsx';
import * as styles from './DatePicker.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

interface DateFieldParts {
  /** The visible label. */
  label?: ReactNode;
  /** Help text between the label and the input, such as the expected date. */
  description?: ReactNode;
  /** The message shown while the field is invalid; by default its validation message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Accessible label of the button that opens the calendar.
   * @default 'Open calendar'
   */
  calendarLabel?: string;
}

/**
 * A day written `YYYY-MM-DD`, as forms keep it, for a date field's `value`: null when it is empty
 * or not a day of the calendar (`'2027-02-30'`). Give `onChange`'s day back with `day?.toString() ?? ''`.
 *
 * @example calendarDay('2025-03-14') // CalendarDate 2025-03-14
 */
export function calendarDay(day: string | null | undefined): CalendarDate | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  try {
    const parsed = parseDate(day);
    return parsed.toString() === day ? parsed : null;
  } catch {
    return null;
  }
}

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>, DateFieldParts {}

/**
 * A date, written as the locale's long form ("May 17, 2024" in en-CA, the spec's "Month D, YYYY"):
 * typed part by part in that order (month, day, year; the month shows its name) or picked from a
 * calendar. Values are `@internationalized/date` objects (`parseDate('2025-03-14')`), free of time
 * zones. The one date field of the apps. Wraps react-aria's `DatePicker`.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarLabel: calendarLabelGiven,
  className,
  ...props
}: DatePickerProps<T>) {
  const words = useUIWords();
  const calendarLabel = calendarLabelGiven ?? words.openCalendar;
  return (
    <RACDatePicker {...props} className={withClass(className, fieldStyles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <Group className={fieldStyles.group}>
        <SpecDateInput />
        <span className={styles.spacer} />
        <RACButton aria-label={calendarLabel} className={fieldStyles.groupButton}>
          <CalendarIcon />
        </RACButton>
      </Group>
      <FieldError>{errorMessage}</FieldError>
      <PopoverSurface placement="bottom end" className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Calendar />
        </Dialog>
      </PopoverSurface>
    </RACDatePicker>
  );
}

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children'>, DateFieldParts {}

/**
 * A range of dates (`{ start, end }`): two date inputs and a calendar where the user picks both ends.
 * Wraps react-aria's `DateRangePicker`.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarLabel: calendarLabelGiven,
  className,
  ...props
}: DateRangePickerProps<T>) {
  const words = useUIWords();
  const calendarLabel = calendarLabelGiven ?? words.openCalendar;
  return (
    <RACDateRangePicker {...props} className={withClass(className, fieldStyles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <Group className={fieldStyles.group}>
        <SpecDateInput slot="start" />
        <span aria-hidden="true" className={styles.rangeDash}>
          –
        </span>
        <SpecDateInput slot="end" />
        <span className={styles.spacer} />
        <RACButton aria-label={calendarLabel} className={fieldStyles.groupButton}>
          <CalendarIcon />
        </RACButton>
      </Group>
      <FieldError>{errorMessage}</FieldError>
      <PopoverSurface placement="bottom end" className={styles.popover}>
        <Dialog className={styles.dialog}>
          <RangeCalendar />
        </Dialog>
      </PopoverSurface>
    </RACDateRangePicker>
  );
}
