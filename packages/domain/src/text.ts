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

/**
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). They change
 * the order in which the characters after them are shown: a payee "Acme\u202Enoj" is shown as
 * "Acmejon", and a document "invoice\u202Efdp.exe" as "invoiceexe.pdf". Right-to-left names need
 * none of them (the marks U+200E and U+200F are not among them).
 */
const reordering = /[\u202A-\u202E\u2066-\u2069]/;

/** Whether text holds a character that reorders what it shows (see above). */
export function reordersText(text: string): boolean {
  return reordering.test(text);
}

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

/**
 * An e-mail address as accounts, dealers, staff and lease files are keyed and searched by: trimmed,
 * its accents in one form (NFC: `é` typed as `e` and a combining accent is the same `é`) and in
 * lower case.
 */
export const emailKey = (email: string) => email.trim().normalize('NFC').toLowerCase();
