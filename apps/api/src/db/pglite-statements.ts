import {
  parse,
  protocol,
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** How many statement texts a database keeps prepared (the most recently used). */
export const KEPT_STATEMENTS = 500;

/**
 * What Drizzle asks of a PGlite client, answered faster (`openDatabase` puts it under Drizzle):
 *
 * - `query` sends the whole extended-protocol exchange (bind, describe, execute, sync) to PGlite at
 *   once, where PGlite's own `query` makes six calls into the database for one statement;
 * - each statement text is parsed once, as a named prepared statement, and PostgreSQL plans it as
 *   any prepared statement (a plan per call at first, then a generic one if it is as good);
 * - parameters go as text with their types left to PostgreSQL, as node-postgres sends them, so
 *   PGlite's extra round trip to learn the types is not needed;
 * - a statement's rows are described (their columns' names and types) the first time it runs only:
 *   the description is kept with it, as node-postgres keeps it, since a prepared statement's result
 *   never changes shape. Reading a description again cost more than the session's lookup itself.
 *
 * - a statement whose text starts with {@link GENERIC_PLAN} is run on its generic plan from its first
 *   call (see there).
 *
 * A query waits for a transaction under way, as PGlite's does. Transactions are PGlite's own.
 * Measured on the quote list (a million quotes): the session's lookup 1.5 → 0.25 ms, a page of
 * quotes 1.6 → 1.1 ms.
 */
/**
 * Written first in a statement's text: PGlite runs it on the generic plan, the one made without its
 * parameters' values, planned once and kept (`plan_cache_mode`, for that call alone). PostgreSQL
 * chooses between that plan and one made for each call's values by their estimated costs. A
 * search's generic plan reads the same indexes and costs far less than planning it again, but its
 * estimates, made without the query, look dearer (a statement of ten searches took 2–8 ms to plan
 * and 1.5 ms to run). On a PostgreSQL server it is a comment.
 */
export const GENERIC_PLAN = '/* generic plan */';

const planning = {
  generic: protocol.serialize.query('set plan_cache_mode = force_generic_plan'),
  reset: protocol.serialize.query('reset plan_cache_mode'),
};

export class PreparedPglite {
  /** Each kept statement text and its statement's name, least recently used first. */
  readonly #statements = new Map<string, string>();
  /** The description of each kept statement's rows, by its name: null when it gives none. */
  readonly #descriptions = new Map<string, BackendMessage | null>();
  #named = 0;

  constructor(
    readonly pglite: PGlite,
    private readonly kept = KEPT_STATEMENTS,
  ) {}

  query<Row>(text: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<Results<Row>> {
    const { pglite } = this;
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        await pglite._checkReady();
        const kept = this.#statements.get(text);
        const name = kept ?? `s${(this.#named += 1)}`;
        // The plan is chosen when the statement is bound; the setting is back after its sync, even
        // when the statement fails (PostgreSQL reads on to the sync, then runs the reset).
        const generic = text.startsWith(GENERIC_PLAN);
        const messages: Uint8Array[] = generic ? [planning.generic] : [];
        if (kept === undefined) {
          // The least recently used statement makes room first (before anything here can fail).
          if (this.#statements.size >= this.kept) {
            const [oldestText, oldest] = this.#statements.entries().next().value!;
            this.#statements.delete(oldestText);
            this.#descriptions.delete(oldest);
            messages.push(protocol.serialize.close({ type: 'S', name: oldest }));
          }
          messages.push(protocol.serialize.parse({ name, text }));
        } else this.#statements.delete(text);
        const described = kept === undefined ? undefined : this.#descriptions.get(kept);
        messages.push(
          protocol.serialize.bind({ statement: name, values: params.map(parameterText) }),
          ...(described === undefined ? [protocol.serialize.describe({ type: 'P' })] : []),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
          ...(generic ? [planning.reset] : []),
        );
        try {
          const all = await pglite.execProtocolStream(joined(messages), { syncToFs: false });
          // The setting's answer, before the statement's, ends where it is ready for the next.
          const answer = generic ? all.slice(all.findIndex(({ name }) => name === 'readyForQuery') + 1) : all;
          if (described === undefined)
            this.#descriptions.set(name, answer.find((message) => message.name === 'rowDescription') ?? null);
          const { parsers, ...rest } = options ?? {};
          const results = parse.parseResults(
            described ? [described, ...answer] : answer,
            typeParsers(pglite, parsers),
            rest,
          )[0] as Results<Row>;
          // Kept once it ran: the statement exists whatever happens after.
          this.#statements.set(text, name);
          await pglite.syncToFs();
          return results;
        } catch (error) {
          // A kept statement, or one that ran before the failure, stays prepared (most recently used).
          if (kept !== undefined || this.#statements.get(text) === name) this.#statements.set(text, name);
          else {
            // A new statement may have been parsed before the failure: it is not kept, so drop it
            // (closing a statement that does not exist is no error).
            this.#descriptions.delete(name);
            await pglite
              .execProtocolStream(
                joined([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
                { syncToFs: false },
              )
              .catch(() => undefined);
          }
          if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query: text, params });
          throw error;
        }
      }),
    );
  }

  transaction: PGlite['transaction'] = (callback) => this.pglite.transaction(callback);
}

/** `typeParsers`' answers, by a query's own parsers. */
const withParsers = new WeakMap<ParserOptions, { pglite: PGlite; parsers: Record<number, Parser> }>();

/**
 * PGlite's parsers of each type, with a query's own in front of them. PGlite would copy its 340
 * parsers into a new object for every query that brings its own (Drizzle's queries all do: they
 * keep dates as text), some 0.14 ms a query; a query's own are looked up first, then PGlite's. Made
 * once for each set of a query's own (a Drizzle prepared query keeps its set).
 */
function typeParsers(pglite: PGlite, own: ParserOptions | undefined): Record<number, Parser> {
  if (!own) return pglite.parsers;
  let parsers = withParsers.get(own);
  if (parsers?.pglite !== pglite)
    withParsers.set(own, (parsers = { pglite, parsers: Object.assign(Object.create(pglite.parsers), own) }));
  return parsers.parsers;
}

/** A message of PostgreSQL's protocol, as PGlite parses it. */
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** How PGlite reads a value of a type from its text. */
type Parser = ParserOptions[number];

/** A parameter as PostgreSQL reads it in text form, as node-postgres writes it. */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A JavaScript array as a PostgreSQL array literal: `{"a","b",NULL}`. */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = parameterText(value);
    return text === null ? 'NULL' : `"${text.replace(/[\\"]/g, '\\$&')}"`;
  });
  return `{${items.join(',')}}`;
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
