import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  findRevisionChange,
  isRevisionEditable,
  mayActOnRevision,
  nextRevisionNumber,
  numberedRevisions,
  quoteListState,
  quoteStatusOf,
  quoteStatusSteps,
  refusedChangeMessage,
  reorderedRevisions,
  type QuoteStatus,
  type LeaseQuote,
  type LeaseQuoteUpdate,
  type NewRevision,
  type ProvinceCode,
  type QuoteCustomer,
  type QuoteDealer,
  type QuoteDocument,
  type Revision,
  type RevisionStatusChange,
  type RevisionStepInput,
  type Vehicle,
} from '@sfi/domain';
import type { Db } from './client.ts';
import {
  findLeaseQuote,
  modeOf,
  quoteSearchText,
  reachable,
  UnknownQuoteDealerError,
  type QuoteViewer,
} from './lease-quotes.ts';
import { QuoteChangeRefused, newRevision, revisionWithPayment, withinSize } from './revision-rules.ts';
import { isRowId } from './rows.ts';
import { leaseQuoteEvents, leaseQuotes, quoteDealers } from './schema.ts';

/**
 * A quote's revisions and their workflow (doc 1 §4, §7): adding, changing, deleting and reordering
 * revisions, moving one to its next state, and saving the whole quote. Each runs in a transaction
 * on the quote's row, locked, so two changes at once never lose one another; each keeps the
 * quote's list state and header status in step with its revisions.
 */

/** Who changes a quote: a viewer with the roles and settings the workflow reads. */
export type QuoteActor = QuoteViewer & {
  /** The account's roles (`LEASE_QUOTES_SUPER_ADMIN` may act on revisions it does not own). */
  roles: readonly string[];
  /** DEALER mode's feature flag that turns the dealer's workflow steps on. */
  dealerStepsEnabled: boolean;
};

export { QuoteChangeRefused };

/** The quote as a change reads it from its locked row. */
interface QuoteRow {
  /** Each numbered (`numberedRevisions`): a revision keeps its number through reorders. */
  quoteData: Revision[];
  status: QuoteStatus;
  selectedRevisionNumber: number | null;
  province: ProvinceCode | null;
  preparedBy: string;
  vehicle: Vehicle;
  customer: QuoteCustomer | null;
  documents: QuoteDocument[];
}

/** What a change gives back: the new revisions, the revision to select, other columns, events. */
interface QuoteChange {
  quoteData: Revision[];
  /** The id of the revision to select afterwards; the one selected before when left out. */
  select?: string;
  columns?: Partial<typeof leaseQuotes.$inferInsert>;
  /**
   * The header status staff set (`changeQuoteStatus`); otherwise it follows the revisions, a
   * Completed quote staying Completed while it is all approved (`quoteStatusOf`).
   */
  status?: QuoteStatus;
  /** State changes to record in the timeline. */
  events?: { revision: Revision; before: Revision }[];
}

/**
 * Applies `change` to the quote the viewer may reach, in one transaction on its locked row, and
 * gives the quote as it is after; undefined when there is no such quote. A change that throws
 * `QuoteChangeRefused` changes nothing. What the change reads, it reads through the transaction it
 * is given: on PGlite's one connection, a read outside it would wait for it forever.
 */
