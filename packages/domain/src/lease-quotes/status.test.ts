import { describe, expect, it } from 'vitest';
import {
  quoteStatusOf,
  quoteActions,
  quoteActionText,
  quoteStatusAction,
  quoteStatusSteps,
  quoteStatuses,
  quoteStatusLabel,
  quoteStatusTone,
  revisionProgress,
  revisionStateLabel,
  revisionStates,
  revisionStateTone,
  revisionTypeLabel,
  revisionTypes,
  visibleListStatuses,
  isHeaderListStatus,
  quoteListStatuses,
  quoteListStatusLabel,
  type AppMode,
  type QuoteListStatus,
  type QuoteAction,
  type QuoteStatus,
  type RevisionState,
  type RevisionType,
  type StatusTone,
} from './index.ts';

describe('quoteStatusLabel (doc 1 §4, quote header status table)', () => {
  it.each<[QuoteStatus, string]>([
    ['DRAFT', 'Draft'],
    ['SUBMITTED', 'Pending Reviews'],
    ['TRANSFERRED', 'Completed'],
    ['APPROVED', 'Approved'],
  ])('%s reads %j', (status, label) => {
    expect(quoteStatusLabel(status)).toBe(label);
  });

  it('covers every status', () => {
    expect(quoteStatuses).toHaveLength(4);
  });
});

describe('revisionStateLabel (doc 1 §4, display labels of revision states)', () => {
  it.each<[RevisionType, RevisionState, string]>([
    ['INITIAL', 'SUBMITTED', 'Draft (Original)'],
    ['INITIAL', 'DRAFT', 'Draft'],
    ['INITIAL', 'REJECTED', 'Rejected'],
    ['INITIAL', 'REVIEWED', 'Reviewed'],
    ['INITIAL', 'QUOTE_SUBMITTED', 'Under Quote Review'],
    ['INITIAL', 'QUOTE_APPROVED', 'Quote Approved'],
    ['INITIAL', 'CREDIT_SUBMITTED', 'Under Credit Review'],
    ['INITIAL', 'CREDIT_APPROVED', 'Credit Approved'],
    ['ADJUSTED', 'SUBMITTED', 'Adjusted'],
    ['ADJUSTED', 'DRAFT', 'Revised Quote'],
    ['ADJUSTED', 'REJECTED', 'Rejected'],
    ['FINAL', 'APPROVED', 'Approved'],
    ['FINAL', 'ALL_APPROVED', 'Revision Approved'],
  ])('%s %s reads %j', (type, state, label) => {
    expect(revisionStateLabel(type, state)).toBe(label);
  });

  it.each<[RevisionType, RevisionState, string]>([
    ['DRAFT', 'SUBMITTED', 'Submitted'],
    ['ADJUSTED', 'APPROVED', 'Approved'],
    ['FINAL', 'QUOTE_SUBMITTED', 'Quote Submitted'],
    ['INITIAL', 'ALL_APPROVED', 'All Approved'],
  ])('a pair the table does not list reads as the state alone: %s %s → %j', (type, state, label) => {
    expect(revisionStateLabel(type, state)).toBe(label);
  });

  it('labels every pair of type and state with some text', () => {
    for (const type of revisionTypes)
      for (const state of revisionStates) expect(revisionStateLabel(type, state)).toMatch(/\w/);
  });

  it.each<[RevisionType, string]>([
    ['DRAFT', 'Draft'],
    ['INITIAL', 'Initial'],
    ['ADJUSTED', 'Adjusted'],
    ['FINAL', 'Final'],
  ])('revision type %s reads %j', (type, label) => {
    expect(revisionTypeLabel(type)).toBe(label);
  });
});

