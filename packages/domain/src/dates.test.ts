import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  EMPTY_DATE,
  formatDate,
  formatReportDate,
  isEmptyDate,
  localDateOnly,
  toDateOnly,
  toStoredDate,
  type DateInput,
} from './index.ts';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A calendar date from 1901 to 2199, and the label "Month D, YYYY" it must read as. */
const dateOnlyArb = fc
  .record({
    year: fc.integer({ min: 1901, max: 2199 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .chain((date) =>
    fc
      .integer({ min: date.day, max: new Date(Date.UTC(date.year, date.month, 0)).getUTCDate() })
      .map((day) => ({ ...date, day })),
  )
  .map(({ year, month, day }) => ({
    iso: `${year}-${pad(month)}-${pad(day)}T00:00:00.000Z`,
    label: `${months[month - 1]} ${day}, ${year}`,
  }));

describe('formatDate (doc 2 §3: "Month D, YYYY"; 1900-01-01 means empty)', () => {
  it.each<[DateInput, string]>([
    ['2024-01-05T00:00:00.000Z', 'January 5, 2024'],
    ['2024-01-05', 'January 5, 2024'],
    ['2024-12-31T00:00:00.000Z', 'December 31, 2024'],
    ['2024-02-29T00:00:00.000Z', 'February 29, 2024'],
    ['2024-07-01T23:59:59.999-07:00', 'July 1, 2024'],
    [new Date('2024-03-10T00:00:00.000Z'), 'March 10, 2024'],
    [Date.UTC(2023, 10, 5), 'November 5, 2023'],
    [EMPTY_DATE, ''],
    ['1900-01-01', ''],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    [0, ''],
    ['not a date', ''],
    ['2024-02-30T00:00:00.000Z', ''],
    ['2024-13-01', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('never shifts a date-only value (fast-check)', () => {
    fc.assert(
      fc.property(dateOnlyArb, ({ iso, label }) => {
        expect(formatDate(iso)).toBe(label);
        expect(formatDate(iso.slice(0, 10))).toBe(label);
        expect(formatDate(new Date(iso))).toBe(label);
      }),
    );
  });

  it.each<[string, string, string]>([
    ['2024-01-05T00:00:00.000Z', 'fr-CA', '5 janvier 2024'],
    ['2026-12-02', 'fr-CA', '2 décembre 2026'],
    ['2026-12-01', 'fr-CA', '1er décembre 2026'],
    ['2026-12-10', 'fr-CA', '10 décembre 2026'],
    ['2026-12-01', 'en-CA', 'December 1, 2026'],
  ])('formats %s in %s as %s, the date unchanged', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });
});

describe('formatDate in Canadian and far-off time zones (child processes)', () => {
  const packageRoot = fileURLToPath(new URL('..', import.meta.url));
  const samples = fc.sample(dateOnlyArb, { numRuns: 200, seed: 20240105 });
  const fixed = [
    { iso: '2024-01-05T00:00:00.000Z', label: 'January 5, 2024' },
    { iso: '2024-03-10T00:00:00.000Z', label: 'March 10, 2024' }, // DST starts in Canada
    { iso: '2024-11-03T00:00:00.000Z', label: 'November 3, 2024' }, // DST ends
    { iso: '2024-12-31T00:00:00.000Z', label: 'December 31, 2024' },
  ];
  const cases = [...fixed, ...samples];
  const script = `
    const { formatDate } = await import('./src/dates.ts');
    const values = JSON.parse(process.env.DATES);
    console.log(JSON.stringify({
      offset: new Date('2024-01-05T00:00:00.000Z').getTimezoneOffset(),
      labels: values.map((value) => formatDate(value)),
      dateOnly: values.map((value) => formatDate(value.slice(0, 10))),
    }));
  `;

  it.concurrent.each<[string, number]>([
    ['America/Vancouver', 480],
    ['America/St_Johns', 210],
    ['America/Halifax', 240],
    ['Asia/Tokyo', -540],
    ['Pacific/Kiritimati', -840],
    ['Pacific/Pago_Pago', 660],
  ])(
    'TZ=%s (offset %i min)',
    async (timeZone, offset) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: packageRoot,
          env: { ...process.env, TZ: timeZone, DATES: JSON.stringify(cases.map((c) => c.iso)) },
        },
      );
      const result = JSON.parse(stdout) as { offset: number; labels: string[]; dateOnly: string[] };
      expect(result.offset).toBe(offset); // the child really ran in that zone
      expect(result.labels).toEqual(cases.map((c) => c.label));
      expect(result.dateOnly).toEqual(cases.map((c) => c.label));
    },
    30_000,
  );
});

describe('calendar dates', () => {
  it.each<[DateInput, boolean]>([
    [EMPTY_DATE, true],
    ['1900-01-01T00:00:00Z', true],
    [0, true],
    ['', true],
    [null, true],
    ['garbage', true],
    ['2024-01-05', false],
    [Date.UTC(2024, 0, 5), false],
  ])('isEmptyDate(%j) is %s', (value, empty) => {
    expect(isEmptyDate(value)).toBe(empty);
  });

  it.each<[DateInput, string, string | undefined]>([
    ['2024-01-05T00:00:00.000Z', '2024-01-05', '2024-01-05T00:00:00.000Z'],
    ['2024-01-05', '2024-01-05', '2024-01-05T00:00:00.000Z'],
    [EMPTY_DATE, '', undefined],
    ['', '', undefined],
  ])('%j is %j as a date input and %j stored', (value, dateOnly, stored) => {
    expect(toDateOnly(value)).toBe(dateOnly);
    expect(toStoredDate(value)).toBe(stored);
  });

  it('reads a non-ISO date string as the date it names', () => {
    expect(calendarDate('Jan 5, 2024')).toEqual({ year: 2024, month: 1, day: 5 });
  });

  it('gives the local calendar date of a moment', () => {
    const moment = new Date(2024, 0, 5, 23, 30);
    expect(localDateOnly(moment)).toBe('2024-01-05');
  });

  it.each<[DateInput, 'DD-MMMM-YYYY' | 'MM-DD-YY', string]>([
    ['2024-01-05', 'DD-MMMM-YYYY', '05-January-2024'],
    ['2024-01-05', 'MM-DD-YY', '01-05-24'],
    ['2009-11-30T00:00:00.000Z', 'MM-DD-YY', '11-30-09'],
    [EMPTY_DATE, 'MM-DD-YY', ''],
  ])('report name date of %j as %s is %j (doc 2 §7)', (value, pattern, expected) => {
    expect(formatReportDate(value, pattern)).toBe(expected);
  });
});
