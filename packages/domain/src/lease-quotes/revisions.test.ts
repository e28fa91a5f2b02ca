import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../message-format.ts';
import { message } from '../messages.ts';
import {
  addableRevisionTypesByMode,
  addRevisionLabel,
  type addableRevisionTypes,
  canChangeRevisionState,
  nextRevisionNumber,
  numberedRevisions,
  revisionNumberOf,
  revisionStepsClosed,
  stepsClosedMessage,
  quoteActionText,
  type QuoteAction,
  type StepsClosedReason,
  findRevisionChange,
  isRevisionEditable,
  nextRevisionSteps,
  refusedChangeMessage,
  refusedRevisionChangeMessage,
  reorderedRevisions,
  revisionChanges,
  revisionStates,
  revisionTypes,
  type AppMode,
  type RevisionRef,
  type RevisionState,
  type RevisionStep,
  type RevisionStepInput,
  type RevisionType,
} from './index.ts';

const rev = (revisionType: RevisionType, revisionState: RevisionState, revisionId = 'r1'): RevisionRef => ({
  revisionId,
  revisionType,
  revisionState,
});
const to = (revisionType: RevisionType, revisionState: RevisionState): RevisionStep => ({
  revisionType,
  revisionState,
});

/** The owner acting on a quote whose only revision is this one. */
const ownInput = (mode: AppMode, revision: RevisionRef, dealerStepsEnabled = true): RevisionStepInput => ({
  mode,
  revision,
  revisions: [revision],
  isOwner: true,
  roles: ['LEASE_QUOTES_ADMIN'],
  dealerStepsEnabled,
});

describe('nextRevisionSteps: dealer mode, feature enabled (doc 1 §4)', () => {
  it.each<[RevisionType, RevisionState, RevisionStep[]]>([
    ['INITIAL', 'DRAFT', [to('INITIAL', 'QUOTE_APPROVED')]],
    ['INITIAL', 'QUOTE_APPROVED', [to('INITIAL', 'CREDIT_APPROVED'), to('INITIAL', 'DRAFT')]],
    ['INITIAL', 'CREDIT_APPROVED', [to('INITIAL', 'DRAFT')]],
    ...revisionStates.map((state): [RevisionType, RevisionState, RevisionStep[]] => ['FINAL', state, []]),
  ])('%s %s → %j', (type, state, expected) => {
    expect(nextRevisionSteps(ownInput('DEALER', rev(type, state)))).toEqual(expected);
  });

  it.each<[RevisionType, RevisionState]>([
    ['INITIAL', 'QUOTE_SUBMITTED'],
    ['INITIAL', 'CREDIT_SUBMITTED'],
    ['INITIAL', 'ALL_APPROVED'],
    ['INITIAL', 'REVIEWED'],
    ['ADJUSTED', 'DRAFT'],
    ['ADJUSTED', 'REVIEWED'],
    ['ADJUSTED', 'REJECTED'],
  ])('offers nothing the table does not list: %s %s', (type, state) => {
    expect(nextRevisionSteps(ownInput('DEALER', rev(type, state)))).toEqual([]);
  });

  it.each(revisionStates)('offers nothing while the feature is off (INITIAL %s)', (state) => {
    expect(nextRevisionSteps(ownInput('DEALER', rev('INITIAL', state), false))).toEqual([]);
    const { dealerStepsEnabled: _, ...withoutFlag } = ownInput('DEALER', rev('INITIAL', state));
    expect(nextRevisionSteps(withoutFlag)).toEqual([]);
  });
});