async function changeQuote(
  db: Db,
  actor: QuoteActor,
  id: string,
  change: (quote: QuoteRow, tx: Db) => QuoteChange | Promise<QuoteChange>,
): Promise<LeaseQuote | undefined> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        quoteData: leaseQuotes.quoteData,
        status: leaseQuotes.status,
        selectedRevisionNumber: leaseQuotes.selectedRevisionNumber,
        province: leaseQuotes.province,
        preparedBy: leaseQuotes.preparedBy,
        vehicle: leaseQuotes.vehicle,
        customer: leaseQuotes.customer,
        documents: leaseQuotes.documents,
      })
      .from(leaseQuotes)
      .where(reachable(actor, id))
      .for('update');
    if (!row) return undefined;
    const {
      quoteData,
      select,
      columns,
      status,
      events = [],
    } = await change({ ...row, quoteData: numberedRevisions(row.quoteData) }, tx);
    const selectedId = select ?? row.quoteData[row.selectedRevisionNumber ?? -1]?.revisionId;
    const found = quoteData.findIndex((revision) => revision.revisionId === selectedId);
    const selectedRevisionNumber = found === -1 ? null : found;
    const listState = quoteListState({ quoteData, selectedRevisionNumber });
    await tx
      .update(leaseQuotes)
      .set({
        ...columns,
        quoteData,
        selectedRevisionNumber,
        listState,
        status: quoteStatusOf({ quoteData, selectedRevisionNumber }, status ?? row.status),
        updatedAt: new Date(),
      })
      .where(eq(leaseQuotes.id, id));
    if (events.length > 0)
      await tx.insert(leaseQuoteEvents).values(
        events.map(({ revision, before }) => ({
          quoteId: id,
          revisionId: revision.revisionId,
          actorId: actor.id,
          actorType: actor.ownerType,
          actorName: actor.name,
          fromType: before.revisionType,
          fromState: before.revisionState,
          toType: revision.revisionType,
          toState: revision.revisionState,
        })),
      );
    return findLeaseQuote(tx, actor, id);
  });
}

/** The revision `revisionId` of the quote, or a 404 naming it. */
function revisionOf(quote: QuoteRow, revisionId: string): { revision: Revision; index: number } {
  const index = quote.quoteData.findIndex((revision) => revision.revisionId === revisionId);
  if (index === -1)
    throw new QuoteChangeRefused(404, 'quote.error.revisionNotFound', { revision: revisionId });
  return { revision: quote.quoteData[index]!, index };
}

/** What the workflow rules read: the actor's mode, roles and flag, and whether they own the revision. */
const workflowInput = (actor: QuoteActor, quote: QuoteRow, revision: Revision): RevisionStepInput => ({
  mode: modeOf(actor),
  revision,
  revisions: quote.quoteData,
  isOwner: revision.owner === actor.id,
  roles: actor.roles,
  dealerStepsEnabled: actor.dealerStepsEnabled,
});

/**
 * Adds a revision (`POST /lease-quotes/{id}/quote-data`): a draft of the body's type, owned by the
 * actor, with its payment computed from its terms; it becomes the selected revision. A FINAL
 * revision comes only from the workflow (approving credit), never from this call.
 */
export function createRevision(db: Db, actor: QuoteActor, id: string, body: NewRevision) {
  return changeQuote(db, actor, id, (quote) => {
    const revision = {
      ...newRevision(body, actor, quote.province),
      revisionNumber: nextRevisionNumber(quote.quoteData),
    };
    const { quoteData } = withinSize({ ...quote, quoteData: [...quote.quoteData, revision] }, quote);
    return { quoteData, select: revision.revisionId };
  });
}

/**
 * Changes a revision's details and terms (`PUT /lease-quotes/v2/{id}/quote-data?revision=`): only
 * a draft's, and never its id, type, state or owner (the workflow moves those). Its payment is
 * computed again; a payment sent that disagrees is refused.
 */
export function updateRevision(db: Db, actor: QuoteActor, id: string, revisionId: string, body: Revision) {
  return changeQuote(db, actor, id, (quote) => {
    const { revision, index } = revisionOf(quote, revisionId);
    const changed = changedRevision(revision, body, quote.province, '');
    const { quoteData } = withinSize({ ...quote, quoteData: quote.quoteData.with(index, changed) }, quote);
    return { quoteData };
  });
}

/**
 * A revision with what a save asks of it: the body's details and terms on a draft (with its id,
 * type, state and owner kept, its payment computed); a revision past draft must come back as it
 * is, or the save is refused (someone moved it on meanwhile: nothing is dropped silently).
 */
