import { activeLocale, defaultLocale } from './locale.ts';

/**
 * Dates in the lease files are calendar dates (a delivery date, a termination date), stored as
 * midnight UTC. They are shown as the calendar date written in the value and never converted to
 * the viewer's time zone, so `2024-01-05T00:00:00.000Z` is January 5 in Vancouver and in St. John's.
 */

/** The value that means "no date" in a lease file (doc 2 §3, §9). */
export const EMPTY_DATE = '1900-01-01T00:00:00.000Z';

/** A calendar date: year, month (1–12) and day (1–31). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A value a date field may hold: an ISO string, a `Date`, epoch milliseconds, or nothing. */
export type DateInput = string | number | Date | null | undefined;

const isoDatePrefix = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

function validDate(year: number, month: number, day: number): CalendarDate | undefined {
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? { year, month, day }
    : undefined;
}

function fromInstant(date: Date, local: boolean): CalendarDate | undefined {
  if (Number.isNaN(date.getTime())) return undefined;
  return local
    ? { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
    : { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The calendar date a value stands for, or undefined when it holds none.
 *
 * - An ISO string (`2024-01-05`, `2024-01-05T00:00:00.000Z`, `2024-01-05T18:00:00-08:00`): the
 *   date as written, whatever the time and offset after it.
 * - A `Date` or epoch milliseconds: the date in UTC, where lease dates are stored.
 * - Any other string the platform can parse (`Jan 5, 2024`): the date it names, read in local time
 *   as the platform parses it.
 */
export function calendarDate(value: DateInput): CalendarDate | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return fromInstant(value, false);
  if (typeof value === 'number')
    return Number.isFinite(value) ? fromInstant(new Date(value), false) : undefined;
  const text = value.trim();
  const iso = isoDatePrefix.exec(text);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return text === '' ? undefined : fromInstant(new Date(text), true);
}

/**
 * Whether a value means "no date": nothing, an unreadable value, 0 (what an empty date is saved
 * as), or the date of {@link EMPTY_DATE} (1900-01-01) in any form.
 */
export function isEmptyDate(value: DateInput): boolean {
  if (value === 0) return true;
  const date = calendarDate(value);
  return date === undefined || (date.year === 1900 && date.month === 1 && date.day === 1);
}

/** The midnight-UTC instant of a calendar date. */
function utcInstant({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(locale: string): Intl.DateTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(locale, format);
  }
  return format;
}

/**
 * A date as the lease files show it, "Month D, YYYY", or '' when empty or {@link EMPTY_DATE}
 * (doc 2 §3). The calendar date written in the value is shown as is, in any time zone.
 *
 * @example
 * formatDate('2024-01-05T00:00:00.000Z') // 'January 5, 2024' (also under TZ=America/Vancouver)
 * formatDate(EMPTY_DATE) // ''
 */
export function formatDate(value: DateInput, locale: string = activeLocale()): string {
  if (isEmptyDate(value)) return '';
  return longDateFormat(locale).format(utcInstant(calendarDate(value)!));
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (an ISO date-time) as the viewer reads it, in their own time zone: a date and a time,
 * for when a message was sent or a file saved.
 *
 * @example formatDateTime('2026-11-25T16:55:00.000Z') // 'Nov 25, 2026, 4:55 p.m.' (in UTC)
 */
export function formatDateTime(moment: string | Date, locale: string = activeLocale()): string {
  let format = momentFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    momentFormats.set(locale, format);
  }
  return format.format(typeof moment === 'string' ? new Date(moment) : moment);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The value as `YYYY-MM-DD` (what a date input holds), or '' when it is empty.
 *
 * @example toDateOnly('2024-01-05T00:00:00.000Z') // '2024-01-05'
 */
export function toDateOnly(value: DateInput): string {
  if (isEmptyDate(value)) return '';
  const { year, month, day } = calendarDate(value)!;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The value as the ISO date-time the services store a date as (midnight UTC), or undefined when it
 * is empty.
 *
 * @example toStoredDate('2024-01-05') // '2024-01-05T00:00:00.000Z'
 */
export function toStoredDate(value: DateInput): string | undefined {
  const day = toDateOnly(value);
  return day === '' ? undefined : `${day}T00:00:00.000Z`;
}

/**
 * The calendar date of a moment in the viewer's own time zone, as `YYYY-MM-DD`: "today" for a
 * report's name or a date input's default.
 */
export function localDateOnly(moment: Date): string {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The two date patterns of downloaded report names (doc 2 §7). */
export const reportDatePatterns = ['DD-MMMM-YYYY', 'MM-DD-YY'] as const;
/** A report-name date pattern. */
export type ReportDatePattern = (typeof reportDatePatterns)[number];

/**
 * A date as downloaded report names write it: `DD-MMMM-YYYY` (`05-January-2024`) or `MM-DD-YY`
 * (`01-05-24`). Gives '' for an empty date.
 */
export function formatReportDate(
  value: DateInput,
  pattern: ReportDatePattern,
  locale = defaultLocale,
): string {
  if (isEmptyDate(value)) return '';
  const date = calendarDate(value)!;
  if (pattern === 'MM-DD-YY') return `${pad(date.month)}-${pad(date.day)}-${pad(date.year % 100)}`;
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(utcInstant(date));
  return `${pad(date.day)}-${month}-${pad(date.year, 4)}`;
}
