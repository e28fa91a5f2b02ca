import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, EmailSchema, isEmailAddress } from './index.ts';

// The rule as zod 4 writes it (`z.email()`, which EmailSchema used): `isEmailAddress` keeps exactly
// its addresses, read in linear time.
const zodEmail =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

describe('isEmailAddress', () => {
  const rows: [string, boolean][] = [
    ['name@example.com', true],
    ["jane.o'neil+sfi@example.ca", true],
    ['a_b-c@sub.domain-1.example.org', true],
    ['A@B.CO', true],
    ['x@1example.com', true],
    ['x@a-.com', true],
    ['', false],
    ['name', false],
    ['name@', false],
    ['@example.com', false],
    ['name@example', false],
    ['name@example.c', false],
    ['name@example.c0m', false],
    ['name@@example.com', false],
    ['a@b@example.com', false],
    ['.name@example.com', false],
    ['name.@example.com', false],
    ['na..me@example.com', false],
    ["name'@example.com", false],
    ['name@.example.com', false],
    ['name@example..com', false],
    ['name@-example.com', false],
    ['name@example.com.', false],
    ['na me@example.com', false],
    ['josé@example.com', false],
    ['name@exämple.com', false],
    [`${'a'.repeat(EMAIL_MAX - 12)}@example.com`, true],
    [`${'a'.repeat(EMAIL_MAX - 11)}@example.com`, false],
  ];
  it.each(rows)('%j → %s', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid);
    expect(EmailSchema.safeParse(address).success).toBe(valid);
  });

  it('keeps the addresses zod’s email rule keeps, and no other', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'Z', '0', '.', '@', '-', '_', "'", '+', ' ', 'é'),
      maxLength: 14,
    });
    fc.assert(
      fc.property(text, (address) => isEmailAddress(address) === zodEmail.test(address)),
      { numRuns: 5000 },
    );
  });

  it('is EmailSchema’s rule, trimmed, with the catalogue’s message', () => {
    expect(EmailSchema.parse('  name@example.com ')).toBe('name@example.com');
    expect(EmailSchema.safeParse('name@example').error?.issues[0]?.message).toBe(
      'Enter an e-mail address, like name@example.com.',
    );
  });
});
