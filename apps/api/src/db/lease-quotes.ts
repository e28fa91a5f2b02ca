import { randomUUID } from 'node:crypto';
import { and, Column, count, desc, eq, is, like, or, SQL, sql, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  isHeaderListStatus,
  nameKey,
  numberedRevisions,
  quoteDeleteLock,
  quoteListState,
  revisionStateLabel,
  type LeaseQuote,
  type LeaseQuoteListCriteria,
  type LeaseQuoteListItem,
  type NewLeaseQuote,
  type QuoteDealer,
  type QuoteOwnerType,
} from '@sfi/domain';
import type { Db } from './client.ts';
import { dataVersion, keptUntilChange, type KeptUntilChange } from './meta.ts';
import { newRevision, QuoteChangeRefused, withinSize } from './revision-rules.ts';
import { literal } from './patterns.ts';
import { isoText, isRowId, jsonObject, unlessNull } from './rows.ts';
import {
  leaseQuoteCounts,
  leaseQuoteEdits,
  leaseQuoteEvents,
  leaseQuoteMessages,
  leaseQuotes,
  quoteDealers,
} from './schema.ts';

/**
 * Lease quotes (spec doc 1 §3, §7): the list with its filters, search and count, and creating,
 * reading and deleting one quote, always as someone. A dealer reaches only their dealership's
 * quotes (another's is as if it did not exist); staff (SFI) reach every quote. The list shows
 * each of them every quote they reach, in every state; its status filter chooses among them.
 */

/** Who asks: a dealer of a dealership, or a member of staff (SFI). */
export type QuoteViewer =
  | { ownerType: 'DEALER'; id: string; name: string; dealershipKey: string }
  | { ownerType: 'SFI'; id: string; name: string };

/** The quote dealer named in a new quote does not exist. */
export class UnknownQuoteDealerError extends Error {
  constructor() {
    super('The quote dealer does not exist');
  }
}

/** The list's mode for a viewer. */
export const modeOf = (viewer: QuoteViewer) => (viewer.ownerType === 'DEALER' ? 'DEALER' : 'SFI');

/** The dealer of a quote, read with it (null when none was chosen, or it was removed). */
const dealerColumns = {
  id: quoteDealers.id,
  name: quoteDealers.name,
  contact: quoteDealers.contact,
  email: quoteDealers.email,
  phone: quoteDealers.phone,
  province: quoteDealers.province,
};

/**
 * A quote's jsonb columns that go on the wire as they are kept: the list builds them into each
 * quote's jsonb (`quoteJson`); one quote's answer splices in their text (`quoteText`).
 */
const quoteColumnsAsKept = {
  vehicle: leaseQuotes.vehicle,
  documents: leaseQuotes.documents,
  quoteData: leaseQuotes.quoteData,
};

/**
 * The rest of a quote as the wire contract has it, as jsonb: the owner by id, dates as
 * `toISOString` writes them, the dealer null when there is none, and no customer or updatedAt when
 * they are absent. Read from `lease_quotes` left joined with `quote_dealers` (`withDealer`).
 */
const quoteHead = sql`(${jsonObject({
  id: leaseQuotes.id,
  newMessageFor: leaseQuotes.newMessageFor,
  status: leaseQuotes.status,
  selectedRevisionNumber: leaseQuotes.selectedRevisionNumber,
  province: leaseQuotes.province,
  owner: leaseQuotes.ownerId,
  ownerType: leaseQuotes.ownerType,
  preparedBy: leaseQuotes.preparedBy,
  createdAt: isoText(leaseQuotes.createdAt),
  dealer: dealerColumns,
})} || ${unlessNull('customer', leaseQuotes.customer)} || ${unlessNull('updatedAt', isoText(leaseQuotes.updatedAt))})`;

/**
 * A quote as the list has it (`LeaseQuoteListItemSchema`), built by PostgreSQL as jsonb: its
 * columns as kept, its `sortDate`, and `quoteHead`. A page's JSON goes out as PostgreSQL wrote it,
 * never parsed and written again.
 */
const quoteJson = () =>
  sql`(${jsonObject({ ...quoteColumnsAsKept, sortDate: isoText(leaseQuotes.sortDate) })} || ${quoteHead})`;

