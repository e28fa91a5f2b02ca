import { translations } from '../locale.ts';
import { areaMessages } from '../message-format.ts';

/**
 * The design system's own words (`@sfi/ui`'s `englishUIWords`: a button's "Loading", a dialog's
 * "Close", the pagination's names…), as the catalogue keeps them, so the apps give `UIProvider` its
 * words in the page's language (`uiWordsOf` of @sfi/app-kit). The same English as the design
 * system's, which a test checks; `{name}` marks a value the component fills in.
 */
export const uiWords = {
  'ui.loading': 'Loading',
  'ui.close': 'Close',
  'ui.cancel': 'Cancel',
  'ui.confirm': 'Confirm',
  'ui.dismiss': 'Dismiss',
  'ui.menu': 'Menu',
  'ui.mainNavigation': 'Main',
  'ui.breadcrumb': 'Breadcrumb',
  'ui.skipToContent': 'Skip to main content',
  'ui.opensInNewTab': 'opens in a new tab',
  'ui.pagination': 'Pagination',
  'ui.previousPage': 'Previous page',
  'ui.nextPage': 'Next page',
  'ui.page': 'Page {page}',
  'ui.openCalendar': 'Open calendar',
  'ui.noResults': 'No results',
  'ui.noMatches': 'No matches',
  'ui.showOptions': 'Show options',
  'ui.clearSearch': 'Clear search',
  'ui.none': 'None',
  'ui.notifications': 'Notifications',
  'ui.cancelUpload': 'Cancel upload',
  'ui.chooseFile': 'Choose a file',
  'ui.chooseFiles': 'Choose files',
  'ui.ourOffices': 'Our offices',
  'ui.stepComplete': 'Done',
  'ui.stepCurrent': 'In progress',
  'ui.stepUpcoming': 'Not started',
  'ui.stepError': 'Needs attention',
  'ui.numberInvalid': 'Enter a number.',
  'ui.numberAtMost': 'Enter at most {max}.',
  'ui.numberAtLeast': 'Enter {min} or more.',
  'ui.numberDecrease': 'Decrease',
  'ui.numberIncrease': 'Increase',
} as const;

/** A design-system word in the active language, its `{values}` left for the component to fill. */
export const uiMessage = /* @__PURE__ */ areaMessages(uiWords);

translations({ 'fr-CA': () => import('./fr/ui.ts') });