describe('status tones (doc 1 §4: approved green, rejected red, draft and submitted grey or yellow)', () => {
  it.each<[RevisionState, StatusTone]>([
    ['APPROVED', 'positive'],
    ['ALL_APPROVED', 'positive'],
    ['QUOTE_APPROVED', 'positive'],
    ['CREDIT_APPROVED', 'positive'],
    ['REJECTED', 'critical'],
    ['DRAFT', 'neutral'],
    ['SUBMITTED', 'caution'],
    ['QUOTE_SUBMITTED', 'caution'],
    ['CREDIT_SUBMITTED', 'caution'],
    ['REVIEWED', 'caution'],
  ])('%s is %s', (state, tone) => {
    expect(revisionStateTone(state)).toBe(tone);
  });

  it.each<[QuoteStatus, StatusTone]>([
    ['DRAFT', 'neutral'],
    ['SUBMITTED', 'caution'],
    ['APPROVED', 'positive'],
    ['TRANSFERRED', 'positive'],
  ])('quote status %s is %s', (status, tone) => {
    expect(quoteStatusTone(status)).toBe(tone);
  });
});

// The status filter's choices (doc 1 §4 "Statuses visible in the list", read as the filter's
// choices: the list itself shows every state), each labelled as the list's rows label it.
describe('visibleListStatuses: the status filter’s choices (doc 1 §4, issue 25)', () => {
  it.each<[AppMode, [QuoteListStatus, string][]]>([
    ['DEALER', [['DRAFT', 'Draft']]],
    [
      'SFI',
      [
        ['DRAFT', 'Draft'],
        ['QUOTE_SUBMITTED', 'Under Quote Review'],
        ['CREDIT_SUBMITTED', 'Under Credit Review'],
        ['QUOTE_APPROVED', 'Quote Approved'],
        ['CREDIT_APPROVED', 'Credit Approved'],
        ['APPROVED', 'Approved'],
        ['TRANSFERRED', 'Completed'],
      ],
    ],
  ])('%s mode offers %j', (mode, choices) => {
    expect(visibleListStatuses(mode).map((status) => [status, quoteListStatusLabel(status)])).toEqual(
      choices,
    );
  });

  it('labels a revision state as the INITIAL revision that reaches it, and a header status as the header does', () => {
    for (const status of quoteListStatuses)
      expect(quoteListStatusLabel(status)).toBe(
        isHeaderListStatus(status) ? quoteStatusLabel(status) : revisionStateLabel('INITIAL', status),
      );
  });
});

describe('action labels (doc 1 §4)', () => {
  it.each<[QuoteAction, string]>([
    ['submit', 'Submit'],
    ['revertToDraft', 'Revert to Draft'],
    ['submitForReview', 'Submit for review'],
    ['reject', 'Reject'],
    ['submitForQuoteApproval', 'Submit for Quote Approval'],
    ['submitForCreditApproval', 'Submit for Credit Approval'],
    ['approveRevision', 'Approve Revision'],
    ['shareToDealer', 'Share to Dealer'],
    ['approveQuoteWithRevision', 'Approve Quote with Revision'],
    ['approveQuote', 'Approve Quote'],
    ['approveCredit', 'Approve Credit'],
    ['submitQuote', 'Submit Quote'],
    ['revise', 'Revise Quote'],
    ['complete', 'Mark as Completed'],
    ['reopen', 'Reopen as Approved'],
  ])('%s is labelled %j', (action, label) => {
    expect(quoteActionText(action).label).toBe(label);
  });
});