describe('nextRevisionSteps: SFI mode (doc 1 §4)', () => {
  it.each<[RevisionType, RevisionState, RevisionStep[]]>([
    ['INITIAL', 'DRAFT', [to('INITIAL', 'QUOTE_APPROVED')]],
    ['INITIAL', 'QUOTE_APPROVED', [to('INITIAL', 'CREDIT_APPROVED'), to('INITIAL', 'DRAFT')]],
    ['INITIAL', 'CREDIT_APPROVED', [to('FINAL', 'ALL_APPROVED'), to('INITIAL', 'DRAFT')]],
    ['INITIAL', 'ALL_APPROVED', [to('INITIAL', 'DRAFT')]],
    ['FINAL', 'APPROVED', [to('FINAL', 'ALL_APPROVED'), to('INITIAL', 'DRAFT')]],
    ['FINAL', 'ALL_APPROVED', [to('INITIAL', 'DRAFT')]],
  ])('%s %s → %j', (type, state, expected) => {
    expect(nextRevisionSteps(ownInput('SFI', rev(type, state)))).toEqual(expected);
  });

  it.each<[RevisionType, RevisionState, RevisionStep[]]>([
    ['INITIAL', 'REJECTED', [to('INITIAL', 'DRAFT')]],
    ['INITIAL', 'REVIEWED', [to('INITIAL', 'DRAFT')]],
    ['ADJUSTED', 'SUBMITTED', [to('ADJUSTED', 'DRAFT')]],
    ['ADJUSTED', 'REJECTED', [to('ADJUSTED', 'DRAFT')]],
    ['FINAL', 'REJECTED', [to('FINAL', 'DRAFT')]],
    ['DRAFT', 'SUBMITTED', [to('DRAFT', 'DRAFT')]],
    // Already a draft: there is no "back to Draft" to go.
    ['DRAFT', 'DRAFT', []],
  ])('any other case goes back to the Draft of its own type: %s %s → %j', (type, state, expected) => {
    expect(nextRevisionSteps(ownInput('SFI', rev(type, state)))).toEqual(expected);
  });

  it('ignores the dealer feature flag', () => {
    expect(nextRevisionSteps(ownInput('SFI', rev('INITIAL', 'DRAFT'), false))).toEqual([
      to('INITIAL', 'QUOTE_APPROVED'),
    ]);
  });
});

describe('nextRevisionSteps: when no step is offered (doc 1 §4, §6)', () => {
  const initial = rev('INITIAL', 'QUOTE_APPROVED', 'initial');

  it.each<[string, number, Partial<RevisionStepInput>]>([
    ['the owner', 2, { isOwner: true, roles: [] }],
    ['a super admin who does not own it', 2, { isOwner: false, roles: ['LEASE_QUOTES_SUPER_ADMIN'] }],
    ['an admin who does not own it', 0, { isOwner: false, roles: ['LEASE_QUOTES_ADMIN'] }],
    ['a user with no role who does not own it', 0, { isOwner: false, roles: [] }],
  ])('%s gets %i steps', (_, count, who) => {
    expect(nextRevisionSteps({ ...ownInput('SFI', initial), ...who })).toHaveLength(count);
  });

  it('offers nothing on a revision once another revision is FINAL', () => {
    const final = rev('FINAL', 'APPROVED', 'final');
    const revisions = [initial, final];
    expect(nextRevisionSteps({ ...ownInput('SFI', initial), revisions })).toEqual([]);
    expect(nextRevisionSteps({ ...ownInput('SFI', final), revisions })).toEqual([
      to('FINAL', 'ALL_APPROVED'),
      to('INITIAL', 'DRAFT'),
    ]);
  });

  it('offers nothing on an INITIAL revision once the quote has an ADJUSTED revision', () => {
    const adjusted = rev('ADJUSTED', 'SUBMITTED', 'adjusted');
    const revisions = [initial, adjusted];
    expect(nextRevisionSteps({ ...ownInput('SFI', initial), revisions })).toEqual([]);
    expect(nextRevisionSteps({ ...ownInput('SFI', adjusted), revisions })).toEqual([to('ADJUSTED', 'DRAFT')]);
  });
});

/**
 * Our reading of the counter-offer flow (packages/domain/README.md, "The counter-offer"): one row
 * per step the spec's tables do not place, with the action the button takes, its words, and the
 * type and state the revision ends in.
 */
