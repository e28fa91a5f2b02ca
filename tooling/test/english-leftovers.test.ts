import { describe, expect, it } from 'vitest';
import { loadLocale, message } from '../../packages/domain/src/index.ts';
import { leftoversIn } from '../english-leftovers.ts';

// The scan the French stories and journeys run (issue 29): what it reports as English left on a
// French page, and what it lets through.
// Before the table: its rows say their French when collected.
await loadLocale('fr-CA');

describe('English left on a French page', () => {
  it.each<[string, string[], string[]]>([
    ['an English message', [message('error.ourEnd', {}, 'en-CA')], ['error.ourEnd']],
    ['an English template filled in', [message('makes.added', { name: 'Honda' }, 'en-CA')], ['makes.added']],
    ['its French', [message('error.ourEnd', {}, 'fr-CA')], []],
    ['a French template filled in', [message('makes.added', { name: 'Honda' }, 'fr-CA')], []],
    ['stored data', ['Honda Civic 2024', 'Avery Client'], []],
    ['a word French shares with another key’s English', ['Options', 'Message'], []],
    [
      'English spread over spaces',
      [`  ${message('error.ourEnd', {}, 'en-CA').replace(/ /g, '\n ')}  `],
      ['error.ourEnd'],
    ],
  ])('%s', (_, texts, keys) => {
    // An English text several keys share is reported under one of them.
    expect(leftoversIn(texts).map((leftover) => leftover.key)).toEqual(
      keys.map((key) => (key === 'makes.added' ? expect.stringMatching(/\.added$/) : key)),
    );
  });
});
