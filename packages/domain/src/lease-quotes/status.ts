import { message } from '../messages.ts';
import { type MessageKey } from '../message-format.ts';
import type { AppMode, QuoteStatus, RevisionRef, RevisionState, RevisionType } from './entities.ts';
import { isHeaderListStatus, quoteListStatuses, type QuoteListStatus } from './list-query.ts';

/**
 * How quote statuses and revision states read and look (doc 1 §4, §5, §8): labels, colour tones,
 * action labels, step indicator, confirmations and success notices.
 */

/**
 * The header label of a quote status (doc 1 §4).
 *
 * @example quoteStatusLabel('SUBMITTED') // 'Pending Reviews'
 */
export function quoteStatusLabel(status: QuoteStatus, locale?: string): string {
  return message(`quote.status.${status}`, {}, locale);
}

/** The label of a revision type: Draft, Initial, Adjusted, Final. */
export function revisionTypeLabel(type: RevisionType, locale?: string): string {
  return message(`revision.type.${type}`, {}, locale);
}

/** The display labels of doc 1 §4, by revision type and state. */
export const revisionStateLabels: Readonly<
  Partial<Record<RevisionType, Partial<Record<RevisionState, MessageKey>>>>
> = {
  INITIAL: {
    SUBMITTED: 'revision.label.INITIAL.SUBMITTED',
    DRAFT: 'revision.label.INITIAL.DRAFT',
    REJECTED: 'revision.label.INITIAL.REJECTED',
    REVIEWED: 'revision.label.INITIAL.REVIEWED',
    QUOTE_SUBMITTED: 'revision.label.INITIAL.QUOTE_SUBMITTED',
    QUOTE_APPROVED: 'revision.label.INITIAL.QUOTE_APPROVED',
    CREDIT_SUBMITTED: 'revision.label.INITIAL.CREDIT_SUBMITTED',
    CREDIT_APPROVED: 'revision.label.INITIAL.CREDIT_APPROVED',
  },
  ADJUSTED: {
    SUBMITTED: 'revision.label.ADJUSTED.SUBMITTED',
    DRAFT: 'revision.label.ADJUSTED.DRAFT',
    REJECTED: 'revision.label.ADJUSTED.REJECTED',
  },
  FINAL: {
    APPROVED: 'revision.label.FINAL.APPROVED',
    ALL_APPROVED: 'revision.label.FINAL.ALL_APPROVED',
  },
};

/**
 * The display label of a revision state (doc 1 §4), which depends on the revision type: an
 * INITIAL revision's SUBMITTED reads "Draft (Original)", an ADJUSTED one's "Adjusted". A pair the
 * spec's table does not list (a DRAFT-type revision, an ADJUSTED revision's APPROVED) reads as
 * the state on its own ("Approved", "Quote Submitted").
 *
 * @example revisionStateLabel('INITIAL', 'QUOTE_SUBMITTED') // 'Under Quote Review'
 * @example revisionStateLabel('FINAL', 'ALL_APPROVED') // 'Revision Approved'
 */
export function revisionStateLabel(type: RevisionType, state: RevisionState, locale?: string): string {
  return message(revisionStateLabels[type]?.[state] ?? `revision.state.${state}`, {}, locale);
}

/** The label of a revision state on its own, whatever its revision's type ("Quote Submitted"). */
export function revisionStateName(state: RevisionState, locale?: string): string {
  return message(`revision.state.${state}`, {}, locale);
}

/** The semantic colour tones a status can take, as the design system names them. */
export const statusTones = ['positive', 'critical', 'caution', 'neutral'] as const;
/** A status tone. */
export type StatusTone = (typeof statusTones)[number];

/**
 * The colour tone of a revision state (doc 1 §4): approved states are positive (green), rejected
 * is critical (red), draft is neutral (grey) and submitted or under-review states are caution
 * (yellow).
 */
export const revisionStateTones: Readonly<Record<RevisionState, StatusTone>> = {
  DRAFT: 'neutral',
  SUBMITTED: 'caution',
  REVIEWED: 'caution',
  QUOTE_SUBMITTED: 'caution',
  CREDIT_SUBMITTED: 'caution',
  QUOTE_APPROVED: 'positive',
  CREDIT_APPROVED: 'positive',
  APPROVED: 'positive',
  ALL_APPROVED: 'positive',
  REJECTED: 'critical',
};