/** Each quote's dealer beside it, for `quoteJson`. */
const withDealer = sql`left join ${quoteDealers} on ${quoteDealers.id} = ${leaseQuotes.dealerId}`;

/** The columns the filters read, in `lease_quotes` and in `lease_quote_counts` alike. */
interface FilterColumns {
  ownerType: PgColumn;
  dealershipKey: PgColumn;
  dealerId: PgColumn;
  province: PgColumn;
  listState: PgColumn;
  status: PgColumn;
  preparedByKey: PgColumn;
}

/** The words of a search, in the form `search_text` holds them: at most eight, each once. */
export function searchWords(param: string): string[] {
  return [...new Set(nameKey(param).split(/\s+/).filter(Boolean))].slice(0, 8);
}

/** The list's query without its page: filters and search words. */
type QuoteCriteria = Omit<LeaseQuoteListCriteria, 'skip' | 'limit'>;

/**
 * What the viewer may see and the filters ask for, as conditions on either table: the viewer's
 * dealership, the status filter's (which the route has checked the viewer is offered: a state the
 * list shows a quote in, or a header status; none for every state), the owner filter (SFI,
 * NON_SFI, ANY or a quote dealer's id), the province, and who prepared it (the start of their
 * name, in any case and without accents).
 */
function filterConditions(columns: FilterColumns, viewer: QuoteViewer, criteria: QuoteCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (viewer.ownerType === 'DEALER') conditions.push(eq(columns.dealershipKey, viewer.dealershipKey));
  const status = criteria.statusFilter;
  if (status) conditions.push(eq(isHeaderListStatus(status) ? columns.status : columns.listState, status));
  const owner = criteria.ownerFilter;
  if (owner === 'SFI' || owner === 'NON_SFI')
    conditions.push(eq(columns.ownerType, owner === 'SFI' ? 'SFI' : 'DEALER'));
  // The count's table keeps dealer ids as lower-case text; the id may come in either case.
  else if (owner !== undefined && owner !== 'ANY') conditions.push(eq(columns.dealerId, owner.toLowerCase()));
  if (criteria.ownerProvinceFilter) conditions.push(eq(columns.province, criteria.ownerProvinceFilter));
  if (criteria.preparedByFilter)
    conditions.push(like(columns.preparedByKey, `${literal(nameKey(criteria.preparedByFilter))}%`));
  return conditions;
}

/**
 * Each word is somewhere in the quote's own words or in its quote dealer's name. The dealers a word
 * names are looked up first (a small table), so that each condition is the trigram index or the
 * dealer index, which PostgreSQL can combine; a sub-select inside the OR would read every quote.
 */
async function searchConditions(db: Db, words: readonly string[]): Promise<SQL[]> {
  return Promise.all(
    words.map(async (word) => {
      const pattern = `%${literal(word)}%`;
      const dealers = await db
        .select({ id: quoteDealers.id })
        .from(quoteDealers)
        .where(like(quoteDealers.nameKey, pattern));
      const inText = like(leaseQuotes.searchText, pattern);
      return dealers.length === 0
        ? inText
        : // One array parameter, however many dealers the word names (a list could pass the
          // protocol's 65,535 parameters).
          or(
            inText,
            sql`${leaseQuotes.dealerId} = any(${sql.param(dealers.map((dealer) => dealer.id))}::uuid[])`,
          )!;
    }),
  );
}

/**
 * What a list or export asks of `lease_quotes`: the search words, the conditions, and the sort key
 * (newest first by `sortBy`, then by id).
 *
 * A search sorts by the date moved by nothing (`+ interval '0'`), an expression no index holds: that
 * keeps PostgreSQL from walking the date index and testing each quote against the words, which
 * reads every quote when the words are rare. It finds the matches through the trigram index
 * instead and sorts them, which costs what the search's count already costs.
 */
