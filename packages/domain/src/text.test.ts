import { describe, expect, it } from 'vitest';
import { MakeUpdateSchema, MAX_MODELS_PER_MAKE, MAX_TRIMS_PER_MODEL, NewMakeSchema } from './makes.ts';
import { message } from './messages.ts';
import { isPlainText, plainString } from './text.ts';
import { EmailSchema, optionalText, requiredText } from './entities/common.ts';
import { DealerLoginSchema } from './entities/session.ts';

// Issue 8, defect 3: which characters text input may hold, one row each.
describe('isPlainText', () => {
  it.each<[description: string, text: string, singleLine: boolean, multiLine: boolean]>([
    ['letters and punctuation', 'Maple Leaf Motors, Ltd.', true, true],
    ['accents', 'Québec — Île-d’Orléans', true, true],
    ['an emoji (a surrogate pair)', 'Cars 🚗', true, true],
    ['CJK', '丰田汽车', true, true],
    ['NUL', 'Hon\u0000da', false, false],
    ['another C0 control (BEL)', 'a\u0007b', false, false],
    ['a tab', 'a\tb', false, true],
    ['a line feed', 'a\nb', false, true],
    ['a carriage return', 'a\r\nb', false, true],
    ['DEL', 'a\u007Fb', false, false],
    ['a C1 control', 'a\u0085b', false, false],
    ['a lone high surrogate', 'Honda\uD83D', false, false],
    ['a lone low surrogate', '\uDE97Honda', false, false],
    ['surrogates in the wrong order', '\uDE97\uD83D', false, false],
  ])('%s: single line %s, multi-line %s', (_, text, singleLine, multiLine) => {
    expect(isPlainText(text)).toBe(singleLine);
    expect(isPlainText(text, { multiLine: true })).toBe(multiLine);
  });

  it('refuses with the catalogue message, at the field', () => {
    const result = NewMakeSchema.safeParse({ name: 'Hon\u0000da' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: message('validation.text.characters'),
    });
    expect(plainString().safeParse('ok').success).toBe(true);
  });

  it.each([
    ['a make name', () => NewMakeSchema.safeParse({ name: 'Honda\uD83D' })],
    ['a model name', () => MakeUpdateSchema.safeParse({ name: 'Honda', models: [{ name: 'Civic\u0000' }] })],
    [
      'a trim name',
      () =>
        MakeUpdateSchema.safeParse({
          name: 'Honda',
          models: [{ name: 'Civic', trims: [{ name: '\uDE97' }] }],
        }),
    ],
    ['required text', () => requiredText().safeParse('a\u0000')],
    ['optional text', () => optionalText().safeParse('a\u0000')],
    ['an e-mail address', () => EmailSchema.safeParse('a\u0000@example.com')],
    ['a username', () => DealerLoginSchema.safeParse({ username: 'dealer\u0000', password: 'x' })],
  ])('%s with a control character or lone surrogate is refused', (_, parse) => {
    expect(parse().success).toBe(false);
  });

  it('keeps line breaks in multi-line text', () => {
    expect(optionalText().parse('line one\nline two')).toBe('line one\nline two');
  });
});

describe('make size limits', () => {
  const models = (count: number, trims = 0) =>
    Array.from({ length: count }, (_, i) => ({
      name: `Model ${i}`,
      trims: Array.from({ length: trims }, (__, j) => ({ name: `Trim ${j}` })),
    }));

  it.each([
    ['models at the limit', models(MAX_MODELS_PER_MAKE), true],
    ['one model too many', models(MAX_MODELS_PER_MAKE + 1), false],
    ['trims at the limit', models(1, MAX_TRIMS_PER_MODEL), true],
    ['one trim too many', models(1, MAX_TRIMS_PER_MODEL + 1), false],
  ])('%s', (_, list, valid) => {
    expect(MakeUpdateSchema.safeParse({ name: 'Honda', models: list }).success).toBe(valid);
  });

  it('says how many are allowed', () => {
    const result = MakeUpdateSchema.safeParse({ name: 'Honda', models: models(MAX_MODELS_PER_MAKE + 1) });
    expect(result.error?.issues[0]?.message).toBe(
      message('validation.models.tooMany', { max: MAX_MODELS_PER_MAKE }),
    );
  });
});