function changedRevision(
  stored: Revision,
  body: Revision,
  province: ProvinceCode | null,
  path: string,
): Revision {
  if (body.revisionId !== stored.revisionId)
    throw new QuoteChangeRefused(400, 'quote.revision.idMismatch', {}, `${path}revisionId`);
  if (body.revisionType !== stored.revisionType || body.revisionState !== stored.revisionState)
    throw new QuoteChangeRefused(
      409,
      'quote.revision.stateFromWorkflow',
      {},
      `${path}${body.revisionType !== stored.revisionType ? 'revisionType' : 'revisionState'}`,
    );
  if (!isRevisionEditable(stored)) {
    if (sameContent(stored, body)) return stored;
    throw new QuoteChangeRefused(409, 'quote.revision.notEditable', {}, `${path}terms`);
  }
  return revisionWithPayment(
    {
      ...body,
      owner: stored.owner,
      ownerName: stored.ownerName,
      revisionNumber: stored.revisionNumber,
    } as Revision,
    province,
    path,
  );
}

/** Whether a revision comes back as it was stored (its computed payment and its number aside). */
function sameContent(stored: Revision, body: Revision): boolean {
  const { payment: _stored, revisionNumber: _storedNumber, ...storedRest } = stored;
  const { payment: _body, revisionNumber: _bodyNumber, ...bodyRest } = body;
  return canonical(storedRest) === canonical(bodyRest);
}

/** JSON with object keys in order, so that equal values compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/**
 * Deletes a revision (`DELETE /lease-quotes/{id}/quote-data?revision=`): a draft only, by its owner
 * or a super admin, and never the quote's last revision.
 */
export function deleteRevision(db: Db, actor: QuoteActor, id: string, revisionId: string) {
  return changeQuote(db, actor, id, (quote) => {
    const { revision } = revisionOf(quote, revisionId);
    if (!isRevisionEditable(revision)) throw new QuoteChangeRefused(409, 'quote.revision.deleteNotDraft');
    if (!mayActOnRevision(revision.owner === actor.id, actor.roles))
      throw new QuoteChangeRefused(403, 'quote.revision.deleteNotOwner');
    if (quote.quoteData.length === 1) throw new QuoteChangeRefused(409, 'quote.revision.deleteLast');
    return { quoteData: quote.quoteData.filter((other) => other !== revision) };
  });
}

/**
 * Puts the revisions in a new order (`PUT /lease-quotes/{id}/quote-data/reorder?revision=`): the
 * body's list must name each of the quote's revisions once; only their order is read from it. The
 * revision of `?revision=` is selected afterwards (the one selected before when left out).
 */
export function reorderRevisions(
  db: Db,
  actor: QuoteActor,
  id: string,
  revisionId: string | undefined,
  body: { quoteData: readonly Pick<Revision, 'revisionId'>[] },
) {
  return changeQuote(db, actor, id, (quote) => {
    if (revisionId !== undefined) revisionOf(quote, revisionId);
    const quoteData = reorderedRevisions(
      quote.quoteData,
      body.quoteData.map((revision) => revision.revisionId),
    );
    if (!quoteData)
      throw new QuoteChangeRefused(400, 'quote.revision.reorderNotPermutation', {}, 'quoteData');
    return { quoteData, ...(revisionId !== undefined && { select: revisionId }) };
  });
}

/**
 * Moves a revision to its next state (`PUT /lease-quotes/{id}/status?revision=`): exactly the
 * changes the quote tool offers (`findRevisionChange`, the one rule both share); anything else is
 * refused with the spec's message and changes nothing. The change is recorded in the timeline and
 * the revision becomes the selected one. A change that adds a revision ("Revise Quote": the
 * counter-offer) adds it after this one, a copy of its terms, payment and owner (the dealer answers
 * it), with the next number, and selects it.
 */
