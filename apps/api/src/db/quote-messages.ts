import { and, eq, sql } from 'drizzle-orm';
import { QUOTE_MESSAGES_MAX, type MessageReader, type QuoteMessage } from '@sfi/domain';
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
  /** The quote already held `QUOTE_MESSAGES_MAX` messages of its dealership: this dealer's was not added. */
  full?: true;
}

/** A message to add (`addQuoteMessages`): who sends it, on which quote, and the side to mark (or null). */
export interface MessageToAdd {
  viewer: QuoteViewer;
  quoteId: string;
  message: QuoteMessage;
  mark: string | null;
}

/**
 * Adds messages after their quotes' others (rows of `lease_quote_messages`, in the order given), each
 * if its viewer may reach its quote, in one statement however many; and puts each one's `mark` (a
 * side, `SFI` or `DEALER`) in its quote's `newMessageFor` unless it is there already or is null:
 * a quote's row is written only then. A quote holds at most `QUOTE_MESSAGES_MAX` messages of its
 * dealership: a dealer's past it are not added (`full`); staff's always are. For each message, in order: what adding it did, or undefined
 * when its viewer may reach no such quote.
 */
export async function addQuoteMessages(
  db: Db,
  messages: readonly MessageToAdd[],
): Promise<(AddedMessage | undefined)[]> {
  const sent = messages.flatMap(({ viewer, quoteId, message, mark }, n) =>
    isRowId(quoteId)
      ? [
          {
            n,
            quoteId,
            dealershipKey: viewer.ownerType === 'DEALER' ? viewer.dealershipKey : null,
            message,
            mark,
          },
        ]
      : [],
  );
  const answers: (AddedMessage | undefined)[] = messages.map(() => undefined);
  if (sent.length === 0) return answers;
  // A dealer reaches their dealership's quotes only (as `reachable` has it); staff reach every one.
  const { rows } = (await db.execute(sql`
    with "sent" as (
      select * from jsonb_to_recordset(${JSON.stringify(sent)}::jsonb)
        as "sent"("n" int, "quoteId" uuid, "dealershipKey" text, "message" jsonb, "mark" text)
    ), "quote" as (
      select "sent"."n", ${leaseQuotes.id} as "id", ${leaseQuotes.dealershipKey} as "dealershipKey",
        "sent"."mark" is null or ${leaseQuotes.newMessageFor} @> jsonb_build_array("sent"."mark") as "hasMark",
        -- Staff's messages always fit. A dealer's: the dealership's messages so far (its column's
        -- and its rows), and this one's place among the dealership's sent now.
        "sent"."dealershipKey" is null or (
          (select count(*) from jsonb_array_elements(${leaseQuotes.messages}) as "old"("message")
            where "old"."message" ->> 'senderType' = 'DEALER')
          + (select count(*) from ${leaseQuoteMessages} where ${leaseQuoteMessages.quoteId} = ${leaseQuotes.id}
            and ${leaseQuoteMessages.message} ->> 'senderType' = 'DEALER')
          + row_number() over (partition by ${leaseQuotes.id}, "sent"."dealershipKey" is null order by "sent"."n")
          <= ${QUOTE_MESSAGES_MAX}) as "fits"
      from "sent" join ${leaseQuotes} on ${leaseQuotes.id} = "sent"."quoteId"
        and ("sent"."dealershipKey" is null or ${leaseQuotes.dealershipKey} = "sent"."dealershipKey")
    ), "added" as (
      insert into ${leaseQuoteMessages} ("quote_id", "message")
      select "quote"."id", "sent"."message" from "sent" join "quote" on "quote"."n" = "sent"."n"
      where "quote"."fits"
      order by "sent"."n"
    )
    select "n", "dealershipKey", "hasMark", "fits" from "quote"`)) as unknown as {
    rows: { n: number; dealershipKey: string | null; hasMark: boolean; fits: boolean }[];
  };
  for (const { n, dealershipKey, hasMark, fits } of rows) {
    if (!fits) {
      answers[n] = { dealershipKey, marked: false, full: true };
      continue;
    }
    const { quoteId, mark } = messages[n]!;
    let marked = false;
    if (mark !== null && !hasMark) {
      // Two messages at once both find the mark missing; only one puts it there.
      const markArray = sql`jsonb_build_array(${mark}::text)`;
      const updated = await db
        .update(leaseQuotes)
        .set({ newMessageFor: sql`${leaseQuotes.newMessageFor} || ${markArray}` })
        .where(and(eq(leaseQuotes.id, quoteId), sql`not ${leaseQuotes.newMessageFor} @> ${markArray}`))
        .returning({ id: leaseQuotes.id });
      marked = updated.length > 0;
    }
    answers[n] = { dealershipKey, marked };
  }
  return answers;
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
