import type { MessageKey } from '../message-format.ts';
import type { AppMode, RevisionRef, RevisionState, RevisionType } from './entities.ts';
import type { QuoteAction } from './status.ts';

/**
 * Which status changes a revision allows (doc 1 §4, §6). The quote tool offers exactly these, and
 * the server accepts exactly these: both call {@link canChangeRevisionState}, so a change the
 * screen does not offer is one the server refuses.
 */

/** The role that may act on revisions its holder does not own (doc 1 §6). */
export const SUPER_ADMIN_ROLE = 'LEASE_QUOTES_SUPER_ADMIN';

/**
 * The revision types a user may add, to a new quote or to one they have: a FINAL revision comes only
 * from the workflow, by approving credit (doc 1 §4), so it is never added. A new revision is a draft.
 */
export const addableRevisionTypes = [
  'INITIAL',
  'ADJUSTED',
  'DRAFT',
] as const satisfies readonly RevisionType[];

/** A revision type and state: a target of a status change. */
export interface RevisionStep {
  revisionType: RevisionType;
  revisionState: RevisionState;
}

/** What decides a revision's next steps. */
export interface RevisionStepInput {
  /** DEALER (the dealer portal) or SFI (the provider's staff). */
  mode: AppMode;
  /** The revision to move. */
  revision: RevisionRef;
  /** Every revision of the quote (its `quoteData`), including this one. */
  revisions: readonly RevisionRef[];
  /** Whether the user owns this revision. */
  isOwner: boolean;
  /** The user's roles, for example `['LEASE_QUOTES_ADMIN']`. */
  roles: readonly string[];
  /** DEALER mode only: the feature flag that turns the dealer's steps on. Default false. */
  dealerStepsEnabled?: boolean;
}

type Table = Partial<Record<RevisionType, Partial<Record<RevisionState, readonly RevisionStep[]>>>>;

const step = (revisionType: RevisionType, revisionState: RevisionState): RevisionStep => ({
  revisionType,
  revisionState,
});

/** Allowed next steps in DEALER mode, when the feature is on (doc 1 §4). Nothing else is offered. */
export const dealerRevisionSteps: Readonly<Table> = {
  INITIAL: {
    DRAFT: [step('INITIAL', 'QUOTE_APPROVED')],
    QUOTE_APPROVED: [step('INITIAL', 'CREDIT_APPROVED'), step('INITIAL', 'DRAFT')],
    CREDIT_APPROVED: [step('INITIAL', 'DRAFT')],
  },
  FINAL: {},
};

/**
 * Allowed next steps in SFI mode (doc 1 §4). A revision in any state not listed goes back to the
 * DRAFT state of its own type.
 *
 * Two rows are ours: a dealer's step to Quote approved or Credit approved submits the revision
 * instead (`revisionStepChange`), and SFI reviews that submission as the step it asks for: approve
 * it, or back to Draft. Without them a dealer's submission could only be reverted ("An admin must
 * review and approve this quote", doc 1 §6).
 */
export const sfiRevisionSteps: Readonly<Table> = {
  INITIAL: {
    DRAFT: [step('INITIAL', 'QUOTE_APPROVED')],
    QUOTE_SUBMITTED: [step('INITIAL', 'QUOTE_APPROVED'), step('INITIAL', 'DRAFT')],
    CREDIT_SUBMITTED: [step('INITIAL', 'CREDIT_APPROVED'), step('INITIAL', 'DRAFT')],
    QUOTE_APPROVED: [step('INITIAL', 'CREDIT_APPROVED'), step('INITIAL', 'DRAFT')],
    CREDIT_APPROVED: [step('FINAL', 'ALL_APPROVED'), step('INITIAL', 'DRAFT')],
    ALL_APPROVED: [step('INITIAL', 'DRAFT')],
  },
  FINAL: {
    APPROVED: [step('FINAL', 'ALL_APPROVED'), step('INITIAL', 'DRAFT')],
    ALL_APPROVED: [step('INITIAL', 'DRAFT')],
  },
};

/** Whether the user may act on the revision at all: its owner, or a super admin (doc 1 §6). */
export function mayActOnRevision(isOwner: boolean, roles: readonly string[]): boolean {
  return isOwner || roles.includes(SUPER_ADMIN_ROLE);
}

