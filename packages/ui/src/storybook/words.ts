/**
 * The words of the design system's stories in the story's language (Storybook's Language toolbar,
 * or the French story tests). The design system does not import the domain's catalogue, so the
 * preview's loader (`.storybook/preview.tsx`) gives each story its words as `loaded.words`: the
 * design system's own (`ui`, as `UIProvider` gives them to the components) and the catalogue's
 * messages by key (`say`), so a story's demo labels are the product's words in either language.
 * Story-only: not exported from the package.
 */
import type { UIWords } from '../components/UIProvider/words.ts';

export interface StoryWords {
  /** The design system's words, as the components say them. */
  ui: UIWords;
  /** A message of the catalogue in the story's language, its `{values}` filled in. */
  say: (key: string, values?: Readonly<Record<string, string | number>>) => string;
}

/** The words of a story, from its render or play function's context. */
export function storyWords(context: { loaded: Record<string, unknown> }): StoryWords {
  return context.loaded['words'] as StoryWords;
}