describe('the counter-offer flow: our rows beside the spec’s tables', () => {
  it.each<
    [AppMode, RevisionType, RevisionState, QuoteAction, string, RevisionStep, RevisionStep | undefined]
  >([
    // SFI answers a dealer's quote submission: approve (the spec's), revise, reject, or back to draft.
    [
      'SFI',
      'INITIAL',
      'QUOTE_SUBMITTED',
      'approveQuote',
      'Approve Quote',
      to('INITIAL', 'QUOTE_APPROVED'),
      undefined,
    ],
    [
      'SFI',
      'INITIAL',
      'QUOTE_SUBMITTED',
      'revise',
      'Revise Quote',
      to('INITIAL', 'REVIEWED'),
      to('ADJUSTED', 'DRAFT'),
    ],
    ['SFI', 'INITIAL', 'QUOTE_SUBMITTED', 'reject', 'Reject', to('INITIAL', 'REJECTED'), undefined],
    [
      'SFI',
      'INITIAL',
      'QUOTE_SUBMITTED',
      'revertToDraft',
      'Revert to Draft',
      to('INITIAL', 'DRAFT'),
      undefined,
    ],
    // ... and a credit submission: approve, reject, or back to draft.
    [
      'SFI',
      'INITIAL',
      'CREDIT_SUBMITTED',
      'approveCredit',
      'Approve Credit',
      to('INITIAL', 'CREDIT_APPROVED'),
      undefined,
    ],
    ['SFI', 'INITIAL', 'CREDIT_SUBMITTED', 'reject', 'Reject', to('INITIAL', 'REJECTED'), undefined],
    [
      'SFI',
      'INITIAL',
      'CREDIT_SUBMITTED',
      'revertToDraft',
      'Revert to Draft',
      to('INITIAL', 'DRAFT'),
      undefined,
    ],
    // The revised quote ("Revised Quote") is shared with the dealer ("Adjusted").
    ['SFI', 'ADJUSTED', 'DRAFT', 'shareToDealer', 'Share to Dealer', to('ADJUSTED', 'SUBMITTED'), undefined],
    // A revised quote the dealer submitted for review: revise it again, or reject it.
    ['SFI', 'ADJUSTED', 'REVIEWED', 'changeToDraft', 'Revert to Draft', to('ADJUSTED', 'DRAFT'), undefined],
    ['SFI', 'ADJUSTED', 'REVIEWED', 'reject', 'Reject', to('ADJUSTED', 'REJECTED'), undefined],
    // The dealer answers the revised quote: accept it (the INITIAL flow goes on with its terms) or send it back.
    [
      'DEALER',
      'ADJUSTED',
      'SUBMITTED',
      'approveQuoteWithRevision',
      'Approve Quote with Revision',
      to('INITIAL', 'QUOTE_APPROVED'),
      undefined,
    ],
    [
      'DEALER',
      'ADJUSTED',
      'SUBMITTED',
      'submitForReview',
      'Submit for review',
      to('ADJUSTED', 'REVIEWED'),
      undefined,
    ],
    // A rejected quote is submitted again as it is, or reverted to draft to change it.
    [
      'DEALER',
      'INITIAL',
      'REJECTED',
      'submitQuote',
      'Submit Quote',
      to('INITIAL', 'QUOTE_SUBMITTED'),
      undefined,
    ],
    ['DEALER', 'INITIAL', 'REJECTED', 'revertToDraft', 'Revert to Draft', to('INITIAL', 'DRAFT'), undefined],
    // A scratch revision (type DRAFT) is submitted as the quote's INITIAL revision.
    ['DEALER', 'DRAFT', 'DRAFT', 'submit', 'Submit', to('INITIAL', 'QUOTE_SUBMITTED'), undefined],
  ])('%s, %s %s: %s (%j) ends in %j, adding %j', (mode, type, state, action, label, end, adds) => {
    const changes = revisionChanges(ownInput(mode, rev(type, state)));
    const change = changes.find((candidate) => candidate.action === action);
    expect(change).toMatchObject({ ...end, action });
    expect(change?.adds).toEqual(adds);
    expect(quoteActionText(action).label).toBe(label);
    expect(findRevisionChange(ownInput(mode, rev(type, state)), end)).toEqual(change);
  });

  it('the whole flow: submitted, revised, shared, accepted, then the INITIAL flow to all approved', () => {
    const dealer = (revision: RevisionRef, revisions: RevisionRef[]) => ({
      ...ownInput('DEALER', revision),
      revisions,
    });
    const staff = (revision: RevisionRef, revisions: RevisionRef[]) => ({
      ...ownInput('SFI', revision),
      isOwner: false,
      roles: ['LEASE_QUOTES_SUPER_ADMIN'],
      revisions,
    });
    const initial = rev('INITIAL', 'QUOTE_SUBMITTED', 'i');
    expect(revisionChanges(staff(initial, [initial])).map((change) => change.action)).toEqual([
      'approveQuote',
      'revise',
      'reject',
      'revertToDraft',
    ]);
    const reviewed = rev('INITIAL', 'REVIEWED', 'i');
    const revised = rev('ADJUSTED', 'DRAFT', 'a');
    // While the counter-offer stands, the reviewed revision is frozen.
    expect(revisionStepsClosed(staff(reviewed, [reviewed, revised]))).toBe('adjustedExists');
    expect(revisionChanges(staff(revised, [reviewed, revised])).map((change) => change.action)).toEqual([
      'shareToDealer',
    ]);
    // The dealer has nothing to do on a revised quote SFI is still writing.
    expect(revisionStepsClosed(dealer(revised, [reviewed, revised]))).toBe('none');
    const shared = rev('ADJUSTED', 'SUBMITTED', 'a');
    expect(revisionChanges(dealer(shared, [reviewed, shared])).map((change) => change.action)).toEqual([
      'approveQuoteWithRevision',
      'submitForReview',
    ]);
    const accepted = rev('INITIAL', 'QUOTE_APPROVED', 'a');
    expect(revisionChanges(dealer(accepted, [reviewed, accepted]))[0]).toMatchObject({
      action: 'submitForCreditApproval',
      revisionState: 'CREDIT_SUBMITTED',
    });
    const credit = rev('INITIAL', 'CREDIT_SUBMITTED', 'a');
    expect(revisionChanges(staff(credit, [reviewed, credit]))[0]).toMatchObject({ action: 'approveCredit' });
    const approved = rev('INITIAL', 'CREDIT_APPROVED', 'a');
    expect(revisionChanges(staff(approved, [reviewed, approved]))[0]).toMatchObject({
      action: 'approveRevision',
      revisionType: 'FINAL',
      revisionState: 'ALL_APPROVED',
    });
  });
});