export async function quoteQuery(db: Db, viewer: QuoteViewer, criteria: QuoteCriteria) {
  const words = searchWords(criteria.param ?? '');
  const date = criteria.sortBy === 'createdAt' ? leaseQuotes.createdAt : leaseQuotes.sortDate;
  return {
    words,
    where: and(...filterConditions(leaseQuotes, viewer, criteria), ...(await searchConditions(db, words))),
    /** The date a quote sorts by: the column, or for a search the expression the indexes do not hold. */
    order: words.length > 0 ? sql`(${date} + interval '0')` : sql`${date}`,
    /** Which date that is, to read it back from a row. */
    dateOf: (row: { createdAt: Date; sortDate: Date }) =>
      criteria.sortBy === 'createdAt' ? row.createdAt : row.sortDate,
  };
}

/** A list or export's query, as `quoteQuery` builds it. */
type QuoteQuery = Awaited<ReturnType<typeof quoteQuery>>;

/**
 * The ids and sort keys (`at`) of the quotes the query matches, in the list's order, from `offset`
 * or after a sort key, `limit` of them (its plan is tested to read an index in order). Ids and
 * keys only, so that the quotes skipped before a page cost an index entry each, not a quote read.
 */
export function quoteKeys(
  db: Db,
  { where, order }: QuoteQuery,
  { offset = 0, after, limit }: { offset?: number; after?: { at: string; id: string }; limit: number },
) {
  return db
    .select({ id: leaseQuotes.id, at: sql`${order}`.as('at') })
    .from(leaseQuotes)
    .where(
      and(where, after && sql`(${order}, ${leaseQuotes.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`),
    )
    .orderBy(desc(order), desc(leaseQuotes.id))
    .offset(offset)
    .limit(limit);
}

/** The quotes whose keys `keys` gives, each with its dealer, in the keys' order. */
const keyedQuotes = (keys: ReturnType<typeof quoteKeys>) =>
  sql`from (${keys.getSQL()}) as "page" join ${leaseQuotes} on ${leaseQuotes.id} = "page"."id" ${withDealer}`;

/**
 * Every quote the list's filters and search match, in the list's order, `batch` at a time: each
 * batch starts after the last one's sort key, so the thousandth batch costs what the first does
 * (no offset). For the export, which has no row cap.
 */
export async function* leaseQuoteBatches(
  db: Db,
  viewer: QuoteViewer,
  criteria: QuoteCriteria,
  batch = 1000,
): AsyncGenerator<LeaseQuoteListItem[]> {
  const query = await quoteQuery(db, viewer, criteria);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    // The sort key as PostgreSQL's text, to the microsecond: a key cut to milliseconds would skip
    // the quotes saved in the same millisecond as the batch's last.
    const { rows } = (await db.execute(sql`
      select "page"."at"::text as "at", "page"."id" as "id", ${quoteJson()}::text as "quote"
      ${keyedQuotes(quoteKeys(db, query, { after, limit: batch }))}
      order by "page"."at" desc, "page"."id" desc`)) as unknown as {
      rows: { at: string; id: string; quote: string }[];
    };
    if (rows.length === 0) return;
    yield rows.map((row) => JSON.parse(row.quote) as LeaseQuoteListItem);
    const { at, id } = rows.at(-1)!;
    after = { at, id };
    if (rows.length < batch) return;
  }
}

/**
 * One page of the list, newest first by `sortBy`, as the JSON array text of its quotes: PGlite
 * hands over one value instead of a field per column and quote, and the text is sent as it is.
 */
async function pageJson(db: Db, query: QuoteQuery, { skip, limit }: LeaseQuoteListCriteria): Promise<string> {
  const { rows } = (await db.execute(sql`
    select coalesce(json_agg(${quoteJson()} order by "page"."at" desc, "page"."id" desc), '[]')::text as "quotes"
    ${keyedQuotes(quoteKeys(db, query, { offset: skip, limit }))}`)) as unknown as {
    rows: { quotes: string }[];
  };
  return rows[0]?.quotes ?? '[]';
}

/**
 * What the list answered, kept in memory until the quotes change (`lease_quotes_version`, migration
 * 0011: any write to the quotes or the quote dealers, by any process): the counts, under the
 * viewer's reach, filters and search words (1000 of them), and the answers, under those and the
 * page (200 of them, each at most `KEPT_PAGE_BYTES`: a page of 20 quotes is some 20 kB, so they
 * hold 26 MB at most). A list asked again, as every screen showing it does when it regains focus or
 * reconnects, then costs a comparison instead of queries. So does a quote opened again
 * (`findLeaseQuoteJson`): all of it but its messages, under the viewer's reach and its id (200 of
 * them, as large as a page at most), its messages read each time (a message is no change of the
 * quotes: its own row).
 */
