import { describe, expect, it } from 'vitest';
import {
  authMessages,
  catalogueParts,
  commonMessages,
  en,
  fileMoneyMessage,
  formatMessage,
  isMessageKey,
  message,
  messagesIn,
  type MessageKey,
} from './index.ts';

// doc 1 §8, one row per row of the error catalogue, then the success notices.
describe('error catalogue of doc 1 §8', () => {
  it.each<[string, MessageKey, string]>([
    ['Dealer login fails', 'dealer.login.failed', 'Please try logging in again.'],
    [
      'Make calls fail; default failure of status flows; approve, change and submit failures',
      'error.ourEnd',
      'There was a problem on our end. Please try again later.',
    ],
    ['Change-to-draft fails', 'quote.error.adminMustRevert', 'An admin must change this back to a draft.'],
    ['Approval fails', 'quote.error.adminMustApprove', 'An admin must review and approve this quote.'],
    ['Revision update fails', 'quote.error.update', 'Error updating quote'],
    ['Dealer-auth list fails', 'dealerAccounts.error.noneFound', 'No accounts found'],
    ['Dealer-auth read fails', 'dealerAccounts.error.notFound', 'No account found'],
    ['Success: approved', 'quote.notice.approved', 'This quote is approved.'],
    [
      'Success: credit approval',
      'quote.notice.submittedForCreditApproval',
      'This quote is submitted for credit approval.',
    ],
    [
      'Success: quote approval',
      'quote.notice.submittedForQuoteApproval',
      'This quote is submitted for quote approval.',
    ],
    ['Success: approval', 'quote.notice.submittedForApproval', 'This quote is submitted for approval.'],
    ['Success: draft', 'quote.notice.changedToDraft', 'This quote is changed to a draft.'],
  ])('%s: %s', (_, key, text) => {
    expect(message(key)).toBe(text);
  });
});

// doc 2 §8, one row per message of the error catalogue.
describe('error catalogue of doc 2 §8', () => {
  it.each<[string, MessageKey, string]>([
    ['Generic failure', 'error.tryAgain', 'Please try again'],
    [
      'Message load failed',
      'chat.error.messages',
      'There was a problem getting your messages. Please try again.',
    ],
    ['Staff sign-in failed', 'staff.login.failed', 'Please try logging in again.'],
    [
      'File or buyout load failed',
      'files.error.load',
      'There was a problem loading the file. Please try again.',
    ],
    ['Loan receivables load', 'files.error.loanReceivables', 'There was a problem loading loan receivables.'],
    ['Buyout save', 'files.error.buyoutSave', 'There was a problem saving the file. Please try again.'],
    ['File save', 'files.error.save', 'A problem occurred, please try again later.'],
    ['File create', 'files.error.create', 'Error creating new file'],
    ['File delete', 'files.error.delete', 'Error deleting file'],
    [
      'Report generation',
      'files.error.reportGeneration',
      'Something went wrong with our generation! Please try again in a little bit.',
    ],
    [
      'Maximizer and month-end',
      'files.error.monthEndReport',
      'There was a problem generating your month end report. Please try again.',
    ],
    ['Search with no result', 'files.search.noResults', 'No files were found with {query}'],
    [
      'Search by date range with no result',
      'files.search.noResultsInRange',
      'No files were found in this range!',
    ],
    ['Dealer update', 'dealers.error.update', 'Could not update dealer. Please try again.'],
    ['File number taken', 'files.fileNo.exists', 'This file number already exists.'],
    ['Banking info fetch or update', 'bankingInfo.error.load', 'There was a problem loading banking info.'],
    ['Banking info create', 'bankingInfo.error.create', 'There was a problem creating banking info.'],
    ['Banking info delete', 'bankingInfo.error.delete', 'There was a problem deleting banking info.'],
    [
      '/me fails',
      'account.error.fetch',
      'There was a problem fetching your account details. Please try again later',
    ],
    [
      'Lease takeover detail or e-mail fails',
      'takeovers.error.unavailable',
      'This lease takeover is not available.',
    ],
    ['Takeover list load failed', 'takeovers.error.noneFound', 'No leaseTakeovers were found with'],
    ['Lease lists', 'leases.error.noneFound', 'No leases found'],
    ['Lease save', 'leases.error.save', 'Saving failed'],
    ['Lease delete', 'leases.error.delete', 'Delete failed'],
    ['Client search', 'clients.error.noneFound', 'No clients found'],
    ['Client load', 'clients.error.load', 'There was a problem loading this client.'],
    ['Dealer load', 'dealers.error.load', 'There was a problem loading this dealer.'],
    ['Dealer search by file number', 'dealers.error.noneFound', 'No dealers found'],
    ['Staff search', 'staff.error.noneFound', 'No staffs found'],
    ['Staff load', 'staff.error.load', 'There was a problem loading this staff.'],
    ['File number update (administration)', 'files.fileNo.notFound', 'The file does not exist'],
    ['GPS link', 'gps.link.failed', 'Try again'],
    ['Room assign', 'rooms.error.assign', 'Update failed'],
    ['Upload token, user map, read URLs, read list', 'error.couldNotGetToken', 'Could not get token'],
    ['Newsletter', 'newsletter.error', 'Sorry, an error has occurred.'],
    ['Newsletter subscribed', 'newsletter.subscribed', 'You are now subscribed!'],
    ['Newsletter heading', 'newsletter.heading', 'Subscribe to our investor newsletter'],
    ['Sign-in callback', 'client.callback.teleporting', "We're teleporting you to your destination!"],
  ])('%s: %s', (_, key, text) => {
    expect(en[key]).toBe(text);
  });

  it('fills in the search query', () => {
    expect(message('files.search.noResults', { query: 'SF-1' })).toBe('No files were found with SF-1');
  });
});

