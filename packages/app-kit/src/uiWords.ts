import { uiMessage, uiWords } from '@sfi/domain';
import type { UIWords } from '@sfi/ui';

/** The design system's words in the active language, for `UIProvider`'s `words`. */
export function uiWordsOf(): UIWords {
  return Object.fromEntries(
    (Object.keys(uiWords) as (keyof typeof uiWords)[]).map((key) => [
      key.slice('ui.'.length),
      uiMessage(key),
    ]),
  ) as unknown as UIWords;
}
