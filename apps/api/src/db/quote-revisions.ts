import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  detailChanges,
  findRevisionChange,
  isRevisionEditable,
  mayActOnRevision,
  mergedChanges,
  nextRevisionNumber,
  numberedRevisions,
  quoteListState,
  quoteStatusOf,
  quoteStatusSteps,
  refusedRevisionChangeMessage,
  reorderedRevisions,
  revisionStateLabel,
  termsChanges,
  termsLock,
  type QuoteStatus,
  type LeaseQuote,
  type LockViewer,
  type QuoteFieldChange,
  type TermsLock,
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
import { appliedBefore } from './save-keys.ts';
import { leaseQuoteEdits, leaseQuoteEvents, leaseQuotes, quoteDealers } from './schema.ts';

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
  dealerId: string | null;
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
  /** Changes of the quote's details (`revisionId` null) and revisions' terms, for its history. */
  edits?: Edit[];
}

/** The fields a change altered: of the quote's own details (`revisionId` null), or of a revision's terms. */
interface Edit {
  revisionId: string | null;
  changes: QuoteFieldChange[];
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
  /** The save's `Idempotency-Key`: a change already applied under it is not applied again. */
  saveKey?: string,
): Promise<LeaseQuote | undefined> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        quoteData: leaseQuotes.quoteData,
        status: leaseQuotes.status,
        selectedRevisionNumber: leaseQuotes.selectedRevisionNumber,
        province: leaseQuotes.province,
        dealerId: leaseQuotes.dealerId,
        preparedBy: leaseQuotes.preparedBy,
        vehicle: leaseQuotes.vehicle,
        customer: leaseQuotes.customer,
        documents: leaseQuotes.documents,
      })
      .from(leaseQuotes)
      .where(reachable(actor, id))
      .for('update');
    if (!row) return undefined;
    // The quote's row is locked: a replay waits for the first send to commit, then finds its key.
    if (saveKey !== undefined && (await appliedBefore(tx, actor.id, `lease-quote:${id}`, saveKey)))
      return findLeaseQuote(tx, actor, id);
    const {
      quoteData,
      select,
      columns,
      status,
      events = [],
      edits = [],
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
    await recordEdits(tx, id, actor, edits);
    return findLeaseQuote(tx, actor, id);
  });
}

/**
 * How long one person's changes of the same thing (the quote's details, or one revision's terms)
 * in a row make one entry of the history: typing a VIN or a price saves a few times, one change.
 */
export const EDIT_MERGE_MS = 15 * 60_000;

/**
 * Writes the history of a change's edits. Each is merged into the actor's last entry for the same
 * thing when it is recent (`EDIT_MERGE_MS`) and no change of state came since; an entry whose
 * fields are all back where they started goes.
 */
async function recordEdits(tx: Db, quoteId: string, actor: QuoteActor, edits: readonly Edit[]) {
  const now = new Date();
  for (const { revisionId, changes } of edits) {
    if (changes.length === 0) continue;
    const [last] = await tx
      .select({ id: leaseQuoteEdits.id, at: leaseQuoteEdits.at, changes: leaseQuoteEdits.changes })
      .from(leaseQuoteEdits)
      .where(
        and(
          eq(leaseQuoteEdits.quoteId, quoteId),
          eq(leaseQuoteEdits.actorId, actor.id),
          revisionId === null
            ? isNull(leaseQuoteEdits.revisionId)
            : eq(leaseQuoteEdits.revisionId, revisionId),
          gt(leaseQuoteEdits.at, new Date(now.getTime() - EDIT_MERGE_MS)),
          sql`not exists (select from ${leaseQuoteEvents} where ${leaseQuoteEvents.quoteId} = ${quoteId} and ${leaseQuoteEvents.at} >= ${leaseQuoteEdits.at})`,
        ),
      )
      .orderBy(desc(leaseQuoteEdits.at))
      .limit(1);
    if (last) {
      const merged = mergedChanges(last.changes, changes);
      if (merged.length === 0) await tx.delete(leaseQuoteEdits).where(eq(leaseQuoteEdits.id, last.id));
      else
        await tx
          .update(leaseQuoteEdits)
          .set({ changes: merged, at: now })
          .where(eq(leaseQuoteEdits.id, last.id));
      continue;
    }
    await tx.insert(leaseQuoteEdits).values({
      quoteId,
      revisionId,
      at: now,
      actorId: actor.id,
      actorType: actor.ownerType,
      actorName: actor.name,
      changes,
    });
  }
}

/** The actor as the locks read them (`termsLock`). */
const lockViewer = (actor: QuoteActor): LockViewer => ({
  mode: modeOf(actor),
  id: actor.id,
  roles: actor.roles,
});

