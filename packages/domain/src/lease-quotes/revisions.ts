import type { MessageKey } from '../message-format.ts';
import { message } from '../messages.ts';
import type { AppMode, Revision, RevisionRef, RevisionState, RevisionType } from './entities.ts';
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

/**
 * The revision types a viewer in each mode may add from the Add revision menu: an initial or a
 * draft revision. A revised quote (ADJUSTED) is SFI's counter-offer to a submitted quote and comes
 * only from that quote's "Revise Quote" step, which reviews the submission and adds the revised
 * quote for the dealer to answer. One added on its own answers nothing: it would freeze the quote's
 * INITIAL revision (`adjustedExists`) while no dealer could accept it, since its adder owns it.
 */
export const addableRevisionTypesByMode: Readonly<
  Record<AppMode, readonly (typeof addableRevisionTypes)[number][]>
> = {
  DEALER: ['INITIAL', 'DRAFT'],
  SFI: ['INITIAL', 'DRAFT'],
};

/** The words of the Add revision menu's item for a type: "Add an Initial revision". */
export function addRevisionLabel(type: (typeof addableRevisionTypes)[number], locale?: string): string {
  return message(`quote.revision.add.${type}`, {}, locale);
}

/**
 * A revision's number: its own (`revisionNumber`, kept through reorders), or its place from 1 for
 * a revision stored before revisions had numbers.
 */
export function revisionNumberOf(
  revisions: readonly Pick<Revision, 'revisionId' | 'revisionNumber'>[],
  revision: Pick<Revision, 'revisionId' | 'revisionNumber'>,
): number {
  return (
    revision.revisionNumber ?? revisions.findIndex((other) => other.revisionId === revision.revisionId) + 1
  );
}

/**
 * The revisions, each with its number: the ones without take their place from 1 when no other
 * has it, else the next free number. The server numbers a quote's revisions this way before any
 * change, so that a reorder keeps each revision's number.
 */
export function numberedRevisions<R extends Pick<Revision, 'revisionNumber'>>(revisions: readonly R[]): R[] {
  const used = new Set(revisions.flatMap((revision) => revision.revisionNumber ?? []));
  let next = Math.max(revisions.length, ...used) + 1;
  return revisions.map((revision, index) => {
    if (revision.revisionNumber !== undefined) return revision;
    const number = used.has(index + 1) ? next++ : index + 1;
    used.add(number);
    return { ...revision, revisionNumber: number };
  });
}

/** The number a new revision takes: one more than any of the quote's. */
export function nextRevisionNumber(
  revisions: readonly Pick<Revision, 'revisionId' | 'revisionNumber'>[],
): number {
  return Math.max(0, ...revisions.map((revision) => revisionNumberOf(revisions, revision))) + 1;
}

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

/**
 * One row entry of a step table: the type and state the step leads to (`to`, as the spec's tables
 * name it). A row of the spec's tables names only `to`, and what it does follows from the mode
 * (`revisionStepChange`); a row of our counter-offer reading names its `action` too, and then the
 * revision ends exactly in `to`. `adds` is a revision the step adds beside this one.
 */
export interface RevisionStepRow {
  to: RevisionStep;
  /** The action of a row of our reading; the spec's rows leave it out. */
  action?: QuoteAction;
  /** The revision the step adds: the revised quote (a copy of this revision's terms and owner). */
  adds?: RevisionStep;
}

type Table = Partial<Record<RevisionType, Partial<Record<RevisionState, readonly RevisionStepRow[]>>>>;

const step = (revisionType: RevisionType, revisionState: RevisionState): RevisionStep => ({
  revisionType,
  revisionState,
});
const row = (revisionType: RevisionType, revisionState: RevisionState): RevisionStepRow => ({
  to: step(revisionType, revisionState),
});
const ours = (
  action: QuoteAction,
  revisionType: RevisionType,
  revisionState: RevisionState,
  adds?: RevisionStep,
): RevisionStepRow => ({ to: step(revisionType, revisionState), action, ...(adds && { adds }) });

/**
 * Allowed next steps in DEALER mode, when the feature is on (doc 1 §4). Nothing else is offered.
 *
 * The rows marked "ours" are the counter-offer reading (see the package README): the dealer
 * answers a revised quote SFI shared ("Adjusted") by accepting it, "Approve Quote with Revision",
 * which makes it the INITIAL revision, quote approved, so the INITIAL flow goes on with the
 * adjusted terms; or by sending it back, "Submit for review" (Reviewed). A rejected quote is
 * submitted again as it is ("Submit Quote") or reverted to draft to change it; a revision of type
 * DRAFT (a scratch copy) is submitted ("Submit") as the quote's INITIAL revision.
 */
