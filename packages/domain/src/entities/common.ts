import { z } from 'zod';
import { message } from '../messages.ts';
import { plainString } from '../text.ts';

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

/** An e-mail address, trimmed. */
export const EmailSchema = plainString({ error: () => message('validation.email') })
  .trim()
  // 254 characters: the longest address SMTP can carry (RFC 5321 §4.5.3.1).
  .pipe(
    z
      .email({ error: () => message('validation.email') })
      .max(254, { error: () => message('validation.email') }),
  );

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

/**
 * A moment as the services send it: an ISO 8601 date-time with `Z` or an offset, for example
 * `2024-01-05T17:30:00.000Z`.
 */
export const DateTimeSchema = z.iso.datetime({ offset: true, error: () => message('validation.date') });

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