/** The colour tone of a revision state; see {@link revisionStateTones}. */
export function revisionStateTone(state: RevisionState): StatusTone {
  return revisionStateTones[state];
}

/**
 * The colour tone of a quote header status, by the same rule: Draft is neutral, Pending Reviews is
 * caution, Approved and Completed are positive.
 */
export function quoteStatusTone(status: QuoteStatus): StatusTone {
  return status === 'DRAFT' ? 'neutral' : status === 'SUBMITTED' ? 'caution' : 'positive';
}

/** The revision a quote is listed by: its selected one, otherwise its last; none without revisions. */
export function listedRevision<R>(quote: {
  quoteData: readonly R[];
  selectedRevisionNumber?: number | null | undefined;
}): R | undefined {
  const { quoteData, selectedRevisionNumber } = quote;
  return quoteData[selectedRevisionNumber ?? quoteData.length - 1] ?? quoteData.at(-1);
}

/**
 * The quote's header status, from the revision it is listed by (`listedRevision`: the selected
 * one, else the last), doc 1 §4: Approved only once that revision is all approved (quote and
 * credit: the FINAL revision); Draft while it is a draft or rejected, except a revised quote
 * (ADJUSTED) that SFI are still writing in answer to a submission; Pending Reviews otherwise
 * (submitted, under review, quote or credit approved). Completed (TRANSFERRED) is staff's to set on
 * an all-approved quote (`quoteStatusSteps`): it stays while the quote is all approved.
 *
 * @example quoteStatusOf({ quoteData: [{ revisionType: 'INITIAL', revisionState: 'CREDIT_APPROVED' }] }) // 'SUBMITTED'
 */
export function quoteStatusOf(
  quote: {
    quoteData: readonly Pick<RevisionRef, 'revisionType' | 'revisionState'>[];
    selectedRevisionNumber?: number | null | undefined;
  },
  current?: QuoteStatus,
): QuoteStatus {
  const revision = listedRevision(quote);
  const state = revision?.revisionState ?? 'DRAFT';
  const derived: QuoteStatus =
    state === 'ALL_APPROVED'
      ? 'APPROVED'
      : state === 'REJECTED' || (state === 'DRAFT' && revision?.revisionType !== 'ADJUSTED')
        ? 'DRAFT'
        : 'SUBMITTED';
  return derived === 'APPROVED' && current === 'TRANSFERRED' ? 'TRANSFERRED' : derived;
}

/**
 * The header-status changes of the quote tool (doc 1 §4's header table), staff's only: an
 * all-approved quote (Approved) is marked Completed, and a Completed one goes back to Approved.
 * Draft and Pending Reviews follow the revisions' workflow and are not set by hand.
 */
export function quoteStatusSteps(mode: AppMode, status: QuoteStatus): QuoteStatus[] {
  if (mode !== 'SFI') return [];
  if (status === 'APPROVED') return ['TRANSFERRED'];
  if (status === 'TRANSFERRED') return ['APPROVED'];
  return [];
}

/**
 * The choices of the quote list's status filter (doc 1 §4, "Statuses visible in the list"): dealers
 * Draft; SFI Draft, quotes and credit under review, quotes and credit approved, and the header
 * statuses Approved and Completed (issue 25). They are choices only: the list shows every quote the
 * viewer may reach, in every state, and "All" is its default.
 */
export function visibleListStatuses(mode: AppMode): QuoteListStatus[] {
  return mode === 'DEALER' ? ['DRAFT'] : [...quoteListStatuses];
}

/**
 * The label of a status filter choice, as the list's rows show it: a revision state by its INITIAL
 * revision's label (the only type reaching the submitted and approved states: "Under Quote
 * Review"), a header status by its label ("Approved", "Completed").
 *
 * @example quoteListStatusLabel('CREDIT_SUBMITTED') // 'Under Credit Review'
 * @example quoteListStatusLabel('TRANSFERRED') // 'Completed'
 */
export function quoteListStatusLabel(status: QuoteListStatus, locale?: string): string {
  return isHeaderListStatus(status)
    ? quoteStatusLabel(status, locale)
    : revisionStateLabel('INITIAL', status, locale);
}