export const dealerRevisionSteps: Readonly<Table> = {
  INITIAL: {
    DRAFT: [row('INITIAL', 'QUOTE_APPROVED')],
    QUOTE_APPROVED: [row('INITIAL', 'CREDIT_APPROVED'), row('INITIAL', 'DRAFT')],
    CREDIT_APPROVED: [row('INITIAL', 'DRAFT')],
    // Ours.
    REJECTED: [ours('submitQuote', 'INITIAL', 'QUOTE_SUBMITTED'), row('INITIAL', 'DRAFT')],
  },
  // Ours.
  ADJUSTED: {
    SUBMITTED: [
      ours('approveQuoteWithRevision', 'INITIAL', 'QUOTE_APPROVED'),
      ours('submitForReview', 'ADJUSTED', 'REVIEWED'),
    ],
  },
  // Ours.
  DRAFT: { DRAFT: [ours('submit', 'INITIAL', 'QUOTE_SUBMITTED')] },
  FINAL: {},
};

/**
 * Allowed next steps in SFI mode (doc 1 §4). A revision in any state not listed goes back to the
 * DRAFT state of its own type.
 *
 * Rows marked "ours": a dealer's step to Quote approved or Credit approved submits the revision
 * instead (`revisionStepChange`), and SFI reviews that submission as the step it asks for: approve
 * it, reject it, or back to Draft; a quote submission may also be answered with a counter-offer,
 * "Revise Quote": the submitted revision is Reviewed and a revised quote (ADJUSTED, "Revised
 * Quote") is added with its terms, for SFI to change and then "Share to Dealer" ("Adjusted"). A
 * revised quote the dealer sent back for review is changed back to a draft to revise it again, or
 * rejected.
 */