describe('confirmations and success notices of each status change (doc 1 §5, §8)', () => {
  it.each<[QuoteAction, string, string]>([
    ['submit', 'Are you sure you want to submit this quote?', 'This quote is submitted for approval.'],
    ['changeToDraft', 'Change this quote back to a draft?', 'This quote is changed to a draft.'],
    ['approveQuote', 'Are you sure you want to approve this quote?', 'This quote is approved.'],
    ['approveCredit', 'Are you sure you want to approve this quote?', 'This quote is approved.'],
    ['approveRevision', 'Are you sure you want to approve this quote?', 'This quote is approved.'],
    [
      'submitForReview',
      'Are you sure you want to submit this quote for approval?',
      'This quote is submitted for approval.',
    ],
    ['revertToDraft', 'Revert to draft?', 'This quote is changed to a draft.'],
    [
      'submitQuote',
      'Are you sure you want to submit this for quote?',
      'This quote is submitted for quote approval.',
    ],
    [
      'submitForQuoteApproval',
      'Are you sure you want to submit this for quote approval?',
      'This quote is submitted for quote approval.',
    ],
    [
      'submitForCreditApproval',
      'Are you sure you want to submit this for credit approval?',
      'This quote is submitted for credit approval.',
    ],
    [
      'shareToDealer',
      'Share this revised quote with the dealer? They can accept it or submit it for review again.',
      'This revised quote is shared with the dealer.',
    ],
    ['reject', 'Reject this quote? The dealer sees it as Rejected.', 'This quote is rejected.'],
    ['approveQuoteWithRevision', 'Are you sure you want to approve this quote?', 'This quote is approved.'],
    [
      'complete',
      'Mark this quote Completed? Its lease is under way and the quote is closed.',
      'This quote is completed.',
    ],
    ['reopen', 'Reopen this quote as Approved? It is no longer Completed.', 'This quote is Approved again.'],
  ])('%s asks %j and then says %j', (action, confirmation, notice) => {
    expect(quoteActionText(action)).toMatchObject({ confirmation, notice });
  });

  it.each<[QuoteAction, string | undefined]>([
    ['revertToDraft', 'An admin must change this back to a draft.'],
    ['changeToDraft', 'An admin must change this back to a draft.'],
    ['approveQuote', 'An admin must review and approve this quote.'],
    ['submitForQuoteApproval', 'An admin must review and approve this quote.'],
    ['submit', undefined],
  ])('a refused %s says %j (doc 1 §6, §8)', (action, refused) => {
    expect(quoteActionText(action).refused).toBe(refused);
  });

  it('gives every action a label', () => {
    for (const action of quoteActions) expect(quoteActionText(action).label).toMatch(/\w/);
  });

  it.each<[QuoteStatus, QuoteAction | undefined]>([
    ['SUBMITTED', 'submit'],
    ['APPROVED', 'reopen'],
    ['DRAFT', 'changeToDraft'],
    ['TRANSFERRED', 'complete'],
  ])('the quote header changes to %s by %s', (status, action) => {
    expect(quoteStatusAction(status)).toBe(action);
  });

  it('Revise Quote asks nothing, and says what to do next', () => {
    expect(quoteActionText('revise')).toEqual({
      label: 'Revise Quote',
      notice: 'A revised quote is added: change its terms, then share it with the dealer.',
    });
  });
});

describe('step indicator (doc 1 §4)', () => {
  it.each<[RevisionState, string[]]>([
    ['DRAFT', ['Submit Quote', 'Approve Quote', 'Submit Credit', 'Approve Credit']],
    ['QUOTE_SUBMITTED', ['Quote Submitted', 'Approve Quote', 'Submit Credit', 'Approve Credit']],
    ['QUOTE_APPROVED', ['Quote Submitted', 'Quote Approved', 'Submit Credit', 'Approve Credit']],
    ['CREDIT_SUBMITTED', ['Quote Submitted', 'Quote Approved', 'Credit Submitted', 'Approve Credit']],
    ['CREDIT_APPROVED', ['Quote Submitted', 'Quote Approved', 'Credit Submitted', 'Credit Approved']],
    ['ALL_APPROVED', ['Quote Submitted', 'Quote Approved', 'Credit Submitted', 'Credit Approved']],
  ])('%s reads %j', (state, labels) => {
    const steps = revisionProgress(state);
    expect(steps.map((step) => step.label)).toEqual(labels);
    expect(steps.filter((step) => step.complete)).toHaveLength(
      labels.filter((label) => !/^(Submit|Approve) /.test(label)).length,
    );
  });
});

