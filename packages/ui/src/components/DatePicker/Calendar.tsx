/** The month grids inside `DatePicker` and `DateRangePicker` popovers. */
import {
  Button as RACButton,
  Calendar as RACCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as RACRangeCalendar,
  type CalendarProps as RACCalendarProps,
  type DateValue,
  type RangeCalendarProps as RACRangeCalendarProps,
} from 'react-aria-components';

import { ChevronIcon, ChevronLeftIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { fieldStyles } from '../Form/Form.tsx';
import * as styles from './Calendar.css.ts';

function CalendarHeader() {
  return (
    <header className={styles.header}>
      <RACButton slot="previous" className={fieldStyles.groupButton}>
        <ChevronLeftIcon />
      </RACButton>
      <Heading className={styles.heading} />
      <RACButton slot="next" className={fieldStyles.groupButton}>
        <ChevronIcon />
      </RACButton>
    </header>
  );
}

function Grid({ range }: { range?: boolean }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={cx(styles.cell, range && styles.rangeCell)} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

export function Calendar<T extends DateValue>(props: RACCalendarProps<T>) {
  return (
    <RACCalendar {...props} className={styles.calendar}>
      <CalendarHeader />
      <Grid />
    </RACCalendar>
  );
}

export function RangeCalendar<T extends DateValue>(props: RACRangeCalendarProps<T>) {
  return (
    <RACRangeCalendar {...props} className={styles.calendar}>
      <CalendarHeader />
      <Grid range />
    </RACRangeCalendar>
  );
}