describe('the catalogue', () => {
  it('gives each key to exactly one area', () => {
    const keys = Object.values(catalogueParts).flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(Object.keys(en).length);
  });

  it('has text for every key', () => {
    for (const key of Object.keys(en) as MessageKey[]) expect(en[key]).toMatch(/\S/);
  });

  it('tells keys from other strings', () => {
    expect(isMessageKey('error.ourEnd')).toBe(true);
    expect(isMessageKey('leaseFile.field.unknown')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('falls back to English for a locale the product does not speak', () => {
    expect(message('quote.status.SUBMITTED', {}, 'de-DE')).toBe('Pending Reviews');
  });
});

describe('messages of some areas only', () => {
  const publicMessage = messagesIn(commonMessages, authMessages);

  it('gives the same text as message for every key of its areas', () => {
    const keys = [...Object.keys(commonMessages), ...Object.keys(authMessages)] as (
      keyof typeof commonMessages | keyof typeof authMessages
    )[];
    for (const key of keys) expect(publicMessage(key)).toBe(message(key));
  });

  it('fills in placeholders and plurals as message does', () => {
    expect(publicMessage('header.stockQuote', { exchange: 'TSX', symbol: 'SFI' })).toBe(
      'Stock quote (TSX: SFI)',
    );
    expect(publicMessage('staff.code.resendIn', { seconds: 1 })).toBe(
      'You can ask for a new code in 1 second.',
    );
    expect(publicMessage('staff.code.resendIn', { seconds: 30 })).toBe(
      message('staff.code.resendIn', { seconds: 30 }),
    );
  });

  it('knows only the keys of its areas', () => {
    // @ts-expect-error The quote tool's words are not in the common and sign-in areas.
    expect(() => publicMessage('quote.error.update')).toThrow();
  });
});

// Issue 25: "Saved by Ana, Nov 25, 2026, 1:10 a.m.." (the time's own full stop, then the sentence's).
describe('a value ending in a full stop at the end of a sentence', () => {
  it.each([
    [
      'a time',
      'fileTool.buyout.savedBy',
      { name: 'Ana', when: 'Nov 25, 2026, 1:10 a.m.' },
      'Saved by Ana, Nov 25, 2026, 1:10 a.m.',
    ],
    [
      'a company',
      'fileTool.buyout.savedBy',
      { name: 'Ana', when: 'Granite Ltd.' },
      'Saved by Ana, Granite Ltd.',
    ],
    [
      'a value without one',
      'fileTool.buyout.savedBy',
      { name: 'Ana', when: 'Nov 25, 2026' },
      'Saved by Ana, Nov 25, 2026.',
    ],
  ] as const)('gives one full stop: %s', (_, key, params, text) => {
    expect(fileMoneyMessage(key, params)).toBe(text);
  });

  // French elides « de » and « que » before a vowel; a message cannot write it out before a
  // placeholder, so formatMessage does, once the value is known.
  it.each([
    [
      'de, before a vowel',
      'Les renseignements de {payee}',
      'Intact Assurance',
      'Les renseignements d’Intact Assurance',
    ],
    ['de, before an accented vowel', 'Le dossier de {name}', 'Élise Roy', 'Le dossier d’Élise Roy'],
    ['De, at the start', 'De {name} : bonjour', 'Ana', 'D’Ana : bonjour'],
    ['que, before a vowel', 'Personne d’autre que {name}.', 'Isabelle', 'Personne d’autre qu’Isabelle.'],
    ['de, before a consonant', 'Le dossier de {name}', 'Marc', 'Le dossier de Marc'],
    ['de, before an h (mute or not)', 'Le dossier de {name}', 'Hubert', 'Le dossier de Hubert'],
    ['de, before a number', 'Au moins de {min} caractères', 8, 'Au moins de 8 caractères'],
    ['a word ending in de', 'Une aide {name}', 'Ana', 'Une aide Ana'],
  ] as const)('French elision: %s', (_, template, value, text) => {
    const name = template.match(/\{(\w+)\}/)![1]!;
    expect(formatMessage(template, { [name]: value }, 'fr-CA')).toBe(text);
  });

  it('elides in French only', () => {
    expect(formatMessage('Message de {name}', { name: 'Ana' }, 'en-CA')).toBe('Message de Ana');
  });

  it('keeps a full stop inside the sentence', () => {
    expect(formatMessage('At {when} we left.', { when: '1:10 a.m.' }, 'en-CA')).toBe('At 1:10 a.m. we left.');
    expect(formatMessage('{a}.{b}', { a: 'x.', b: 'y' }, 'en-CA')).toBe('x.y');
  });
});
