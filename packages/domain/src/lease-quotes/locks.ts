import type { MessageKey } from '../message-format.ts';
import type { AppMode, RevisionRef, RevisionState, RevisionType } from './entities.ts';
import { isRevisionEditable, mayActOnRevision } from './revisions.ts';

/**
 * What of a quote a viewer may still change (issue 25, items 4 and 7). Once a revision leaves
 * Draft, its terms are read-only, and so are the quote's own details (its vehicle, quote dealer,
 * province and customer): what was submitted or approved is what stays on record. A change then
 * needs a new revision, or Revert to Draft where the revision's steps offer it. The server refuses
 * exactly what the editor shows read-only: both ask {@link termsLock}.
 */

/** Who may change a draft revision's terms: whoever reaches the quote, or only its owner (or a super admin). */
export type TermsEditors = 'anyone' | 'owner';

/** Who may change a revision's terms, by type, state and mode; a pair not listed is read-only. */
export type TermsEditorTable = Partial<
  Record<RevisionType, Partial<Record<RevisionState, Partial<Record<AppMode, TermsEditors>>>>>
>;

/**
 * Who may change a revision's terms. Only drafts are listed (a revision leaves Draft when its state
 * is not DRAFT: `isRevisionEditable`); a draft of the dealer or staff is anyone's on the quote; a
 * revised quote (an ADJUSTED draft, staff's counter-offer) is written by staff, its owner or a super
 * admin, until it is shared: the dealer only answers it. A new type or state is one more row.
 */
export const revisionTermsEditors: Readonly<TermsEditorTable> = {
  DRAFT: { DRAFT: { DEALER: 'anyone', SFI: 'anyone' } },
  INITIAL: { DRAFT: { DEALER: 'anyone', SFI: 'anyone' } },
  ADJUSTED: { DRAFT: { SFI: 'owner' } },
};

/** Who asks to change a quote: their mode, id and roles (a super admin acts on what others own). */
export interface LockViewer {
  mode: AppMode;
  id: string;
  roles: readonly string[];
}

/** A revision as the lock reads it: its type, state and owner. */
export type LockRevision = RevisionRef & { owner?: string | undefined };

/** Why something may not change, and the revision that locks it. */
export type TermsLock =
  | { editable: true }
  | {
      editable: false;
      /** `notDraft`: the revision (or, for the quote's details, one of its revisions) left Draft; `notOwner`: it is another's revised quote. */
      reason: 'notDraft' | 'notOwner';
      /** The revision that locks it. */
      revision: LockRevision;
      /** The catalogue's words for the refusal. */
      key: MessageKey;
    };

/**
 * The revision that keeps a quote's details from changing: its FINAL revision, else the first that
 * left Draft; undefined while every revision is a draft.
 */
export function lockingRevision<R extends LockRevision>(revisions: readonly R[]): R | undefined {
  return (
    revisions.find((revision) => revision.revisionType === 'FINAL' && !isRevisionEditable(revision)) ??
    revisions.find((revision) => !isRevisionEditable(revision))
  );
}

/**
 * May this viewer change these terms? With a `revision`, its lease terms (by
 * {@link revisionTermsEditors}); without one, the quote's own details: its vehicle, quote dealer,
 * province and customer, which change only while every revision of the quote is a draft.
 *
 * @example termsLock(dealer, quote.quoteData) // the vehicle: { editable: false, reason: 'notDraft', … } once submitted
 * @example termsLock(staff, quote.quoteData, revision) // { editable: true } for a draft
 */
export function termsLock(
  viewer: LockViewer,
  revisions: readonly LockRevision[],
  revision?: LockRevision,
): TermsLock {
  if (!revision) {
    const locking = lockingRevision(revisions);
    return locking
      ? { editable: false, reason: 'notDraft', revision: locking, key: 'quote.lock.details' }
      : { editable: true };
  }
  const editors = revisionTermsEditors[revision.revisionType]?.[revision.revisionState]?.[viewer.mode];
  if (editors === undefined)
    return { editable: false, reason: 'notDraft', revision, key: 'quote.lock.terms' };
  if (editors === 'owner' && !mayActOnRevision(revision.owner === viewer.id, viewer.roles))
    return { editable: false, reason: 'notOwner', revision, key: 'quote.lock.notOwner' };
  return { editable: true };
}

/**
 * Who may delete a whole quote, by mode: a dealer only while every revision is a draft (nothing was
 * submitted to the provider yet); staff any quote, once they confirm with its state named.
 */
export const quoteDeleters: Readonly<Record<AppMode, 'whileDraft' | 'any'>> = {
  DEALER: 'whileDraft',
  SFI: 'any',
};

/**
 * May a viewer in this mode delete the quote? Undefined when they may; otherwise the revision that
 * keeps it (its state is what the refusal names).
 */
export function quoteDeleteLock<R extends LockRevision>(
  mode: AppMode,
  revisions: readonly R[],
): R | undefined {
  return quoteDeleters[mode] === 'any' ? undefined : lockingRevision(revisions);
}