describe('revisionStepsClosed: why no step is open (doc 1 §4, §6)', () => {
  const initial = rev('INITIAL', 'DRAFT', 'initial');
  it.each<[string, RevisionStepInput, StepsClosedReason | undefined, string]>([
    [
      'a dealer whose feature is off',
      ownInput('DEALER', initial, false),
      'featureOff',
      'Next steps are not turned on for your dealer account. Ask SFI to turn them on.',
    ],
    [
      'an admin who does not own it',
      { ...ownInput('SFI', initial), isOwner: false },
      'notOwner',
      'Only the revision’s owner or a super admin can move it on.',
    ],
    [
      'a revision beside a FINAL one',
      { ...ownInput('SFI', initial), revisions: [initial, rev('FINAL', 'APPROVED', 'final')] },
      'finalExists',
      'This quote has a final revision: only that revision moves on.',
    ],
    [
      'an INITIAL revision with an ADJUSTED one',
      { ...ownInput('SFI', initial), revisions: [initial, rev('ADJUSTED', 'DRAFT', 'adjusted')] },
      'adjustedExists',
      'This revision has a revised quote: the next steps are on the Adjusted revision.',
    ],
    [
      'a dealer’s revision under review',
      ownInput('DEALER', rev('INITIAL', 'QUOTE_SUBMITTED')),
      'none',
      'No next step is open to you for this revision.',
    ],
    ['a revision with steps', ownInput('DEALER', initial), undefined, ''],
  ])('%s', (_, input, reason, text) => {
    expect(revisionStepsClosed(input)).toBe(reason);
    if (reason) expect(message(stepsClosedMessage(reason))).toBe(text);
    expect(revisionChanges(input).length === 0).toBe(reason !== undefined);
  });
});

