import { createContext, useContext } from 'react';

/**
 * The design system's own words: the labels its components say when an app gives none (a button's
 * "Loading", a dialog's "Close", the pagination's names…). English here; an app in another language
 * gives them all through `UIProvider`'s `words` (the apps take them from the catalogue's `ui` area,
 * whose English is these). `{name}` marks a value filled in (`fillWords`).
 */
export const englishUIWords = {
  loading: 'Loading',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  dismiss: 'Dismiss',
  menu: 'Menu',
  mainNavigation: 'Main',
  breadcrumb: 'Breadcrumb',
  skipToContent: 'Skip to main content',
  opensInNewTab: 'opens in a new tab',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {page}',
  openCalendar: 'Open calendar',
  noResults: 'No results',
  noMatches: 'No matches',
  showOptions: 'Show options',
  clearSearch: 'Clear search',
  none: 'None',
  notifications: 'Notifications',
  cancelUpload: 'Cancel upload',
  chooseFile: 'Choose a file',
  chooseFiles: 'Choose files',
  ourOffices: 'Our offices',
  stepComplete: 'Done',
  stepCurrent: 'In progress',
  stepUpcoming: 'Not started',
  stepError: 'Needs attention',
  numberInvalid: 'Enter a number.',
  numberAtMost: 'Enter at most {max}.',
  numberAtLeast: 'Enter {min} or more.',
  numberDecrease: 'Decrease',
  numberIncrease: 'Increase',
} as const;

/** The design system's words in one language. */
export type UIWords = { readonly [Key in keyof typeof englishUIWords]: string };

const UIWordsContext = createContext<UIWords>(englishUIWords);

/** Gives the components under it their words (`UIProvider` does, from its `words`). */
export const UIWordsProvider = UIWordsContext.Provider;

/** The design system's words in the app's language. */
export function useUIWords(): UIWords {
  return useContext(UIWordsContext);
}

/** A word with its `{name}` values filled in: `fillWords('Page {page}', { page: 2 })`. */
export function fillWords(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
