/*
 * The one e-mail address rule (issue 26, item 2), for every form that takes an address: the
 * identity provider's pages, the member service, staff, dealers, lease files, the newsletter
 * (`EmailSchema`). The length is checked first, and each part is read once, never retried: a check
 * made of one backtracking pattern took most of a second on 16 kB of dots, blocking the server for
 * everyone (`/^[^\s@]+@[^\s@]+\.[^\s@]+$/` on `a@......@`).
 */

/** The longest address SMTP can carry (RFC 5321 §4.5.3.1). */
export const EMAIL_MAX = 254;

/** A part of the name before the `@` between dots. */
const localPart = /^[A-Za-z0-9_'+-]+$/;
/** A label of the domain before its last dot. */
const domainLabel = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
/** The last label of the domain. */
const topLevelLabel = /^[A-Za-z]{2,}$/;

/**
 * Whether text (already trimmed) is an e-mail address: at most {@link EMAIL_MAX} characters; one
 * `@`; before it, letters, digits and `_ ' + -` in parts joined by single dots, not ending with an
 * apostrophe; after it, a domain of at least two labels, each starting with a letter or digit,
 * the last of at least two letters. The same addresses as zod's `email()`, in linear time.
 *
 * @example isEmailAddress("jane.o'neil+sfi@example.ca") // true
 */
export function isEmailAddress(text: string): boolean {
  if (text.length === 0 || text.length > EMAIL_MAX) return false;
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  const top = labels.pop()!;
  return (
    !local.endsWith("'") &&
    local.split('.').every((part) => localPart.test(part)) &&
    labels.length > 0 &&
    labels.every((label) => domainLabel.test(label)) &&
    topLevelLabel.test(top)
  );
}