describe('revision numbers: each keeps its own through reorders', () => {
  const numbered = (id: string, revisionNumber?: number) => ({
    revisionId: id,
    ...(revisionNumber !== undefined && { revisionNumber }),
  });
  it.each<[string, ReturnType<typeof numbered>[], number[]]>([
    ['none numbered: by place', [numbered('a'), numbered('b')], [1, 2]],
    ['all numbered, reordered', [numbered('b', 2), numbered('a', 1)], [2, 1]],
    ['a gap after a deletion', [numbered('a', 1), numbered('c', 3)], [1, 3]],
    ['one without, its place taken', [numbered('a', 1), numbered('b', 1 + 1), numbered('x')], [1, 2, 3]],
    ['one without, its place taken elsewhere', [numbered('x'), numbered('b', 1)], [3, 1]],
  ])('%s', (_, revisions, numbers) => {
    const done = numberedRevisions(revisions);
    expect(done.map((revision) => revision.revisionNumber)).toEqual(numbers);
    expect(done.map((revision) => revisionNumberOf(done, revision))).toEqual(numbers);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each<[ReturnType<typeof numbered>[], number]>([
    [[], 1],
    [[numbered('a'), numbered('b')], 3],
    [[numbered('a', 5), numbered('b', 2)], 6],
  ])('after %j a new revision is number %i', (revisions, next) => {
    expect(nextRevisionNumber(revisions)).toBe(next);
  });
});

describe('addRevisionLabel: the Add revision menu in correct English', () => {
  it.each<[(typeof addableRevisionTypes)[number], string]>([
    ['INITIAL', 'Add an Initial revision'],
    ['ADJUSTED', 'Add an Adjusted revision'],
    ['DRAFT', 'Add a Draft revision'],
  ])('%s → %j', (type, label) => {
    expect(addRevisionLabel(type)).toBe(label);
  });
});

describe('addableRevisionTypesByMode: a revised quote (ADJUSTED) comes only from Revise Quote', () => {
  it.each<[AppMode, string[]]>([
    ['DEALER', ['DRAFT', 'INITIAL']],
    ['SFI', ['DRAFT', 'INITIAL']],
  ])('%s may add %j, never ADJUSTED', (mode, types) => {
    expect([...addableRevisionTypesByMode[mode]].sort()).toEqual(types);
  });
});

describe('revision changes: only SFI mode approves (doc 1 §4, §6)', () => {
  it.each<[AppMode, RevisionState, string, RevisionState]>([
    ['SFI', 'DRAFT', 'approveQuote', 'QUOTE_APPROVED'],
    ['SFI', 'QUOTE_APPROVED', 'approveCredit', 'CREDIT_APPROVED'],
    ['DEALER', 'DRAFT', 'submitForQuoteApproval', 'QUOTE_SUBMITTED'],
    ['DEALER', 'QUOTE_APPROVED', 'submitForCreditApproval', 'CREDIT_SUBMITTED'],
  ])('%s, INITIAL %s: the first step is %s, ending in %s', (mode, state, action, endState) => {
    const [first] = revisionChanges(ownInput(mode, rev('INITIAL', state)));
    expect(first).toMatchObject({ action, revisionType: 'INITIAL', revisionState: endState });
  });

  it('approving credit in SFI mode leads to a FINAL revision in ALL_APPROVED', () => {
    const [first] = revisionChanges(ownInput('SFI', rev('INITIAL', 'CREDIT_APPROVED')));
    expect(first).toMatchObject({
      action: 'approveRevision',
      revisionType: 'FINAL',
      revisionState: 'ALL_APPROVED',
    });
  });

  it.each<[AppMode, RevisionRef, RevisionState, RevisionType | undefined, boolean]>([
    ['SFI', rev('INITIAL', 'DRAFT'), 'QUOTE_APPROVED', undefined, true],
    ['SFI', rev('INITIAL', 'DRAFT'), 'QUOTE_APPROVED', 'INITIAL', true],
    ['SFI', rev('INITIAL', 'DRAFT'), 'QUOTE_APPROVED', 'FINAL', false],
    ['SFI', rev('INITIAL', 'DRAFT'), 'CREDIT_APPROVED', undefined, false],
    ['SFI', rev('INITIAL', 'CREDIT_APPROVED'), 'ALL_APPROVED', 'FINAL', true],
    ['SFI', rev('INITIAL', 'CREDIT_APPROVED'), 'ALL_APPROVED', 'INITIAL', false],
    ['DEALER', rev('INITIAL', 'DRAFT'), 'QUOTE_APPROVED', undefined, false],
    ['DEALER', rev('INITIAL', 'DRAFT'), 'QUOTE_SUBMITTED', undefined, true],
    ['DEALER', rev('INITIAL', 'QUOTE_APPROVED'), 'CREDIT_APPROVED', undefined, false],
    ['DEALER', rev('INITIAL', 'QUOTE_APPROVED'), 'CREDIT_SUBMITTED', undefined, true],
    ['DEALER', rev('INITIAL', 'CREDIT_APPROVED'), 'DRAFT', undefined, true],
    ['DEALER', rev('FINAL', 'APPROVED'), 'ALL_APPROVED', undefined, false],
  ])('%s may change %j to %s (%s): %s', (mode, revision, revisionState, revisionType, allowed) => {
    expect(canChangeRevisionState(ownInput(mode, revision), { revisionState, revisionType })).toBe(allowed);
  });

  it('returns the change a request matches', () => {
    expect(findRevisionChange(ownInput('SFI', rev('FINAL', 'APPROVED')), { revisionState: 'DRAFT' })).toEqual(
      {
        step: to('INITIAL', 'DRAFT'),
        action: 'revertToDraft',
        revisionType: 'INITIAL',
        revisionState: 'DRAFT',
      },
    );
  });

  it.each<[RevisionState, string]>([
    ['DRAFT', 'quote.error.adminMustRevert'],
    ['QUOTE_APPROVED', 'quote.error.adminMustApprove'],
    ['CREDIT_APPROVED', 'quote.error.adminMustApprove'],
    ['ALL_APPROVED', 'quote.error.adminMustApprove'],
    ['QUOTE_SUBMITTED', 'quote.error.adminMustApprove'],
    ['CREDIT_SUBMITTED', 'quote.error.adminMustApprove'],
    ['REJECTED', 'quote.error.stepNotAllowed'],
    ['REVIEWED', 'quote.error.stepNotAllowed'],
  ])('a refused change to %s explains itself with %s', (state, key) => {
    expect(refusedChangeMessage(state)).toBe(key);
  });

  // Issue 26: a refused step said "There was a problem on our end…", a server failure's words. It
  // says why: the reason no step is open to the user when there is one (revisionStepsClosed), else
  // the spec's words for a refused change back to draft or approval, else that the change is not one
  // of the revision's steps.
  const final = rev('FINAL', 'ALL_APPROVED', 'r2');
  const initial = rev('INITIAL', 'QUOTE_SUBMITTED');
  const adjusted = rev('ADJUSTED', 'DRAFT', 'r3');
  it.each<[string, RevisionStepInput, RevisionState, MessageKey]>([
    [
      'the dealer’s steps are off',
      ownInput('DEALER', rev('INITIAL', 'DRAFT'), false),
      'QUOTE_SUBMITTED',
      'quote.revision.noActions.featureOff',
    ],
    [
      'not the owner, not a super admin',
      { ...ownInput('SFI', initial), isOwner: false },
      'QUOTE_APPROVED',
      'quote.revision.noActions.notOwner',
    ],
    [
      'not the owner, back to draft',
      { ...ownInput('SFI', initial), isOwner: false },
      'DRAFT',
      'quote.revision.noActions.notOwner',
    ],
    [
      'another revision is FINAL',
      { ...ownInput('SFI', initial), revisions: [initial, final] },
      'QUOTE_APPROVED',
      'quote.revision.noActions.finalExists',
    ],
    [
      'an ADJUSTED revision follows',
      { ...ownInput('SFI', initial), revisions: [initial, adjusted] },
      'REJECTED',
      'quote.revision.noActions.adjustedExists',
    ],
    [
      'a dealer asks to approve',
      ownInput('DEALER', rev('INITIAL', 'DRAFT')),
      'QUOTE_APPROVED',
      'quote.error.adminMustApprove',
    ],
    [
      'a draft asked back to draft',
      ownInput('SFI', rev('INITIAL', 'DRAFT')),
      'DRAFT',
      'quote.error.adminMustRevert',
    ],
    [
      'a step the tables do not list',
      ownInput('SFI', rev('INITIAL', 'DRAFT')),
      'REJECTED',
      'quote.error.stepNotAllowed',
    ],
    [
      'a dealer asks to reject',
      ownInput('DEALER', rev('INITIAL', 'DRAFT')),
      'REJECTED',
      'quote.error.stepNotAllowed',
    ],
  ])('refused because %s: %s', (_, input, state, key) => {
    expect(findRevisionChange(input, { revisionState: state })).toBeUndefined();
    expect(refusedRevisionChangeMessage(input, state)).toBe(key);
    expect(message(key)).not.toBe(message('error.ourEnd'));
  });
});

describe('revision transition invariants (fast-check)', () => {
  const revisionArb = fc.record({
    revisionId: fc.constantFrom('a', 'b', 'c', 'd'),
    revisionType: fc.constantFrom(...revisionTypes),
    revisionState: fc.constantFrom(...revisionStates),
  });
  const inputArb = fc
    .record({
      mode: fc.constantFrom<AppMode>('DEALER', 'SFI'),
      revision: revisionArb,
      others: fc.array(revisionArb, { maxLength: 4 }),
      isOwner: fc.boolean(),
      roles: fc.subarray(['LEASE_QUOTES_ADMIN', 'LEASE_QUOTES_SUPER_ADMIN', 'OTHER']),
      dealerStepsEnabled: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ others, ...input }): RevisionStepInput => ({ ...input, revisions: [input.revision, ...others] }));

  it('never offers a step to a user who is neither owner nor super admin', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const outsider = {
          ...input,
          isOwner: false,
          roles: input.roles.filter((r) => r !== 'LEASE_QUOTES_SUPER_ADMIN'),
        };
        expect(nextRevisionSteps(outsider)).toEqual([]);
        for (const state of revisionStates)
          expect(canChangeRevisionState(outsider, { revisionState: state })).toBe(false);
      }),
    );
  });

  it('never offers a FINAL step, nor allows an approval, in DEALER mode, but accepting a revised quote', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const dealer = { ...input, mode: 'DEALER' as const };
        for (const step of nextRevisionSteps(dealer)) expect(step.revisionType).not.toBe('FINAL');
        for (const change of revisionChanges(dealer))
          if (change.action !== 'approveQuoteWithRevision')
            expect(change.revisionState).not.toMatch(/APPROVED$/);
        const accepting =
          dealer.revision.revisionType === 'ADJUSTED' && dealer.revision.revisionState === 'SUBMITTED';
        for (const state of ['CREDIT_APPROVED', 'APPROVED', 'ALL_APPROVED'] as const)
          expect(canChangeRevisionState(dealer, { revisionState: state })).toBe(false);
        if (!accepting)
          expect(canChangeRevisionState(dealer, { revisionState: 'QUOTE_APPROVED' })).toBe(false);
      }),
    );
  });

  it('allows exactly the changes it offers, and never a change to the state the revision is in', () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...revisionStates), (input, state) => {
        const offered = revisionChanges(input);
        expect(canChangeRevisionState(input, { revisionState: state })).toBe(
          offered.some((change) => change.revisionState === state),
        );
        for (const step of nextRevisionSteps(input))
          expect(step).not.toEqual({
            revisionType: input.revision.revisionType,
            revisionState: input.revision.revisionState,
          });
      }),
    );
  });

  it('offers at most one change per end state, so a request by state alone is never ambiguous', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const states = revisionChanges(input).map((change) => change.revisionState);
        expect(new Set(states).size).toBe(states.length);
      }),
    );
  });
});

describe('isRevisionEditable: terms change only while a revision is a draft', () => {
  it.each(revisionStates.map((state) => [state, state === 'DRAFT'] as const))(
    '%s → %s',
    (state, editable) => {
      expect(isRevisionEditable({ revisionState: state })).toBe(editable);
    },
  );
});

describe('reorderedRevisions: the reorder list must be a permutation of the revisions', () => {
  const revisions = [rev('INITIAL', 'DRAFT', 'a'), rev('ADJUSTED', 'DRAFT', 'b'), rev('DRAFT', 'DRAFT', 'c')];
  it.each<[string, string[], string[] | undefined]>([
    ['the same order', ['a', 'b', 'c'], ['a', 'b', 'c']],
    ['a new order', ['c', 'a', 'b'], ['c', 'a', 'b']],
    ['one missing', ['a', 'b'], undefined],
    ['one twice', ['a', 'b', 'b'], undefined],
    ['one unknown', ['a', 'b', 'x'], undefined],
    ['one more', ['a', 'b', 'c', 'x'], undefined],
  ])('%s', (_, ids, expected) => {
    expect(reorderedRevisions(revisions, ids)?.map((revision) => revision.revisionId)).toEqual(expected);
  });
});