/**
 * Whether the quote's other revisions freeze this one (doc 1 §4): a FINAL revision exists and
 * this is not it, or this is an INITIAL revision and the quote already has an ADJUSTED revision.
 */
export function isRevisionFrozen(revision: RevisionRef, revisions: readonly RevisionRef[]): boolean {
  const otherFinal = revisions.some(
    (other) => other.revisionType === 'FINAL' && other.revisionId !== revision.revisionId,
  );
  const adjusted =
    revision.revisionType === 'INITIAL' && revisions.some((other) => other.revisionType === 'ADJUSTED');
  return otherFinal || adjusted;
}

/**
 * The status changes a revision allows, exactly as the tables of doc 1 §4 list them and in their
 * order. None at all when the user is neither the owner nor a super admin, when the quote has a
 * FINAL revision other than this one, or when this INITIAL revision already has an ADJUSTED one.
 *
 * DEALER mode offers nothing unless `dealerStepsEnabled`, and never a FINAL step. In SFI mode a
 * state the table does not list goes "back to Draft": to the DRAFT state of the revision's own
 * type. A revision already in that state has nowhere back to go, so it gets no step (the spec's
 * "any other case: back to Draft" cannot mean a change to the state it is in).
 *
 * @example
 * nextRevisionSteps({ mode: 'SFI', revision, revisions: [revision], isOwner: true, roles: [] })
 * // for an INITIAL CREDIT_APPROVED revision:
 * // [{ revisionType: 'FINAL', revisionState: 'ALL_APPROVED' }, { revisionType: 'INITIAL', revisionState: 'DRAFT' }]
 */
export function nextRevisionSteps(input: RevisionStepInput): RevisionStep[] {
  const { mode, revision, revisions, isOwner, roles, dealerStepsEnabled = false } = input;
  if (!mayActOnRevision(isOwner, roles) || isRevisionFrozen(revision, revisions)) return [];
  const { revisionType, revisionState } = revision;
  if (mode === 'DEALER') {
    if (!dealerStepsEnabled) return [];
    return [...(dealerRevisionSteps[revisionType]?.[revisionState] ?? [])];
  }
  const listed = sfiRevisionSteps[revisionType]?.[revisionState];
  if (listed) return [...listed];
  return revisionState === 'DRAFT' ? [] : [step(revisionType, 'DRAFT')];
}

/**
 * A status change the tool offers: the step of the table it comes from, what it does, and the
 * revision type and state the revision ends in.
 */
export interface RevisionChange extends RevisionStep {
  /** The target as the tables of doc 1 §4 list it. */
  step: RevisionStep;
  /** The action the button performs; its words come from `quoteActionText`. */
  action: QuoteAction;
}

/**
 * What taking a step does in a mode. Only SFI mode may approve a quote or credit (doc 1 §4, §6):
 * in SFI mode a step to QUOTE_APPROVED or CREDIT_APPROVED approves ("Approve Quote", "Approve
 * Credit") and a step to FINAL ALL_APPROVED approves the revision. In DEALER mode the same steps
 * submit the quote for approval instead ("Submit for Quote Approval", "Submit for Credit
 * Approval"), and the revision moves to QUOTE_SUBMITTED or CREDIT_SUBMITTED for SFI to review. A
 * step to DRAFT reverts to draft in both modes. (DEALER mode is never offered a FINAL step.)
 */
