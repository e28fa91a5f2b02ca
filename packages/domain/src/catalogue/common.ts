import { translations } from '../locale.ts';
/**
 * Messages shared by every app: generic errors, the shell, actions, validation, sign-in and the
 * session rules (spec doc 1 §2, §5, §7, §8; doc 2 §2, §4, §5, §8).
 */
export const common = {
  // Spec doc 1 §8: make calls fail; default failure of status flows.
  'error.ourEnd': 'There was a problem on our end. Please try again later.',
  // Outages (issue 28): the database or the bucket does not answer for a moment (a 503).
  // Spec doc 2 §8: generic failure of chat, token, login-check, dealer, buyout and delete calls.
  // Direct uploads to storage (doc 2 §7, §9).

  'app.name': 'SFI Lease Financing',
  // The language switch (issue 29), while the other language's words load.
  'language.switching': 'Changing the language',
  'app.slogan': 'Vehicle lease financing across Canada',
  'app.loading': 'Loading…',
  'app.backHome': 'Back to the home page',

  'header.unknownDealer': 'Unknown Dealer',
  'header.stockQuote': 'Stock quote ({exchange}: {symbol})',
  'header.menu': 'Menu',

  'validation.email': 'Enter an e-mail address, like name@example.com.',
  // What a number field says of what was typed, kept as typed (issue 25), and its stepper buttons.

  // Sign-in (doc 1 §5, doc 2 §2, §8).
  'dealer.login.failed': 'Please try logging in again.',
  'staff.login.failed': 'Please try logging in again.',

  // The four session errors of the shared request rules (doc 1 §7, doc 2 §7).
  'session.error.missingToken': 'Missing Session Token',
  'session.error.invalid': 'Invalid Session',
  'session.error.networkChanged': 'Network Environment Changed',
  'session.error.expired': 'Session Expired',

  // Investor newsletter (doc 2 §4, §8).
  'newsletter.heading': 'Subscribe to our investor newsletter',
  'newsletter.email.label': 'E-mail address',
  'newsletter.subscribe': 'Subscribe',
  'newsletter.error': 'Sorry, an error has occurred.',

  'client.login.title': 'Client sign-in',
  'client.login.body': 'Sign in to see your lease files and vehicles.',
  'dealer.login.title': 'Dealer sign-in',
  'dealer.login.body': 'Sign in to build lease quotes and follow your files.',

  // Canadian provinces and territories, for the quote dealer's province and the province filter.
  'province.AB': 'Alberta',
  'province.BC': 'British Columbia',
  'province.MB': 'Manitoba',
  'province.NB': 'New Brunswick',
  'province.NL': 'Newfoundland and Labrador',
  'province.NS': 'Nova Scotia',
  'province.NT': 'Northwest Territories',
  'province.NU': 'Nunavut',
  'province.ON': 'Ontario',
  'province.PE': 'Prince Edward Island',
  'province.QC': 'Quebec',
  'province.SK': 'Saskatchewan',
  'province.YT': 'Yukon',
} as const;

translations({ 'fr-CA': () => import('./fr/common.ts') });
