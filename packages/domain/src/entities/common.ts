import { z } from 'zod';
import { message } from '../messages.ts';
import { isPlainText, plainString } from '../text.ts';
import { isEmailAddress } from '../email.ts';

/**
 * Field schemas shared by the entities. The spec names fields but rarely their types; where it is
 * silent, these are the choices, each written once. Every error message comes from the catalogue,
 * so the server's 400 answers and the forms use the same words.
 */

/** A record id as the services send it: a non-empty string (the spec does not show the id format). */
export const IdSchema = plainString().min(1, { error: () => message('validation.required') });

/** A required line of text, trimmed, at most `max` characters. */
export function requiredText(max = 200) {
  return plainString({ error: () => message('validation.required') })
    .trim()
    .min(1, { error: () => message('validation.required') })
    .max(max, { error: () => message('validation.tooLong', { max }) });
}

/** Optional text, trimmed, at most `max` characters. */
export function optionalText(max = 2000) {
  return plainString({ multiLine: true })
    .trim()
    .max(max, { error: () => message('validation.tooLong', { max }) })
    .optional();
}

/**
 * How deep the details an object keeps as sent may go: a detail is one level, and each list or
 * object adds one (`options: ['sunroof']` is two). Deeper JSON only comes from a crafted request.
 */
export const MAX_DETAIL_DEPTH = 10;

/**
 * The largest magnitude of a number kept in a detail, and the smallest besides zero. PostgreSQL
 * keeps JSON numbers as exact decimals and writes them out in full: `1e308` would come back as 309
 * digits, so a crafted request could make a list answer fifty times its size.
 */
export const MAX_DETAIL_NUMBER = 1e15;
export const MIN_DETAIL_NUMBER = 1e-9;

/** Where in a detail it cannot be stored (its text, or a number out of range), or that it goes too deep. */
type DetailFault = { path: PropertyKey[]; number?: true } | 'tooDeep';

/** The first fault of `value`, a detail's value `level` levels down, at `path` within it. */
function detailFault(value: unknown, path: PropertyKey[], level: number): DetailFault | undefined {
  if (typeof value === 'string') return isPlainText(value, { multiLine: true }) ? undefined : { path };
  if (typeof value === 'number') {
    const size = Math.abs(value);
    return size === 0 || (size >= MIN_DETAIL_NUMBER && size < MAX_DETAIL_NUMBER)
      ? undefined
      : { path, number: true };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (level >= MAX_DETAIL_DEPTH) return 'tooDeep';
  const list = Array.isArray(value);
  for (const [key, item] of Object.entries(value)) {
    if (!list && !isPlainText(key)) return { path };
    const fault = detailFault(item, [...path, list ? Number(key) : key], level + 1);
    if (fault) return fault;
  }
  return undefined;
}

/**
 * An object with named fields that also keeps whatever other details it carries, as sent (a
 * vehicle's, a revision's), once they can be stored: their text and the names of their fields
 * plain (multi-line) text, as any text field's (PostgreSQL refuses a NUL even inside JSON), at
 * most `MAX_DETAIL_DEPTH` levels deep. The first fault is the field error: the text itself, the
 * object holding a bad name, or the detail that goes too deep.
 */
export function detailsObject<Shape extends z.ZodRawShape>(shape: Shape, params?: { error?: () => string }) {
  const named = new Set(Object.keys(shape));
  return z.looseObject(shape, params).superRefine((object, context) => {
    for (const [key, value] of Object.entries(object)) {
      if (named.has(key)) continue;
      const fault = isPlainText(key) ? detailFault(value, [key], 1) : { path: [] };
      if (!fault) continue;
      context.addIssue(
        fault === 'tooDeep'
          ? { code: 'custom', path: [key], message: message('validation.nesting', { max: MAX_DETAIL_DEPTH }) }
          : {
              code: 'custom',
              path: fault.path,
              message: message(fault.number ? 'validation.detail.number' : 'validation.text.characters'),
            },
      );
      return;
    }
  });
}

/** An e-mail address, trimmed. */
export const EmailSchema = plainString({ error: () => message('validation.email') })
  .trim()
  // The one rule (email.ts): at most 254 characters, checked first, then a check in linear time.
  .pipe(z.string().refine(isEmailAddress, { error: () => message('validation.email') }));

/**
 * A phone number as people type it (spaces, dashes, brackets, a leading +), holding 10 to 15
 * digits. The spec shows no format; this accepts any North American or international number.
 */
export const PhoneSchema = z
  .string({ error: () => message('validation.phone') })
  .trim()
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return /^\+?[\d\s().-]+$/.test(value) && digits >= 10 && digits <= 15;
    },
    { error: () => message('validation.phone') },
  );

/** The widest offset from UTC a place on earth keeps (UTC+14:00, UTC−12:00), in minutes. */
const MAX_UTC_OFFSET_MINUTES = 14 * 60;

/** Whether a date-time's offset (`Z`, `+01:00`, `-0500`) is one a clock can show. */
function plausibleOffset(value: string): boolean {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(value);
  return !offset || Number(offset[2]) * 60 + Number(offset[3]) <= MAX_UTC_OFFSET_MINUTES;
}

/**
 * A moment as the services send it: an ISO 8601 date-time with `Z` or an offset, for example
 * `2024-01-05T17:30:00.000Z`. The offset is one a place on earth keeps (at most 14 hours): the
 * pattern alone takes up to `±23:59`, which PostgreSQL refuses (past `±15:59`) as no moment at all.
 */
export const DateTimeSchema = z.iso
  .datetime({ offset: true, error: () => message('validation.date') })
  .refine(plausibleOffset, { error: () => message('validation.date') });

/** The Canadian provinces and territories, by their two-letter postal code. */
export const provinceCodes = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
/** A Canadian province or territory code. */
export type ProvinceCode = (typeof provinceCodes)[number];

/**
 * A province, by its two-letter code. The spec names a `province` field but not its values; codes
 * keep the province filter exact. Show one with {@link provinceLabel}.
 */
export const ProvinceSchema = z.enum(provinceCodes, { error: () => message('validation.province') });

/**
 * The name of a province or territory.
 *
 * @example provinceLabel('BC') // 'British Columbia'
 */
export function provinceLabel(code: ProvinceCode, locale?: string): string {
  return message(`province.${code}`, {}, locale);
}

/** A string of digits, `min` to `max` long (bank numbers keep their leading zeros, so not a number). */
export function digitsSchema(min: number, max: number = min) {
  const error = () =>
    min === max
      ? message('validation.digitsExact', { count: min })
      : message('validation.digits', { min, max });
  return z
    .string({ error })
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), { error });
}

/** The `{ count, data }` page the list calls answer with (lease quotes, GPS). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int().nonnegative(), data: z.array(item) });
}

/** Body of the calls that only carry a file number: `{ fileNo }`. */
export const FileNoBodySchema = z.object({ fileNo: requiredText(50) });
/** `{ fileNo }`: body of the file-number change, the PST calls and user file-number updates. */
export type FileNoBody = z.infer<typeof FileNoBodySchema>;