export function revisionStepChange(mode: AppMode, target: RevisionStep): RevisionChange {
  const change = (action: QuoteAction, revisionState: RevisionState): RevisionChange => ({
    step: target,
    action,
    revisionType: target.revisionType,
    revisionState,
  });
  switch (target.revisionState) {
    case 'DRAFT':
      return change('revertToDraft', 'DRAFT');
    case 'QUOTE_APPROVED':
      return mode === 'SFI'
        ? change('approveQuote', 'QUOTE_APPROVED')
        : change('submitForQuoteApproval', 'QUOTE_SUBMITTED');
    case 'CREDIT_APPROVED':
      return mode === 'SFI'
        ? change('approveCredit', 'CREDIT_APPROVED')
        : change('submitForCreditApproval', 'CREDIT_SUBMITTED');
    case 'ALL_APPROVED':
    case 'APPROVED':
      return change('approveRevision', target.revisionState);
    // The tables lead to none of the states below; they are named so every state has its action.
    case 'QUOTE_SUBMITTED':
      return change('submitForQuoteApproval', 'QUOTE_SUBMITTED');
    case 'CREDIT_SUBMITTED':
      return change('submitForCreditApproval', 'CREDIT_SUBMITTED');
    case 'REVIEWED':
      return change('submitForReview', 'REVIEWED');
    case 'REJECTED':
      return change('reject', 'REJECTED');
    case 'SUBMITTED':
      return change('submit', 'SUBMITTED');
  }
}

/** The status changes a revision offers: {@link nextRevisionSteps}, each with what it does in the mode. */
export function revisionChanges(input: RevisionStepInput): RevisionChange[] {
  return nextRevisionSteps(input).map((target) => revisionStepChange(input.mode, target));
}

/** A requested status change: the state to move to, and optionally its revision type. */
export interface RequestedRevisionChange {
  revisionState: RevisionState;
  revisionType?: RevisionType;
}

/**
 * The offered change that a request asks for, or undefined when the revision does not allow it.
 * The request names the state the revision should end in (a dealer's submission asks for
 * QUOTE_SUBMITTED, not QUOTE_APPROVED); when it names a revision type too, that must match.
 */
export function findRevisionChange(
  input: RevisionStepInput,
  requested: RequestedRevisionChange,
): RevisionChange | undefined {
  return revisionChanges(input).find(
    (change) =>
      change.revisionState === requested.revisionState &&
      (requested.revisionType === undefined || change.revisionType === requested.revisionType),
  );
}

/**
 * Whether a requested status change is allowed: the one rule the quote tool and the server share.
 * It is allowed exactly when the tool offers it ({@link revisionChanges}); so no DEALER request to
 * approve is ever allowed, nor any request from a user who neither owns the revision nor is a
 * super admin.
 *
 * @example
 * // The server, on PUT /lease-quotes/{id}/status?revision=…
 * if (!canChangeRevisionState(input, { revisionState: body.status, revisionType: body.revisionType }))
 *   reply.code(403).send({ message: message(refusedChangeMessage(body.status)) });
 */
export function canChangeRevisionState(
  input: RevisionStepInput,
  requested: RequestedRevisionChange,
): boolean {
  return findRevisionChange(input, requested) !== undefined;
}

/**
 * The message for a refused status change (doc 1 §6, §8): a change back to draft that is refused
 * needs an admin to make it, a refused approval or submission for approval needs an admin to
 * review and approve the quote, and anything else is the generic failure.
 */
export function refusedChangeMessage(requestedState: RevisionState): MessageKey {
  if (requestedState === 'DRAFT') return 'quote.error.adminMustRevert';
  if (
    requestedState === 'QUOTE_SUBMITTED' ||
    requestedState === 'CREDIT_SUBMITTED' ||
    requestedState.endsWith('APPROVED')
  )
    return 'quote.error.adminMustApprove';
  return 'error.ourEnd';
}

/**
 * Whether a revision's terms and details may still change: only while it is a draft. Its state
 * changes through the workflow (`canChangeRevisionState`), never by saving it.
 */
export function isRevisionEditable(revision: Pick<RevisionRef, 'revisionState'>): boolean {
  return revision.revisionState === 'DRAFT';
}

/**
 * The revisions in the order `ids` gives, or undefined when `ids` is not exactly the revisions'
 * ids, each once (the reorder call's list must be a permutation of the quote's revisions).
 */
export function reorderedRevisions<R extends Pick<RevisionRef, 'revisionId'>>(
  revisions: readonly R[],
  ids: readonly string[],
): R[] | undefined {
  if (ids.length !== revisions.length || new Set(ids).size !== ids.length) return undefined;
  const byId = new Map(revisions.map((revision) => [revision.revisionId, revision]));
  const reordered = ids.map((id) => byId.get(id));
  return reordered.every((revision) => revision !== undefined) ? (reordered as R[]) : undefined;
}