/**
 * The actions of the quote tool (doc 1 §4). Each has a label; those that change a status also
 * have a confirmation question, a success notice and the message shown when the server refuses.
 */
export const quoteActions = [
  'submit',
  'submitForReview',
  'submitQuote',
  'submitForQuoteApproval',
  'submitForCreditApproval',
  'approveQuote',
  'approveCredit',
  'approveRevision',
  'approveQuoteWithRevision',
  'shareToDealer',
  'reject',
  'revise',
  'revertToDraft',
  'changeToDraft',
  'complete',
  'reopen',
] as const;
/** An action of the quote tool. */
export type QuoteAction = (typeof quoteActions)[number];

/** The catalogue keys of an action's words. */
export interface QuoteActionMessages {
  label: MessageKey;
  /** Asked before the change (doc 1 §5). */
  confirmation?: MessageKey;
  /** Shown after the change succeeds (doc 1 §8). */
  notice?: MessageKey;
  /**
   * Shown when the server refuses the change (doc 1 §6, §8): "An admin must change this back to a
   * draft." or "An admin must review and approve this quote.". Any other failure shows
   * `error.ourEnd`.
   */
  refused?: MessageKey;
}

/**
 * The words of each action. The spec gives the labels, questions and notices but not which goes
 * with which; they are paired by meaning. Where the spec has no words (Reject's and Share to
 * Dealer's question and notice, Revise Quote, Mark as Completed), ours are in the catalogue.
 */
export const quoteActionMessages: Readonly<Record<QuoteAction, QuoteActionMessages>> = {
  submit: {
    label: 'revision.action.submit',
    confirmation: 'quote.confirm.submit',
    notice: 'quote.notice.submittedForApproval',
  },
  submitForReview: {
    label: 'revision.action.submitForReview',
    confirmation: 'quote.confirm.submitForApproval',
    notice: 'quote.notice.submittedForApproval',
  },
  submitQuote: {
    label: 'revision.action.submitQuote',
    confirmation: 'quote.confirm.submitForQuote',
    notice: 'quote.notice.submittedForQuoteApproval',
  },
  submitForQuoteApproval: {
    label: 'revision.action.submitForQuoteApproval',
    confirmation: 'quote.confirm.submitForQuoteApproval',
    notice: 'quote.notice.submittedForQuoteApproval',
    refused: 'quote.error.adminMustApprove',
  },
  submitForCreditApproval: {
    label: 'revision.action.submitForCreditApproval',
    confirmation: 'quote.confirm.submitForCreditApproval',
    notice: 'quote.notice.submittedForCreditApproval',
    refused: 'quote.error.adminMustApprove',
  },
  approveQuote: {
    label: 'revision.action.approveQuote',
    confirmation: 'quote.confirm.approve',
    notice: 'quote.notice.approved',
    refused: 'quote.error.adminMustApprove',
  },
  approveCredit: {
    label: 'revision.action.approveCredit',
    confirmation: 'quote.confirm.approve',
    notice: 'quote.notice.approved',
    refused: 'quote.error.adminMustApprove',
  },
  approveRevision: {
    label: 'revision.action.approveRevision',
    confirmation: 'quote.confirm.approve',
    notice: 'quote.notice.approved',
    refused: 'quote.error.adminMustApprove',
  },
  approveQuoteWithRevision: {
    label: 'revision.action.approveQuoteWithRevision',
    confirmation: 'quote.confirm.approve',
    notice: 'quote.notice.approved',
    refused: 'quote.error.adminMustApprove',
  },
  shareToDealer: {
    label: 'revision.action.shareToDealer',
    confirmation: 'quote.confirm.shareToDealer',
    notice: 'quote.notice.sharedToDealer',
  },
  reject: {
    label: 'revision.action.reject',
    confirmation: 'quote.confirm.reject',
    notice: 'quote.notice.rejected',
  },
  revise: { label: 'revision.action.revise', notice: 'quote.notice.revised' },
  revertToDraft: {
    label: 'revision.action.revertToDraft',
    confirmation: 'quote.confirm.revertToDraft',
    notice: 'quote.notice.changedToDraft',
    refused: 'quote.error.adminMustRevert',
  },
  changeToDraft: {
    label: 'revision.action.revertToDraft',
    confirmation: 'quote.confirm.changeToDraft',
    notice: 'quote.notice.changedToDraft',
    refused: 'quote.error.adminMustRevert',
  },
  complete: {
    label: 'quote.action.complete',
    confirmation: 'quote.confirm.complete',
    notice: 'quote.notice.completed',
  },
  reopen: {
    label: 'quote.action.reopen',
    confirmation: 'quote.confirm.reopen',
    notice: 'quote.notice.reopened',
  },
};