export function changeRevisionState(
  db: Db,
  actor: QuoteActor,
  id: string,
  revisionId: string,
  body: RevisionStatusChange,
) {
  return changeQuote(db, actor, id, (quote) => {
    const { revision, index } = revisionOf(quote, revisionId);
    const change = findRevisionChange(workflowInput(actor, quote, revision), {
      revisionState: body.status,
      ...(body.revisionType && { revisionType: body.revisionType }),
    });
    if (!change) throw new QuoteChangeRefused(403, refusedChangeMessage(body.status));
    const moved: Revision = {
      ...revision,
      revisionType: change.revisionType,
      revisionState: change.revisionState,
    };
    const quoteData = quote.quoteData.with(index, moved);
    const events = [{ revision: moved, before: revision }];
    if (!change.adds) return { quoteData, select: revisionId, events };
    const added: Revision = {
      ...revision,
      revisionId: randomUUID(),
      revisionNumber: nextRevisionNumber(quote.quoteData),
      ...change.adds,
    };
    return {
      quoteData: quoteData.toSpliced(index + 1, 0, added),
      select: added.revisionId,
      events,
    };
  });
}

/**
 * Changes the quote's header status (`PUT /lease-quotes/{id}/quote-status`): exactly the changes
 * `quoteStatusSteps` offers the actor's mode from the status the quote is in (staff mark an
 * all-approved quote Completed, or a Completed one Approved again); anything else is refused.
 */
export function changeQuoteStatus(db: Db, actor: QuoteActor, id: string, status: QuoteStatus) {
  return changeQuote(db, actor, id, (quote) => {
    if (!quoteStatusSteps(modeOf(actor), quote.status).includes(status))
      throw new QuoteChangeRefused(403, 'quote.error.statusNotAllowed', {}, 'status');
    return { quoteData: quote.quoteData, status };
  });
}

/**
 * Saves the whole quote (`PUT /lease-quotes/v2/{id}?revision=`): its vehicle, quote dealer (by id),
 * province, customer and documents, and its revisions' details and terms as `updateRevision` takes
 * them. The revisions must be the quote's, in its order: adding, deleting and moving them are calls
 * of their own. A new province computes the drafts' payments again. `?revision=` is selected.
 */
export function saveLeaseQuote(
  db: Db,
  actor: QuoteActor,
  id: string,
  revisionId: string | undefined,
  body: LeaseQuoteUpdate,
) {
  return changeQuote(db, actor, id, async (quote, tx) => {
    let dealer: QuoteDealer | undefined;
    if (body.dealer) {
      if (isRowId(body.dealer.id))
        [dealer] = await tx.select().from(quoteDealers).where(eq(quoteDealers.id, body.dealer.id));
      if (!dealer) throw new UnknownQuoteDealerError();
    }
    const province = body.province === undefined ? quote.province : (body.province ?? null);
    const sent = (body.quoteData ?? []) as Revision[];
    const same =
      sent.length === quote.quoteData.length &&
      sent.every((revision, index) => revision.revisionId === quote.quoteData[index]!.revisionId);
    if (!same) throw new QuoteChangeRefused(400, 'quote.save.revisionsByTheirCalls', {}, 'quoteData');
    const quoteData = quote.quoteData.map((stored, index) =>
      changedRevision(stored, sent[index]!, province, `quoteData.${index}.`),
    );
    if (revisionId !== undefined) revisionOf(quote, revisionId);
    const customer = body.customer ?? null;
    const documents = (body.documents ?? []) as QuoteDocument[];
    withinSize({ vehicle: body.vehicle, customer, documents, quoteData }, quote);
    return {
      quoteData,
      ...(revisionId !== undefined && { select: revisionId }),
      columns: {
        vehicle: body.vehicle,
        dealerId: dealer?.id ?? null,
        province,
        customer,
        documents,
        searchText: quoteSearchText({
          id,
          vehicle: body.vehicle,
          customer: customer ?? undefined,
          preparedBy: quote.preparedBy,
        }),
      },
    };
  });
}