describe('quoteStatusOf: the header follows the listed revision; Approved only when all approved', () => {
  it.each<[RevisionType, RevisionState, QuoteStatus]>([
    ['INITIAL', 'DRAFT', 'DRAFT'],
    ['DRAFT', 'DRAFT', 'DRAFT'],
    ['INITIAL', 'REJECTED', 'DRAFT'],
    ['ADJUSTED', 'REJECTED', 'DRAFT'],
    ['INITIAL', 'SUBMITTED', 'SUBMITTED'],
    ['INITIAL', 'REVIEWED', 'SUBMITTED'],
    ['INITIAL', 'QUOTE_SUBMITTED', 'SUBMITTED'],
    ['INITIAL', 'CREDIT_SUBMITTED', 'SUBMITTED'],
    // Only the quote, or the credit, approved: still pending reviews (issue 25, item 13).
    ['INITIAL', 'QUOTE_APPROVED', 'SUBMITTED'],
    ['INITIAL', 'CREDIT_APPROVED', 'SUBMITTED'],
    ['FINAL', 'APPROVED', 'SUBMITTED'],
    // A revised quote SFI are writing in answer to a submission, and one shared or sent back.
    ['ADJUSTED', 'DRAFT', 'SUBMITTED'],
    ['ADJUSTED', 'SUBMITTED', 'SUBMITTED'],
    ['ADJUSTED', 'REVIEWED', 'SUBMITTED'],
    ['FINAL', 'ALL_APPROVED', 'APPROVED'],
  ])('%s %s → %s', (revisionType, revisionState, status) => {
    expect(quoteStatusOf({ quoteData: [{ revisionType, revisionState }] })).toBe(status);
  });

  it('reads the selected revision, else the last; a quote without revisions is a draft', () => {
    const quoteData = [
      { revisionType: 'FINAL', revisionState: 'ALL_APPROVED' },
      { revisionType: 'INITIAL', revisionState: 'DRAFT' },
    ] as const;
    expect(quoteStatusOf({ quoteData, selectedRevisionNumber: 0 })).toBe('APPROVED');
    expect(quoteStatusOf({ quoteData })).toBe('DRAFT');
    expect(quoteStatusOf({ quoteData: [] })).toBe('DRAFT');
  });

  it.each<[RevisionType, RevisionState, QuoteStatus | undefined, QuoteStatus]>([
    ['FINAL', 'ALL_APPROVED', 'TRANSFERRED', 'TRANSFERRED'],
    ['FINAL', 'ALL_APPROVED', 'APPROVED', 'APPROVED'],
    ['FINAL', 'ALL_APPROVED', undefined, 'APPROVED'],
    // Reopened (back to Draft, or in review again): no longer Completed.
    ['INITIAL', 'DRAFT', 'TRANSFERRED', 'DRAFT'],
    ['INITIAL', 'QUOTE_SUBMITTED', 'TRANSFERRED', 'SUBMITTED'],
  ])('a quote %s %s that was %s is %s', (revisionType, revisionState, current, status) => {
    expect(quoteStatusOf({ quoteData: [{ revisionType, revisionState }] }, current)).toBe(status);
  });
});

describe('quoteStatusSteps: the header-status changes staff make (doc 1 §4)', () => {
  it.each<[QuoteStatus, QuoteStatus[], QuoteStatus[]]>([
    ['DRAFT', [], []],
    ['SUBMITTED', [], []],
    ['APPROVED', ['TRANSFERRED'], []],
    ['TRANSFERRED', ['APPROVED'], []],
  ])('%s: SFI may change it to %j, a dealer to %j', (status, sfi, dealer) => {
    expect(quoteStatusSteps('SFI', status)).toEqual(sfi);
    expect(quoteStatusSteps('DEALER', status)).toEqual(dealer);
  });
});
