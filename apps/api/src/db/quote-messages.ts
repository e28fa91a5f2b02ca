import { eq, sql } from 'drizzle-orm';
import type { MessageReader, QuoteMessage } from '@sfi/domain';
import type { Db } from './client.ts';
import { reachable, type QuoteViewer } from './lease-quotes.ts';
import { isRowId } from './rows.ts';
import { leaseQuotes } from './schema.ts';

/*
 * A quote's conversation (its `messages`) and its unread marks (`newMessageFor`), for the live
 * socket: adding a message, and clearing a reader's marks when they open the quote. Each is one
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
 * Adds a message at the end of a quote's `messages`, if the viewer may reach the quote, and puts
 * `mark` (a side, `SFI` or `DEALER`) in its `newMessageFor` unless it is there already or is null.
 * Undefined when the viewer may reach no such quote.
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
  const isNew = sql`(${mark}::text is not null and not "before"."new_message_for" @> ${markArray})`;
  const { rows } = (await db.execute(sql`
    with "before" as (
      select ${leaseQuotes.id} as "id", ${leaseQuotes.newMessageFor} as "new_message_for"
      from ${leaseQuotes} where ${reachable(viewer, id)} for update
    )
    update ${leaseQuotes} set
      "messages" = ${leaseQuotes.messages} || jsonb_build_array(${JSON.stringify(message)}::jsonb),
      "new_message_for" = case when ${isNew}
        then "before"."new_message_for" || ${markArray} else "before"."new_message_for" end
    from "before" where ${leaseQuotes.id} = "before"."id"
    returning ${leaseQuotes.dealershipKey} as "dealershipKey", ${isNew} as "marked"`)) as unknown as {
    rows: AddedMessage[];
  };
  return rows[0];
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
