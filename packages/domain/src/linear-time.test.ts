// Issue 26, item 2: every check the server runs on text people send takes time in proportion to
// the text. A backtracking pattern (`/^[^\s@]+@[^\s@]+\.[^\s@]+$/`, `/\/+$/`, `/\s*%$/`) takes time
// in the square of it: 16 kB of one character held the event loop for most of a second. Each
// hostile input here is the largest a request lets through (a form or a path of 16 kB), and each
// call must take at most 5 ms (the fastest of a few tries, so a busy machine does not decide).
import { describe, expect, it } from 'vitest';
import {
  appForPath,
  decodeJwtPayload,
  EmailSchema,
  isEmailAddress,
  isKnownPath,
  isTileUrlTemplate,
  leaseFileFieldError,
  parsePercentage,
  receivableTermsOfFile,
  takeoverPageOf,
  withoutPercentSign,
  withoutTrailing,
} from './index.ts';

const SIZE = 16_000;
const BUDGET_MS = 5;

function fastestMs(run: () => unknown, tries = 3): number {
  let best = Infinity;
  for (let index = 0; index < tries; index += 1) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const dots = `a@${'.'.repeat(SIZE)}@`;
const labels = `a@${'a.'.repeat(SIZE / 2)} `;
const blocks = 'a@....@'.repeat(SIZE / 7);
const slashes = `/${'/'.repeat(SIZE)}x`;
const spaces = `1${' '.repeat(SIZE)}x`;

const cases: [string, () => unknown][] = [
  ['isEmailAddress on a@…dots…@', () => isEmailAddress(dots)],
  ['isEmailAddress on a@a.a.a.…', () => isEmailAddress(labels)],
  ['isEmailAddress on a@....@ blocks', () => isEmailAddress(blocks)],
  ['EmailSchema on a@…dots…@', () => EmailSchema.safeParse(dots)],
  ['EmailSchema on a@a.a.a.…', () => EmailSchema.safeParse(labels)],
  ['isKnownPath on a path of slashes', () => isKnownPath(slashes)],
  ['appForPath on a path of slashes', () => appForPath(slashes)],
  ['takeoverPageOf on a path of slashes', () => takeoverPageOf(slashes)],
  ['withoutTrailing on a run of slashes', () => withoutTrailing(slashes, '/')],
  ['parsePercentage on spaces', () => parsePercentage(spaces)],
  ['withoutPercentSign on spaces', () => withoutPercentSign(spaces)],
  ['a lease file’s rate field on spaces', () => leaseFileFieldError('rate', spaces, { group: 'lease' })],
  ['the loan receivable’s rate on spaces', () => receivableTermsOfFile({ lease: { rate: spaces } })],
  ['decodeJwtPayload on a run of =', () => decodeJwtPayload(`a.${'='.repeat(SIZE)}x.b`)],
  ['isTileUrlTemplate on a long host', () => isTileUrlTemplate(`https://${'a'.repeat(SIZE)} {z}{x}{y}`)],
];

describe('checks of text people send take linear time', () => {
  it.each(cases)(`%s: at most ${BUDGET_MS} ms`, (_name, run) => {
    expect(fastestMs(run)).toBeLessThanOrEqual(BUDGET_MS);
  });

  it('still answers what the patterns answered', () => {
    expect(isKnownPath('/company//')).toBe(isKnownPath('/company'));
    expect(appForPath('/staff/')).toBe(appForPath('/staff'));
    expect(withoutTrailing('/a//', '/')).toBe('/a');
    expect(withoutTrailing('///', '/')).toBe('');
    expect(parsePercentage(' 4.99 \t%')).toBe(4.99);
    expect(parsePercentage('5%%')).toBe(0);
    expect(withoutPercentSign('12 %')).toBe('12');
    expect(withoutPercentSign('12')).toBe('12');
    expect(isTileUrlTemplate('https://{s}.tile.example.ca/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrlTemplate('https:///{z}/{x}/{y}')).toBe(false);
  });
});
