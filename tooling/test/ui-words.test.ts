import { describe, expect, it } from 'vitest';
import { uiWords } from '../../packages/domain/src/catalogue/ui.ts';
import { englishUIWords } from '../../packages/ui/src/components/UIProvider/words.ts';

// The design system's own words are the catalogue's `ui` area (issue 29): the same keys and the same
// English, so the apps can give every one of them in French.
describe('the design system’s words and the catalogue’s ui area', () => {
  it('have the same keys and the same English', () => {
    expect(
      Object.fromEntries(Object.entries(uiWords).map(([key, text]) => [key.slice('ui.'.length), text])),
    ).toEqual(englishUIWords);
  });
});
