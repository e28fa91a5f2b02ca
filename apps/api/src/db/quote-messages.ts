import { and, eq, sql } from 'drizzle-orm';
import type { MessageReader, QuoteMessage } from '@sfi/domain';
import type { Db } from './client.ts';
import { reachable, type QuoteViewer } from './lease-quotes.ts';
import { isRowId } from './rows.ts';
import { leaseQuoteMessages, leaseQuotes } from './schema.ts';

/*
 * A quote's conversation and its unread marks (`newMessageFor`), for the live socket: adding a
 * message (a row of `lease_quote_messages`; the quote's `messages` are its column's then these),
 * and clearing a reader's marks when they open the quote. A mark is put or cleared by one
 * statement on the quote's row, so a message and a reader's visit at the same moment never lose
 * each other's mark. Neither moves the quote's `updatedAt`: the list's "last updated" is the
 * quote's own changes, not its conversation.
 */

/**
 * The dealership whose dealers see a quote (its `dealership_key`): null for SFI's quotes, which
 * only staff see; undefined when there is no such quote.
 */
export async function quoteDealershipKey(db: Db, id: string): Promise<string | null | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select({ key: leaseQuotes.dealershipKey })
    .from(leaseQuotes)
    .where(eq(leaseQuotes.id, id));
  return row ? row.key : undefined;
}

/** What adding a message did: the quote's dealership, and whether the mark asked for is new. */
export interface AddedMessage {
  dealershipKey: string | null;
  /** `mark` was not in `newMessageFor` before: the list's new-message marker changed. */
  marked: boolean;
}

/**
 * Adds a message after a quote's others (a row of `lease_quote_messages`), if the viewer may reach
 * the quote, and puts `mark` (a side, `SFI` or `DEALER`) in its `newMessageFor` unless it is there
 * already or is null: the quote's row is written only then. Undefined when the viewer may reach no
 * such quote.
 */
export async function addQuoteMessage(
  db: Db,
  viewer: QuoteViewer,
  id: string,
  message: QuoteMessage,
  mark: string | null,
): Promise<AddedMessage | undefined> {
  if (!isRowId(id)) return undefined;
  const markArray = sql`jsonb_build_array(${mark}::text)`;
  const { rows } = (await db.execute(sql`
    with "quote" as (
      select ${leaseQuotes.id} as "id", ${leaseQuotes.dealershipKey} as "dealershipKey",
        ${leaseQuotes.newMessageFor} @> ${markArray} as "hasMark"
      from ${leaseQuotes} where ${reachable(viewer, id)}
    ), "added" as (
      insert into ${leaseQuoteMessages} ("quote_id", "message")
      select "id", ${JSON.stringify(message)}::jsonb from "quote" returning "quote_id"
    )
    select "dealershipKey", "hasMark" from "quote" join "added" on "added"."quote_id" = "quote"."id"`)) as unknown as {
    rows: { dealershipKey: string | null; hasMark: boolean | null }[];
  };
  const [added] = rows;
  if (!added) return undefined;
  if (mark === null || added.hasMark) return { dealershipKey: added.dealershipKey, marked: false };
  // Two messages at once both find the mark missing; only one puts it there.
  const marked = await db
    .update(leaseQuotes)
    .set({ newMessageFor: sql`${leaseQuotes.newMessageFor} || ${markArray}` })
    .where(and(eq(leaseQuotes.id, id), sql`not ${leaseQuotes.newMessageFor} @> ${markArray}`))
    .returning({ id: leaseQuotes.id });
  return { dealershipKey: added.dealershipKey, marked: marked.length > 0 };
}

/**
 * Clears a reader's marks from a quote's `newMessageFor` (their side's and their own id), in the
 * order the others were in. Gives the quote's dealership when a mark was cleared, else undefined
 * (nothing to clear, or no quote the viewer may reach).
 */
export async function readQuoteMessages(
  db: Db,
  viewer: QuoteViewer,
  id: string,
  reader: MessageReader,
): Promise<{ dealershipKey: string | null } | undefined> {
  if (!isRowId(id)) return undefined;
  const marks = [reader.side, ...(reader.userId === undefined ? [] : [reader.userId])];
  const { rows } = (await db.execute(sql`
    update ${leaseQuotes} set "new_message_for" = coalesce(
      (select jsonb_agg("mark" order by "position")
        from jsonb_array_elements(${leaseQuotes.newMessageFor}) with ordinality as "marks"("mark", "position")
        where not ("mark" #>> '{}' = any(${sql.param(marks)}::text[]))),
      '[]'::jsonb)
    where ${reachable(viewer, id)} and ${leaseQuotes.newMessageFor} ?| ${sql.param(marks)}::text[]
    returning ${leaseQuotes.dealershipKey} as "dealershipKey"`)) as unknown as {
    rows: { dealershipKey: string | null }[];
  };
  return rows[0];
}
