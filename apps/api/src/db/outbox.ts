import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { outbox, type OutboxKind } from './schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** A message to send. */
export interface OutboundMessage {
  kind: OutboxKind;
  to: string;
  subject?: string;
  body: string;
  /** The body holds a secret (a sign-in code): it is blanked once delivered. @default false */
  sensitive?: boolean;
}

/** What replaces a sensitive body once it was delivered. */
export const REDACTED_BODY = '[delivered; redacted]';

/** Writes a message to the outbox (in the caller's transaction, when given one). */
export async function enqueueMessage(db: Db, message: OutboundMessage, now: Date): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: message.kind,
      to: message.to,
      subject: message.subject ?? null,
      body: message.body,
      sensitive: message.sensitive ?? false,
      createdAt: now,
    })
    .returning();
  return row!;
}

/**
 * Claims up to `limit` undelivered messages for delivery until `claimUntil`, oldest first. A row
 * another process holds (claimed, or locked this instant by a claim under way) is skipped
 * (`FOR UPDATE SKIP LOCKED`, and a row claimed meanwhile fails the claim's condition when
 * PostgreSQL checks it again), so two nodes claiming at once never get the same message.
 */
export async function claimMessages(
  db: Db,
  options: { now: Date; claimUntil: Date; maxAttempts: number; limit: number },
): Promise<OutboxRow[]> {
  const candidates = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lt(outbox.attempts, options.maxAttempts),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, options.now)),
      ),
    )
    .orderBy(asc(outbox.createdAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, claimedUntil: options.claimUntil })
    .where(inArray(outbox.id, candidates))
    .returning()
    .then((rows) => rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()));
}

/** The claim a row was returned with: the updates below touch the row only while it is still ours. */
function stillOurs(row: OutboxRow) {
  return and(
    eq(outbox.id, row.id),
    row.claimedUntil === null ? isNull(outbox.claimedUntil) : eq(outbox.claimedUntil, row.claimedUntil),
  );
}

/**
 * Gives back claimed messages this process did not start sending, as if never claimed (the attempt
 * is not counted), unless another process has claimed them since.
 */
export async function releaseMessages(db: Db, rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} - 1`, claimedUntil: null })
    .where(and(isNull(outbox.sentAt), or(...rows.map(stillOurs))));
}

/** Records a delivery: the time, and a blanked body when it held a secret. */
export async function markSent(db: Db, row: OutboxRow, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: now,
      error: null,
      claimedUntil: null,
      ...(row.sensitive && { body: REDACTED_BODY }),
    })
    .where(eq(outbox.id, row.id));
}

/**
 * Records a failed delivery; the message is tried again later, up to the attempt limit. A message
 * another process has claimed since (this one's claim ran out) is left to that process.
 */
export async function markFailed(db: Db, row: OutboxRow, error: string): Promise<void> {
  await db.update(outbox).set({ error, claimedUntil: null }).where(stillOurs(row));
}

/** Blanks the bodies of secret-bearing messages written before `before` that never went out. */
export async function redactStaleSensitive(db: Db, before: Date): Promise<number> {
  const redacted = await db
    .update(outbox)
    .set({ body: REDACTED_BODY })
    .where(and(eq(outbox.sensitive, true), isNull(outbox.sentAt), lt(outbox.createdAt, before)))
    .returning({ id: outbox.id });
  return redacted.length;
}