/** A lock's refusal: its message with the locking revision's state (and owner) named, on `field`. */
function lockRefusal(lock: Extract<TermsLock, { editable: false }>, field: string): QuoteChangeRefused {
  const { revision } = lock;
  return new QuoteChangeRefused(
    lock.reason === 'notOwner' ? 403 : 409,
    lock.key,
    {
      state: revisionStateLabel(revision.revisionType, revision.revisionState),
      owner: (revision as Revision).ownerName ?? '',
    },
    field,
  );
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
      ...newRevision(body, actor, modeOf(actor), quote.province),
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
    const changed = changedRevision(actor, revision, body, quote.province, '');
    const { quoteData } = withinSize({ ...quote, quoteData: quote.quoteData.with(index, changed) }, quote);
    return { quoteData, edits: [termsEdit(revision, changed)] };
  });
}

/** The history's entry for a revision's terms, changed from `before` to `after`. */
const termsEdit = (before: Revision, after: Revision): Edit => ({
  revisionId: before.revisionId,
  changes: termsChanges(before.terms, after.terms),
});

/**
 * A revision with what a save asks of it: the body's details and terms when the actor may change
 * them (`termsLock`: a draft, and a revised quote only by its maker), with its id, type, state and
 * owner kept and its payment computed. A revision they may not change must come back as it is, or
 * the save is refused with the lock's words (someone moved it on meanwhile: nothing is dropped
 * silently).
 */
function changedRevision(
  actor: QuoteActor,
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
  const lock = termsLock(lockViewer(actor), [], stored);
  if (!lock.editable) {
    if (sameContent(stored, body)) return stored;
    throw lockRefusal(lock, `${path}terms`);
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
    // Only the order is read from the body; terms it carries for a revision the actor may not
    // change are refused rather than passed over, as a save's are.
    for (const sent of body.quoteData) {
      const stored = quote.quoteData.find((revision) => revision.revisionId === sent.revisionId);
      if (!stored || !('terms' in sent) || canonical(sent.terms) === canonical(stored.terms)) continue;
      const lock = termsLock(lockViewer(actor), [], stored);
      if (!lock.editable) throw lockRefusal(lock, 'quoteData');
    }
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
    const input = workflowInput(actor, quote, revision);
    const change = findRevisionChange(input, {
      revisionState: body.status,
      ...(body.revisionType && { revisionType: body.revisionType }),
    });
    if (!change) throw new QuoteChangeRefused(403, refusedRevisionChangeMessage(input, body.status));
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
  /** The `Idempotency-Key` the save was sent with: sent again, it is answered, not applied again. */
  saveKey?: string,
) {
  return changeQuote(
    db,
    actor,
    id,
    async (quote, tx) => {
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
      const customer = body.customer ?? null;
      // The quote's own details change only while every revision is a draft (`termsLock`).
      const detailsChanged =
        canonical(body.vehicle) !== canonical(quote.vehicle) ||
        (dealer?.id ?? null) !== quote.dealerId ||
        province !== quote.province ||
        canonical(customer) !== canonical(quote.customer);
      const details = termsLock(lockViewer(actor), quote.quoteData);
      if (detailsChanged && !details.editable) throw lockRefusal(details, firstDetailChanged(quote, body));
      const quoteData = quote.quoteData.map((stored, index) =>
        changedRevision(actor, stored, sent[index]!, province, `quoteData.${index}.`),
      );
      if (revisionId !== undefined) revisionOf(quote, revisionId);
      const documents = (body.documents ?? []) as QuoteDocument[];
      withinSize({ vehicle: body.vehicle, customer, documents, quoteData }, quote);
      const before = {
        vehicle: quote.vehicle,
        dealer: await dealerName(tx, quote.dealerId),
        province: quote.province,
        customer: quote.customer,
      };
      const after = { vehicle: body.vehicle, dealer: dealer?.name ?? null, province, customer };
      return {
        quoteData,
        edits: [
          { revisionId: null, changes: detailChanges(before, after) },
          ...quote.quoteData.map((stored, index) => termsEdit(stored, quoteData[index]!)),
        ],
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
    },
    saveKey,
  );
}

/** The name of a quote dealer, or null for none (or one since deleted). */
async function dealerName(tx: Db, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const [found] = await tx
    .select({ name: quoteDealers.name })
    .from(quoteDealers)
    .where(eq(quoteDealers.id, id));
  return found?.name ?? null;
}

/** The first of the quote's details a save changes, as the field its refusal goes under. */
function firstDetailChanged(quote: QuoteRow, body: LeaseQuoteUpdate): string {
  const vehicle = body.vehicle as Record<string, unknown>;
  const stored = quote.vehicle as Record<string, unknown>;
  const field = Object.keys({ ...stored, ...vehicle }).find(
    (key) => canonical(vehicle[key]) !== canonical(stored[key]),
  );
  if (field !== undefined) return `vehicle.${field}`;
  if ((body.dealer?.id ?? null) !== quote.dealerId) return 'dealer';
  if (body.province !== undefined && (body.province ?? null) !== quote.province) return 'province';
  return 'customer';
}