/** An action's words, in a locale. */
export interface QuoteActionText {
  label: string;
  confirmation?: string;
  notice?: string;
  refused?: string;
}

/**
 * The label, confirmation question, success notice and refusal message of an action.
 *
 * @example quoteActionText('submitForCreditApproval')
 * // { label: 'Submit for Credit Approval',
 * //   confirmation: 'Are you sure you want to submit this for credit approval?',
 * //   notice: 'This quote is submitted for credit approval.',
 * //   refused: 'An admin must review and approve this quote.' }
 */
export function quoteActionText(action: QuoteAction, locale?: string): QuoteActionText {
  const keys = quoteActionMessages[action];
  const text: QuoteActionText = { label: message(keys.label, {}, locale) };
  if (keys.confirmation) text.confirmation = message(keys.confirmation, {}, locale);
  if (keys.notice) text.notice = message(keys.notice, {}, locale);
  if (keys.refused) text.refused = message(keys.refused, {}, locale);
  return text;
}

/**
 * The action that changes a quote's header status to `status`: submitting a draft, changing it
 * back to a draft ("Change this quote back to a draft?"), marking it Completed, or reopening a
 * Completed quote as Approved (the only way the header goes to Approved by hand: approving is the
 * revisions' workflow). The tool offers the changes of {@link quoteStatusSteps}.
 */
export function quoteStatusAction(status: QuoteStatus): QuoteAction {
  const actions: Record<QuoteStatus, QuoteAction> = {
    SUBMITTED: 'submit',
    APPROVED: 'reopen',
    DRAFT: 'changeToDraft',
    TRANSFERRED: 'complete',
  };
  return actions[status];
}

/** One step of an INITIAL revision's progress (doc 1 §4). */
export interface RevisionProgressStep {
  id: 'submitQuote' | 'approveQuote' | 'submitCredit' | 'approveCredit';
  /** The step's label: what to do while it is ahead ("Submit Quote"), what happened once done ("Quote Submitted"). */
  label: string;
  complete: boolean;
}

const progressSteps = [
  { id: 'submitQuote', ahead: 'revision.step.submitQuote', done: 'revision.step.quoteSubmitted' },
  { id: 'approveQuote', ahead: 'revision.step.approveQuote', done: 'revision.step.quoteApproved' },
  { id: 'submitCredit', ahead: 'revision.step.submitCredit', done: 'revision.step.creditSubmitted' },
  { id: 'approveCredit', ahead: 'revision.step.approveCredit', done: 'revision.step.creditApproved' },
] as const;

/**
 * How far along its progression (Draft, Quote submitted, Quote approved, Credit submitted, Credit
 * approved, all approved) each state is: how many of the four steps are done. States off that
 * path (submitted, reviewed, rejected) count as a draft; approved and all approved as done.
 */
export const revisionProgressRank: Readonly<Record<RevisionState, number>> = {
  DRAFT: 0,
  SUBMITTED: 0,
  REVIEWED: 0,
  REJECTED: 0,
  QUOTE_SUBMITTED: 1,
  QUOTE_APPROVED: 2,
  CREDIT_SUBMITTED: 3,
  CREDIT_APPROVED: 4,
  APPROVED: 4,
  ALL_APPROVED: 4,
};

/**
 * The step indicator of a revision in a given state: four steps, each labelled with what is still
 * to do or what has been done.
 *
 * @example revisionProgress('QUOTE_APPROVED').map((step) => step.label)
 * // ['Quote Submitted', 'Quote Approved', 'Submit Credit', 'Approve Credit']
 */
export function revisionProgress(state: RevisionState, locale?: string): RevisionProgressStep[] {
  const done = revisionProgressRank[state];
  return progressSteps.map((step, index) => ({
    id: step.id,
    label: message(index < done ? step.done : step.ahead, {}, locale),
    complete: index < done,
  }));
}