export const sfiRevisionSteps: Readonly<Table> = {
  INITIAL: {
    DRAFT: [row('INITIAL', 'QUOTE_APPROVED')],
    // Ours.
    QUOTE_SUBMITTED: [
      row('INITIAL', 'QUOTE_APPROVED'),
      ours('revise', 'INITIAL', 'REVIEWED', step('ADJUSTED', 'DRAFT')),
      ours('reject', 'INITIAL', 'REJECTED'),
      row('INITIAL', 'DRAFT'),
    ],
    // Ours.
    CREDIT_SUBMITTED: [
      row('INITIAL', 'CREDIT_APPROVED'),
      ours('reject', 'INITIAL', 'REJECTED'),
      row('INITIAL', 'DRAFT'),
    ],
    QUOTE_APPROVED: [row('INITIAL', 'CREDIT_APPROVED'), row('INITIAL', 'DRAFT')],
    CREDIT_APPROVED: [row('FINAL', 'ALL_APPROVED'), row('INITIAL', 'DRAFT')],
    ALL_APPROVED: [row('INITIAL', 'DRAFT')],
  },
  // Ours.
  ADJUSTED: {
    DRAFT: [ours('shareToDealer', 'ADJUSTED', 'SUBMITTED')],
    REVIEWED: [ours('changeToDraft', 'ADJUSTED', 'DRAFT'), ours('reject', 'ADJUSTED', 'REJECTED')],
  },
  FINAL: {
    APPROVED: [row('FINAL', 'ALL_APPROVED'), row('INITIAL', 'DRAFT')],
    ALL_APPROVED: [row('INITIAL', 'DRAFT')],
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
  return frozenBy(revision, revisions) !== undefined;
}

function frozenBy(
  revision: RevisionRef,
  revisions: readonly RevisionRef[],
): 'finalExists' | 'adjustedExists' | undefined {
  if (revisions.some((other) => other.revisionType === 'FINAL' && other.revisionId !== revision.revisionId))
    return 'finalExists';
  if (revision.revisionType === 'INITIAL' && revisions.some((other) => other.revisionType === 'ADJUSTED'))
    return 'adjustedExists';
  return undefined;
}

/**
 * Why no next step is open, in the order the rules are read (doc 1 §4, §6): the dealer's feature
 * is off (`featureOff`), the user neither owns the revision nor is a super admin (`notOwner`), the
 * quote has a FINAL revision other than this one (`finalExists`), this INITIAL revision already has
 * an ADJUSTED one (`adjustedExists`), or the tables list no step for this type and state (`none`).
 */
export const stepsClosedReasons = [
  'featureOff',
  'notOwner',
  'finalExists',
  'adjustedExists',
  'none',
] as const;
/** Why no next step is open. */
export type StepsClosedReason = (typeof stepsClosedReasons)[number];

/** The steps of the tables for this revision, before who may take them is asked. */
function tableRows(input: RevisionStepInput): readonly RevisionStepRow[] {
  const { mode, revision } = input;
  const { revisionType, revisionState } = revision;
  if (mode === 'DEALER') return dealerRevisionSteps[revisionType]?.[revisionState] ?? [];
  const listed = sfiRevisionSteps[revisionType]?.[revisionState];
  if (listed) return listed;
  return revisionState === 'DRAFT' ? [] : [row(revisionType, 'DRAFT')];
}

/**
 * The next steps of a revision, or why there are none: the one function both the editor (which
 * says the reason) and the server (which refuses) ask.
 */
export function revisionStepRows(
  input: RevisionStepInput,
): { rows: RevisionStepRow[]; closed?: undefined } | { rows: []; closed: StepsClosedReason } {
  const { mode, revision, revisions, isOwner, roles, dealerStepsEnabled = false } = input;
  if (mode === 'DEALER' && !dealerStepsEnabled) return { rows: [], closed: 'featureOff' };
  if (!mayActOnRevision(isOwner, roles)) return { rows: [], closed: 'notOwner' };
  const frozen = frozenBy(revision, revisions);
  if (frozen) return { rows: [], closed: frozen };
  const rows = tableRows(input);
  return rows.length === 0 ? { rows: [], closed: 'none' } : { rows: [...rows] };
}

/**
 * Why a revision has no next step for this user, or undefined when it has some (see
 * {@link stepsClosedReasons}). The editor says it instead of one generic line.
 */
export function revisionStepsClosed(input: RevisionStepInput): StepsClosedReason | undefined {
  return revisionStepRows(input).closed;
}

/** The catalogue key that says a {@link StepsClosedReason}, in the editor's words. */
export function stepsClosedMessage(reason: StepsClosedReason): MessageKey {
  return `quote.revision.noActions.${reason}`;
}

/**
 * The status changes a revision allows, exactly as the tables of doc 1 §4 list them and in their
 * order, with the rows of our counter-offer reading among them. None at all when the user is
 * neither the owner nor a super admin, when the quote has a FINAL revision other than this one,
 * or when this INITIAL revision already has an ADJUSTED one.
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
  return revisionStepRows(input).rows.map((entry) => entry.to);
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
  /**
   * The revision the change adds after this one ("Revise Quote" adds the revised quote, ADJUSTED
   * DRAFT, with this revision's terms and owner).
   */
  adds?: RevisionStep;
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
    // The spec's tables lead to none of the states below (our rows name their action).
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

/** What a row of a step table does in a mode: its own action, or the spec row's as the mode reads it. */
function rowChange(mode: AppMode, entry: RevisionStepRow): RevisionChange {
  if (!entry.action) return revisionStepChange(mode, entry.to);
  return { step: entry.to, action: entry.action, ...entry.to, ...(entry.adds && { adds: entry.adds }) };
}

/** The status changes a revision offers: {@link nextRevisionSteps}, each with what it does in the mode. */
export function revisionChanges(input: RevisionStepInput): RevisionChange[] {
  return revisionStepRows(input).rows.map((entry) => rowChange(input.mode, entry));
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
 *   reply.code(403).send({ message: message(refusedRevisionChangeMessage(input, body.status)) });
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
 * review and approve the quote, and any other change is not one of the revision's steps.
 */
export function refusedChangeMessage(requestedState: RevisionState): MessageKey {
  if (requestedState === 'DRAFT') return 'quote.error.adminMustRevert';
  if (
    requestedState === 'QUOTE_SUBMITTED' ||
    requestedState === 'CREDIT_SUBMITTED' ||
    requestedState.endsWith('APPROVED')
  )
    return 'quote.error.adminMustApprove';
  return 'quote.error.stepNotAllowed';
}

/**
 * Why a status change is refused, as the server answers it: the reason no step of the revision is
 * open to the user (the editor's words, {@link revisionStepsClosed}: the dealer's steps are off, the
 * user neither owns it nor is a super admin, another revision is FINAL, a revised quote follows),
 * else {@link refusedChangeMessage} for the state asked for.
 */
export function refusedRevisionChangeMessage(
  input: RevisionStepInput,
  requestedState: RevisionState,
): MessageKey {
  const closed = revisionStepsClosed(input);
  return closed && closed !== 'none' ? stepsClosedMessage(closed) : refusedChangeMessage(requestedState);
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
