import { translations } from '../locale.ts';
/**
 * Messages shared by every app: generic errors, the shell, actions, validation, sign-in and the
 * session rules (spec doc 1 §2, §5, §7, §8; doc 2 §2, §4, §5, §8).
 */
export const common = {
  // Spec doc 1 §8: make calls fail; default failure of status flows.
  'error.ourEnd': 'There was a problem on our end. Please try again later.',
  'error.notFound': 'We could not find what you asked for.',
  'public.document.notFound': 'This document is not available.',
  'error.badRequest': 'Some of what was sent is not valid.',
  'error.malformedJson': 'The request body is not valid JSON.',
  'error.unsupportedMediaType': 'Send the request body as JSON.',
  'error.unsupportedCharset': 'Send the request body as JSON in UTF-8.',
  'error.bodyTooLarge': 'The request is too large: send at most {max}.',
  'error.badUrl': 'The address is not valid: check it for stray % signs.',
  'error.uriTooLong': 'The address is too long.',
  'error.headersTooLarge': 'The request headers are too large.',
  'error.timeout': 'The request took too long to arrive. Please try again.',
  // Outages (issue 28): the database or the bucket does not answer for a moment (a 503).
  'error.unavailable': 'The service is unavailable for a moment. Please try again.',
  'error.storageUnavailable': 'Storage is unavailable, try again',
  // Spec doc 2 §8: generic failure of chat, token, login-check, dealer, buyout and delete calls.
  'error.tryAgain': 'Please try again',
  'error.couldNotGetToken': 'Could not get token',
  // Direct uploads to storage (doc 2 §7, §9).
  'upload.error.type': 'Attach an image or a document (PDF, Word, Excel, PowerPoint, text or CSV).',
  'upload.error.tooLarge': 'Attach a file of at most {max}.',
  'upload.error.empty': 'The file is empty: attach one with something in it.',
  'upload.error.target': 'Say what the file belongs to: one chat room, lease quote or file.',
  'upload.error.path': 'This is not the path of an uploaded file.',
  'upload.error.tooManyPaths': 'Ask for at most {max} files at once.',
  'upload.error.failed': 'The file could not be uploaded. Please try again.',
  'upload.error.expired': 'The upload took too long. Please try again.',
  'upload.error.extension':
    'The file’s name does not fit its type: name it with {extensions}, or choose another file.',
  'upload.error.content':
    'The file’s content is not what its name and type say: choose the image or document itself.',
  'error.forbidden': 'You may not do that.',

  'app.name': 'SFI Lease Financing',
  // The language switch (issue 29), while the other language's words load.
  'language.switching': 'Changing the language',
  'app.slogan': 'Vehicle lease financing across Canada',
  'app.stockTicker': 'SFI',
  'app.skipToContent': 'Skip to main content',
  'app.loading': 'Loading…',
  'app.backHome': 'Back to the home page',

  'nav.staff.label': 'Staff console',
  'nav.staff.makes': 'Makes',
  'nav.staff.reports': 'Reports',
  'nav.staff.quoteDealers': 'Quote dealers',
  'nav.staff.dealerAccounts': 'Dealer accounts',

  'header.unknownDealer': 'Unknown Dealer',
  'header.stockQuote': 'Stock quote ({exchange}: {symbol})',
  'header.menu': 'Menu',

  'action.save': 'Save',
  'action.cancel': 'Cancel',
  'action.close': 'Close',
  'action.retry': 'Try again',
  'action.dismiss': 'Dismiss',
  'action.confirm': 'Confirm',
  'action.signOut': 'Sign out',

  'filter.all': 'All',

  'mode.DEALER': 'Dealer',
  'mode.SFI': 'SFI',

  'validation.name.required': 'Enter a name.',
  'validation.name.tooLong': 'Use {max} characters or fewer.',
  'validation.make.duplicate': 'A make named {name} already exists.',
  'validation.model.duplicate': 'Each model of a make needs its own name; {name} is used twice.',
  'validation.trim.duplicate': 'Each trim of a model needs its own name; {name} is used twice.',
  'validation.models.tooMany': 'A make can have at most {max} models.',
  'validation.trims.tooMany': 'A model can have at most {max} trims.',
  'validation.make.idMismatch': 'The make in the body does not match the make in the address.',
  'validation.request.invalid': 'What was sent is not valid: {details}',
  'validation.required': 'This field is required.',
  'validation.text.characters':
    'This text holds characters that cannot be saved, such as invisible control characters. Retype it and try again.',
  'validation.text.reordering':
    'This text holds invisible characters that change the order its letters are shown in. Retype it without them.',
  'validation.tooLong': 'Use {max} characters or fewer.',
  'validation.detail.number':
    'This number is too large or too small to keep: use 0, or one between 0.000000001 and 999,999,999,999,999 (positive or negative).',
  'validation.nesting': 'This holds lists or groups nested more than {max} levels deep. Send it flatter.',
  'validation.email': 'Enter an e-mail address, like name@example.com.',
  'validation.phone': 'Enter a phone number with 10 to 15 digits.',
  'validation.province': 'Choose a province or territory.',
  'validation.locale': 'Choose English or French.',
  'validation.date': 'Enter a date.',
  'validation.dateFormat': 'Enter a date as YYYY-MM-DD.',
  'validation.dateRange': 'The end date must be on or after the start date.',
  'validation.digits': 'Use {min} to {max} digits.',
  'validation.digitsExact': 'Use exactly {count} digits.',
  'validation.amount': 'Enter an amount of zero or more, in dollars and cents.',
  'validation.wholeNumber': 'Enter a whole number of zero or more.',
  // What a number field says of what was typed, kept as typed (issue 25), and its stepper buttons.
  'validation.number.notANumber': 'Enter a number.',
  'validation.number.atMost': 'Enter at most {max}.',
  'validation.number.atLeast': 'Enter {min} or more.',
  'field.number.decrease': 'Decrease',
  'field.number.increase': 'Increase',

  // Sign-in (doc 1 §5, doc 2 §2, §8).
  'dealer.login.failed': 'Please try logging in again.',
  'staff.login.failed': 'Please try logging in again.',
  'client.callback.teleporting': "We're teleporting you to your destination!",
  'account.error.fetch': 'There was a problem fetching your account details. Please try again later',

  // The four session errors of the shared request rules (doc 1 §7, doc 2 §7).
  'session.error.missingToken': 'Missing Session Token',
  'session.error.invalid': 'Invalid Session',
  'session.error.networkChanged': 'Network Environment Changed',
  'session.error.expired': 'Session Expired',

  // Investor newsletter (doc 2 §4, §8).
  'newsletter.heading': 'Subscribe to our investor newsletter',
  'newsletter.email.label': 'E-mail address',
  'newsletter.subscribe': 'Subscribe',
  'newsletter.subscribed': 'You are now subscribed!',
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
