import { z } from 'zod';
import { message } from './messages.ts';

/**
 * What text input may hold. Control characters (NUL, the other C0 and C1 controls, DEL) cannot be
 * typed, are refused by PostgreSQL (NUL) or hide what a name says; an unpaired UTF-16 surrogate is
 * not a character at all and would be stored as U+FFFD. Text with any of them is refused at the
 * schema, with a field error, before it reaches a handler or the database. Multi-line text may
 * hold tabs and line breaks.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const singleLineForbidden = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const multiLineForbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text holds only characters a person can type (see above). */
export function isPlainText(text: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return !(multiLine ? multiLineForbidden : singleLineForbidden).test(text) && !loneSurrogate.test(text);
}

/**
 * A string schema that refuses control characters and unpaired surrogates with the catalogue's
 * message. Every text field of the domain starts from it.
 */
export function plainString(options: { multiLine?: boolean; error?: () => string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((text) => isPlainText(text, options), { error: () => message('validation.text.characters') });
}