/** The largest answer of the list kept in memory (characters of its JSON); larger ones are read each time. */
export const KEPT_PAGE_BYTES = 128_000;

export interface QuoteAnswers {
  counts: KeptUntilChange<number>;
  pages: KeptUntilChange<string>;
  /** One quote's answer without its messages (`quoteBodyText`); null when the viewer may reach no such quote. */
  quotes: KeptUntilChange<string | null>;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

/** Kept answers of the list for the quotes of `db`; see `QuoteAnswers`. */
export function quoteAnswers(db: Db): QuoteAnswers {
  const version = dataVersion(db, { key: 'lease_quotes_version', channel: 'lease_quotes_changed' });
  return {
    counts: keptUntilChange(version, 1000),
    pages: keptUntilChange(version, 200, (answer: string) => answer.length <= KEPT_PAGE_BYTES),
    quotes: keptUntilChange(
      version,
      200,
      (answer: string | null) => answer === null || answer.length <= KEPT_PAGE_BYTES,
    ),
    close: () => version.close(),
  };
}

/**
 * A page of the list (`GET /lease-quotes`, and `GET /lease-quotes/search` when `criteria.param`
 * holds words), newest first by `sortBy`, with the count of every quote the filters match, as the
 * JSON text of the answer (`LeaseQuoteListResponseSchema`), from `kept` when the same page was
 * asked since the quotes last changed.
 */
export async function listLeaseQuotes(
  db: Db,
  kept: QuoteAnswers,
  viewer: QuoteViewer,
  criteria: LeaseQuoteListCriteria,
): Promise<string> {
  const { skip, limit, sortBy, param: _param, ...filters } = criteria;
  const words = searchWords(criteria.param ?? '');
  const reach = viewer.ownerType === 'DEALER' ? viewer.dealershipKey : null;
  const matching = JSON.stringify([reach, filters, words]);
  return kept.pages.get(JSON.stringify([matching, sortBy, skip, limit]), async () => {
    const query = await quoteQuery(db, viewer, criteria);
    const total = kept.counts.get(matching, () => countQuotes(db, viewer, criteria, query));
    const [data, counted] = await Promise.all([pageJson(db, query, criteria), total]);
    return `{"count":${counted},"data":${data}}`;
  });
}

/**
 * How many quotes the list's filters and search match. Without a search the count is summed from
 * `lease_quote_counts`, so it costs the same for a million quotes as for ten.
 */
async function countQuotes(
  db: Db,
  viewer: QuoteViewer,
  criteria: QuoteCriteria,
  { words, where }: QuoteQuery,
) {
  const [counted] =
    words.length > 0
      ? await db.select({ total: count() }).from(leaseQuotes).where(where)
      : await db
          .select({ total: sum(leaseQuoteCounts.quotes).mapWith(Number) })
          .from(leaseQuoteCounts)
          .where(and(...filterConditions(leaseQuoteCounts, viewer, criteria)));
  return counted?.total ?? 0;
}

/** Only the viewer's dealership's quotes, for a dealer; every quote for staff. */
export const reachable = (viewer: QuoteViewer, id: string) =>
  viewer.ownerType === 'DEALER'
    ? and(eq(leaseQuotes.id, id), eq(leaseQuotes.dealershipKey, viewer.dealershipKey))
    : eq(leaseQuotes.id, id);

/**
 * A value for `jsonText` whose text JSON writes as it is, in quotes: never null, and never holding a
 * quote, a backslash or a control character (a name a CHECK constraint lists, a date `isoText`
 * formats). It skips `to_json`, a type lookup per value and row.
 */
class PlainText {
  constructor(readonly value: PgColumn | SQL) {}
}

/** A map for `jsonText`: a value, plain text, or a nested map for a nested object. */
type TextColumns = { [key: string]: PgColumn | SQL | PlainText | TextColumns };

/**
 * `columns` as the text of a JSON object, put together by concatenation: each value as `to_json`
 * writes it (null for null), plain text quoted as it is, a nested map as a nested object. For a
 * value only written out, never read in SQL: `json_build_object` looks up every value's type on each
 * row, and took twice as long for a timeline of 49 changes.
 */
function jsonText(columns: TextColumns): SQL {
  const members = Object.entries(columns).map(([key, value], index) => {
    const name = sql.raw(`'${index === 0 ? '{' : ','}${JSON.stringify(key)}:'`);
    if (value instanceof PlainText) return sql`${name} || '"' || ${value.value} || '"'`;
    const text =
      is(value, Column) || is(value, SQL) ? sql`coalesce(to_json(${value})::text, 'null')` : jsonText(value);
    return sql`${name} || ${text}`;
  });
  return sql`(${sql.join(members, sql` || `)} || '}')`;
}

/**
 * A quote's timeline as the wire has it (`QuoteEventSchema`), oldest first, as JSON text: each
 * change of a revision's state, who made it and when (`lease_quote_events`).
 */
const timelineText = sql`coalesce((select '[' || string_agg(${jsonText({
  revisionId: leaseQuoteEvents.revisionId,
  at: new PlainText(isoText(leaseQuoteEvents.at)),
  // Actor types, revision types and states are names their CHECK constraints list (migration 0014).
  by: {
    id: leaseQuoteEvents.actorId,
    type: new PlainText(leaseQuoteEvents.actorType),
    name: leaseQuoteEvents.actorName,
  },
  from: {
    revisionType: new PlainText(leaseQuoteEvents.fromType),
    revisionState: new PlainText(leaseQuoteEvents.fromState),
  },
  to: {
    revisionType: new PlainText(leaseQuoteEvents.toType),
    revisionState: new PlainText(leaseQuoteEvents.toState),
  },
})}, ',' order by ${leaseQuoteEvents.at}, ${leaseQuoteEvents.id}) || ']'
  from ${leaseQuoteEvents} where ${leaseQuoteEvents.quoteId} = ${leaseQuotes.id}), '[]')`;

/**
 * A quote's changes of vehicle, details and terms as the wire has them (`QuoteEditSchema`), oldest
 * first, as JSON text (`lease_quote_edits`).
 */
const editsText = sql`coalesce((select '[' || string_agg(${jsonText({
  revisionId: leaseQuoteEdits.revisionId,
  at: new PlainText(isoText(leaseQuoteEdits.at)),
  by: {
    id: leaseQuoteEdits.actorId,
    type: new PlainText(leaseQuoteEdits.actorType),
    name: leaseQuoteEdits.actorName,
  },
  changes: leaseQuoteEdits.changes,
})}, ',' order by ${leaseQuoteEdits.at}, ${leaseQuoteEdits.id}) || ']'
  from ${leaseQuoteEdits} where ${leaseQuoteEdits.quoteId} = ${leaseQuotes.id}), '[]')`;

/**
 * A quote's messages: those of its own column (as they came with the quote), then those sent over
 * the live socket (`lease_quote_messages`, in the order they came); the column alone, as kept, when
 * there are none.
 */
const quoteMessages = sql`(case when exists (select from ${leaseQuoteMessages} where ${leaseQuoteMessages.quoteId} = ${leaseQuotes.id})
  then ${leaseQuotes.messages} || (select jsonb_agg(${leaseQuoteMessages.message} order by ${leaseQuoteMessages.position})
    from ${leaseQuoteMessages} where ${leaseQuoteMessages.quoteId} = ${leaseQuotes.id})
  else ${leaseQuotes.messages} end)`;

/**
 * One quote as the wire has it (`LeaseQuoteSchema`) but its messages, as JSON text written by
 * PostgreSQL: its columns as kept spliced in as their text, its timeline, then `quoteHead` without
 * its opening brace. Building one jsonb of it all would copy every revision again for each
 * `jsonb_build_object`, `||` and `-`, and parse it back from the driver: a quote of 20 revisions
 * took 3 ms to read instead of 1 (scripts/bench-api.mjs).
 */
const quoteBodyText = sql`'{' || ${sql.join(
  [
    ...Object.entries(quoteColumnsAsKept).map(
      ([key, column]) => sql`${sql.raw(`'"${key}":'`)} || ${column}::text`,
    ),
    sql`'"timeline":' || ${timelineText}`,
    sql`'"edits":' || ${editsText}`,
  ],
  sql` || ',' || `,
)} || ',' || substr(${quoteHead}::text, 2)`;

/** A quote's `quoteBodyText` with its messages (JSON text) in front: the quote as the wire has it. */
const withMessages = (messages: string, body: string) => `{"messages":${messages},${body.slice(1)}`;

/** One quote as the wire has it, messages and all, as JSON text: `withMessages` in SQL. */
const quoteText = sql`'{"messages":' || ${quoteMessages}::text || ',' || substr(${quoteBodyText}, 2)`;

/**
 * The reads of one quote, prepared once per database (Drizzle then only fills in the parameters):
 * all of it (`quote`) or all but its messages (`body`), staff's by id and a dealer's by id within
 * their dealership, as `reachable` has it; and its messages alone, by id.
 */
const quoteReads = new WeakMap<Db, ReturnType<typeof prepareQuoteReads>>();
function prepareQuoteReads(db: Db) {
  const read = (text: SQL, name: string) => {
    const prepared = (where: SQL | undefined, reach: string) =>
      db
        .select({ text: sql<string>`${text}` })
        .from(leaseQuotes)
        .leftJoin(quoteDealers, eq(quoteDealers.id, leaseQuotes.dealerId))
        .where(where)
        .prepare(`${name}${reach}`);
    const byId = eq(leaseQuotes.id, sql.placeholder('id'));
    return {
      SFI: prepared(byId, ''),
      DEALER: prepared(
        and(byId, eq(leaseQuotes.dealershipKey, sql.placeholder('dealershipKey'))),
        '_of_dealership',
      ),
    };
  };
  return {
    quote: read(quoteText, 'lease_quote'),
    body: read(quoteBodyText, 'lease_quote_body'),
    messages: db
      .select({ text: sql<string>`${quoteMessages}::text` })
      .from(leaseQuotes)
      .where(eq(leaseQuotes.id, sql.placeholder('id')))
      .prepare('lease_quote_messages'),
  };
}

/**
 * One quote with its messages and timeline, if the viewer may reach it, as the JSON text of the
 * wire (`LeaseQuoteSchema`): `GET /lease-quotes/{id}` sends it as it is. With `kept`, all but its
 * messages comes from there when the quote was opened since the quotes last changed, and only its
 * messages are read.
 */
export async function findLeaseQuoteJson(
  db: Db,
  viewer: QuoteViewer,
  id: string,
  kept?: QuoteAnswers,
): Promise<string | undefined> {
  if (!isRowId(id)) return undefined;
  let reads = quoteReads.get(db);
  if (!reads) quoteReads.set(db, (reads = prepareQuoteReads(db)));
  const { quote, body, messages } = reads;
  const read = async (which: typeof quote) => {
    const [row] =
      viewer.ownerType === 'DEALER'
        ? await which.DEALER.execute({ id, dealershipKey: viewer.dealershipKey })
        : await which.SFI.execute({ id });
    return row?.text;
  };
  if (!kept) return read(quote);
  const reach = viewer.ownerType === 'DEALER' ? viewer.dealershipKey : null;
  const keptBody = await kept.quotes.get(JSON.stringify([reach, id]), async () => (await read(body)) ?? null);
  if (keptBody === null) return undefined;
  // No row: deleted since it was kept, a change that has not reached `kept` yet.
  const [row] = await messages.execute({ id });
  return row && withMessages(row.text, keptBody);
}

/** One quote with its messages and timeline, if the viewer may reach it. */
export async function findLeaseQuote(
  db: Db,
  viewer: QuoteViewer,
  id: string,
): Promise<LeaseQuote | undefined> {
  const text = await findLeaseQuoteJson(db, viewer, id);
  return text === undefined ? undefined : (JSON.parse(text) as LeaseQuote);
}

/** The words a quote is found by: its id, customer names, VIN, make, model and who prepared it. */
export function quoteSearchText(
  quote: Pick<LeaseQuote, 'id' | 'vehicle' | 'customer'> & { preparedBy: string },
): string {
  const { customer, vehicle } = quote;
  return nameKey(
    [
      quote.id,
      customer?.firstName,
      customer?.lastName,
      customer?.companyName,
      vehicle.vin,
      vehicle.make,
      vehicle.model,
      quote.preparedBy,
    ]
      .filter((word) => typeof word === 'string' && word !== '')
      .join(' '),
  );
}

/** What the server sets on a new quote's row: its owner, and what the list reads. */
export function ownerColumns(viewer: QuoteViewer) {
  return {
    ownerId: viewer.id,
    ownerType: viewer.ownerType satisfies QuoteOwnerType,
    dealershipKey: viewer.ownerType === 'DEALER' ? viewer.dealershipKey : null,
    preparedBy: viewer.name,
    preparedByKey: nameKey(viewer.name),
  };
}

/**
 * Creates a DRAFT quote owned by the viewer (`POST /lease-quotes`). Its revisions are the body's
 * (drafts only) or one INITIAL draft, each with a new id and owned by the viewer; its province is
 * the body's or its quote dealer's. Each revision goes through `newRevision`, as one added later
 * does: a draft, never FINAL, its payment computed from its terms in the quote's province; and the
 * quote must be small enough to be saved whole (`withinSize`). Throws `UnknownQuoteDealerError`, or
 * `QuoteChangeRefused`.
 */
export async function createLeaseQuote(
  db: Db,
  viewer: QuoteViewer,
  body: NewLeaseQuote & { quoteData: NonNullable<NewLeaseQuote['quoteData']> },
): Promise<LeaseQuote> {
  let dealer: QuoteDealer | undefined;
  if (body.dealer) {
    if (isRowId(body.dealer.id))
      [dealer] = await db.select(dealerColumns).from(quoteDealers).where(eq(quoteDealers.id, body.dealer.id));
    if (!dealer) throw new UnknownQuoteDealerError();
  }
  const province = body.province ?? dealer?.province ?? null;
  const sent = body.quoteData.length > 0 ? body.quoteData : [{ revisionType: 'INITIAL' as const }];
  const quoteData = numberedRevisions(
    sent.map((revision, index) =>
      newRevision(
        revision,
        viewer,
        modeOf(viewer),
        province,
        body.quoteData.length > 0 ? `quoteData.${index}.` : '',
      ),
    ),
  );
  const id = randomUUID();
  const owner = ownerColumns(viewer);
  const customer = body.customer ?? null;
  withinSize({ vehicle: body.vehicle, customer, documents: body.documents ?? [], quoteData });
  await db.insert(leaseQuotes).values({
    id,
    vehicle: body.vehicle,
    dealerId: dealer?.id ?? null,
    documents: body.documents ?? [],
    quoteData,
    status: 'DRAFT',
    listState: quoteListState({ quoteData, selectedRevisionNumber: null }),
    province,
    customer,
    ...owner,
    searchText: quoteSearchText({ id, vehicle: body.vehicle, customer: customer ?? undefined, ...owner }),
  });
  return (await findLeaseQuote(db, viewer, id))!;
}

/**
 * Deletes a quote the viewer may reach, giving its id and dealership (null for SFI's quote: whose
 * lists it leaves); undefined when there is none. A dealer may delete a quote only while all its
 * revisions are drafts (`quoteDeleteLock`): otherwise `QuoteChangeRefused` names the state.
 */
export async function deleteLeaseQuote(
  db: Db,
  viewer: QuoteViewer,
  id: string,
): Promise<{ id: string; dealershipKey: string | null } | undefined> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ quoteData: leaseQuotes.quoteData })
      .from(leaseQuotes)
      .where(reachable(viewer, id))
      .for('update');
    if (!row) return undefined;
    const locking = quoteDeleteLock(modeOf(viewer), row.quoteData);
    if (locking)
      throw new QuoteChangeRefused(409, 'quote.delete.notDraft', {
        state: revisionStateLabel(locking.revisionType, locking.revisionState),
      });
    const [deleted] = await tx
      .delete(leaseQuotes)
      .where(eq(leaseQuotes.id, id))
      .returning({ id: leaseQuotes.id, dealershipKey: leaseQuotes.dealershipKey });
    return deleted;
  });
}
