import {
  colesseeNameOf,
  DELIVERY_COUNT_MAX,
  DELIVERY_MATCH_MAX,
  FILE_SEARCH_MATCH_MAX,
  fileSearchKeyKinds,
  fileSearchMatching,
  filesOnPage,
  matchesWordStart,
  searchKey,
  type FileSearchPage,
  type FileSearchPath,
  type FileSearchResult,
} from '@sfi/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { literal, pageBounds, startsWith } from './patterns.ts';
import { GENERIC_PLAN } from './pglite-statements.ts';
import { isoText } from './rows.ts';
import { leaseFiles, leaseFileSearchTerms } from './schema.ts';

/**
 * The file search (doc 2 §7): each path matches by its rule (`fileSearchMatching` of @sfi/domain)
 * on the folded search keys `lease_files` keeps, through the indexes and the contains paths' keys
 * (`lease_file_search_terms`) of migration 0019, and ranks as `fileSearchRanks` says. The answer is each file's stored summary with its dates.
 */

/** Whose files a search looks at: every file (staff), or one file-tool dealership's. */
export type FileSearchViewer = { kind: 'staff' } | { kind: 'file-dealer'; dealerNo: string };

/** A condition to add (`and …`) that keeps the viewer's files: a file-tool dealer sees their dealership's alone. */
const viewersOnly = (viewer: FileSearchViewer) =>
  viewer.kind === 'file-dealer' ? sql`and ${leaseFiles.dealerNo} = ${viewer.dealerNo}` : sql``;

type KeyedPath = Exclude<FileSearchPath, 'everything'>;

/** One key a search looks at: its column, the path whose rule and folding it follows, and its name. */
interface Probe {
  column: PgColumn;
  path: KeyedPath;
  /** The rank of a file whose key is the query itself (`fileSearchRanks`). */
  exactRank: 0 | 1 | 2;
  /** Marks the matches of the lessee's and the co-lessee's names (for `customerName`). */
  name?: 'customer' | 'colessee';
}

const probesOf: Record<KeyedPath, Probe[]> = {
  'search-by-file-no': [{ column: leaseFiles.fileNoKey, path: 'search-by-file-no', exactRank: 0 }],
  'company-name': [{ column: leaseFiles.companyKey, path: 'company-name', exactRank: 2 }],
  'combined-name': [
    { column: leaseFiles.customerKey, path: 'combined-name', exactRank: 2, name: 'customer' },
    { column: leaseFiles.colesseeKey, path: 'combined-name', exactRank: 2, name: 'colessee' },
  ],
  'customer-phone': [{ column: leaseFiles.phoneKey, path: 'customer-phone', exactRank: 1 }],
  'customer-email': [{ column: leaseFiles.emailKey, path: 'customer-email', exactRank: 1 }],
  'vehicle-info': [{ column: leaseFiles.vehicleKey, path: 'vehicle-info', exactRank: 2 }],
  vin: [{ column: leaseFiles.vinKey, path: 'vin', exactRank: 1 }],
  make: [{ column: leaseFiles.makeKey, path: 'make', exactRank: 2 }],
  model: [{ column: leaseFiles.modelKey, path: 'model', exactRank: 2 }],
  'plate-number': [{ column: leaseFiles.plateKey, path: 'plate-number', exactRank: 1 }],
  'originated-dealership': [
    { column: leaseFiles.dealershipKey, path: 'originated-dealership', exactRank: 2 },
  ],
};

/**
 * The candidates one key gives: at most `cap` files, each with its rank, its similarity to the
 * query and its file number, found in the key's btree alone. `undefined` when the query, folded for
 * the key, cannot match (a phone query without digits; a `contains` query without a letter or digit,
 * which no trigram index could look up).
 * - A prefix path reads its btree from the query on, in order: the key that is the query first (it
 *   sorts before every longer key), then the rest.
 * - A contains path looks the query up in its keys (`lease_file_search_terms`, through the path's
 *   trigram index), ranks them (the query itself, then those that start with it, then those that
 *   hold it, most alike first), and reads each key's files from its btree in that order until it
 *   has `cap` (the incremental sort orders each key's files by number as they come).
 */
function probeQuery(probe: Probe, query: string, viewer: FileSearchViewer, cap: number): SQL | undefined {
  const key = searchKey(fileSearchKeyKinds[probe.path], query);
  if (key === '') return undefined;
  const column = probe.column;
  const mine = viewersOnly(viewer);
  const name = sql.raw(`'${probe.name ?? ''}'::text`);
  const exact = sql.raw(String(probe.exactRank));
  if (fileSearchMatching[probe.path] === 'prefix')
    return sql`(select ${leaseFiles.id} as id, ${leaseFiles.fileNoKey} as file_no_key,
        case when ${column} = ${key} then ${exact} else 2 end as rank, 0::real as sim, ${name} as name
      from ${leaseFiles} where ${startsWith(column, key)} ${mine}
      order by ${column} using ~<~, ${leaseFiles.fileNoKey} using ~<~ ${pageBounds(0, cap)})`;
  if (!/[\p{L}\p{N}]/u.test(key)) return undefined;
  const term = sql.identifier('key');
  const prefix = `${literal(key)}%`;
  const match =
    // Counted in characters: a trigram is three of them, whatever their UTF-16 length.
    !matchesWordStart(key)
      ? sql`${term} like ${`%${literal(key)}%`}`
      : sql`(${term} like ${prefix} or ${term} like ${`% ${literal(key)}%`})`;
  // The path's name is a literal, so that the planner picks the path's partial trigram index.
  const path = sql.raw(`'${column.name}'`);
  // The keys ranked, in a subquery of their own (`offset 0` keeps it one), so that each key's files
  // are read in the keys' order and the reading stops at `cap` files.
  return sql`(select found.id, found.file_no_key, terms.rank, terms.sim, ${name} as name
    from (
      select ${term} as key,
        case when ${term} = ${key} then ${exact} when ${term} like ${prefix} then 2 else 3 end as rank,
        case when ${term} like ${prefix} then 0 else similarity(${term}, ${key}) end as sim
      from ${leaseFileSearchTerms} where ${leaseFileSearchTerms.path} = ${path} and ${match}
      order by rank, sim desc, key using ~<~
      offset 0
    ) as terms
    cross join lateral (
      select ${leaseFiles.id} as id, ${leaseFiles.fileNoKey} as file_no_key from ${leaseFiles}
      where ${column} = terms.key ${mine}
      order by ${leaseFiles.fileNoKey} using ~<~ ${pageBounds(0, cap)}
    ) as found
    order by terms.rank, terms.sim desc, terms.key using ~<~, found.file_no_key using ~<~
    ${pageBounds(0, cap)})`;
}

/**
 * Counts the contains paths' keys of every file again (`lease_file_search_keys` of migration 0019
 * names them), for a bulk load that wrote the files with the triggers that keep them off.
 */
export async function rebuildLeaseFileSearchTerms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(leaseFileSearchTerms);
    await tx.execute(sql`insert into ${leaseFileSearchTerms} (path, key, files)
      select terms.path, terms.key, count(*) from ${leaseFiles} as files
      cross join lateral lease_file_search_keys(files) as terms group by terms.path, terms.key`);
  });
}

/**
 * A file of a page as a search's statement gives it: the stored summary, the file's dates (ISO
 * text, as the answer has them) and, when only the co-lessee's name found it, the co-lessee.
 */
interface FoundFile {
  summary: FileSearchResult;
  createdAt: string;
  updatedAt: string;
  colessee: Record<string, unknown> | null;
}

function resultOf({ summary, createdAt, updatedAt, colessee }: FoundFile): FileSearchResult {
  const result: FileSearchResult = { ...summary, createdAt, updatedAt };
  // Found by the co-lessee's name alone: the co-lessee's name is shown (doc 2 §3).
  if (colessee !== null) result.customerName = colesseeNameOf({ colessee }) || null;
  return result;
}

/**
 * A search's one row: the files `f` of the page in `order`, as one JSON value (read far faster
 * than a row for each file: PGlite reads each value of an answer on its own), and `total`.
 */
const pageRow = (order: SQL, total: SQL, colessee: SQL = sql`null`) =>
  sql`select json_agg(json_build_object('summary', f.summary, 'createdAt', ${isoText(sql`f.created_at`)},
      'updatedAt', ${isoText(sql`f.updated_at`)}, 'colessee', ${colessee}) order by ${order}) as files,
    (${total}) as total`;

/**
 * The bounds of a page's files (`offset … limit …`) among the first `listed` a search lists: the
 * files it shows (`filesOnPage`), and one more when a page may follow, to tell whether one does.
 */
function pageWindow({ skip, limit }: SearchPage, listed: number): { shown: number; bounds: SQL } {
  const shown = filesOnPage(skip, limit, listed);
  return { shown, bounds: pageBounds(skip, skip + shown < listed ? shown + 1 : shown) };
}

/**
 * A search's page, the `shown` files of those its statement (`pageRow`) gives (one more tells a
 * page follows), and how many files matched, counted up to `max` + 1. The statement runs on its
 * generic plan (`GENERIC_PLAN`): every value a search is given is a parameter, and the plan made
 * without them reads the same indexes.
 */
async function pageOf(db: Db, statement: SQL, shown: number, max: number): Promise<FileSearchPage> {
  // Both drivers answer a raw query with its rows under `rows`.
  const { rows } = (await db.execute(sql`${sql.raw(GENERIC_PLAN)}${statement}`)) as unknown as {
    rows: { files: FoundFile[] | null; total: number | string }[];
  };
  const files = rows[0]?.files ?? [];
  const total = Number(rows[0]?.total ?? 0);
  return {
    files: files.slice(0, shown).map(resultOf),
    total: Math.min(total, max),
    capped: total > max,
    hasMore: files.length > shown,
  };
}

/**
 * One prefix path: its btree read in order gives the page itself (the value that is the query
 * first, as it sorts before every longer one, then the others by value and file number), so only
 * the page's files are read; the count reads the index alone, up to the cap.
 */
async function searchByPrefix(
  db: Db,
  probe: Probe,
  query: string,
  viewer: FileSearchViewer,
  { skip, limit }: SearchPage,
): Promise<FileSearchPage> {
  const key = searchKey(fileSearchKeyKinds[probe.path], query);
  if (key === '') return { files: [], total: 0, capped: false, hasMore: false };
  const column = probe.column;
  const mine = viewersOnly(viewer);
  const match = sql`${startsWith(column, key)} ${mine}`;
  const cap = FILE_SEARCH_MATCH_MAX + 1;
  const count = sql`select count(*) from (select 1 from ${leaseFiles} where ${match} ${pageBounds(0, cap)}) as found`;
  const { shown, bounds } = pageWindow({ skip, limit }, FILE_SEARCH_MATCH_MAX);
  return pageOf(
    db,
    sql`${pageRow(sql`f.key using ~<~, f.file_no_key using ~<~`, count)}
    from (
      select ${column} as key, ${leaseFiles.fileNoKey} as file_no_key, ${leaseFiles.summary} as summary,
        ${leaseFiles.createdAt} as created_at, ${leaseFiles.updatedAt} as updated_at
      from ${leaseFiles} where ${match}
      order by ${column} using ~<~, ${leaseFiles.fileNoKey} using ~<~ ${bounds}
    ) as f`,
    shown,
    FILE_SEARCH_MATCH_MAX,
  );
}

/** Where a page starts and how long it is. */
export interface SearchPage {
  skip: number;
  limit: number;
}

/**
 * Searches the files by one path, or by all of them (`everything`), for the viewer: a page of the
 * results, best first, with the number of files matched (up to `FILE_SEARCH_MATCH_MAX`).
 */
export async function searchLeaseFiles(
  db: Db,
  path: FileSearchPath,
  query: string,
  viewer: FileSearchViewer,
  { skip, limit }: SearchPage,
): Promise<FileSearchPage> {
  if (path !== 'everything' && fileSearchMatching[path] === 'prefix')
    return searchByPrefix(db, probesOf[path][0]!, query, viewer, { skip, limit });
  // Everything looks at the phone only for a query without letters: the digits of a plate or a
  // VIN's end are not the start of a phone number (`ABC 236` is no 236 area code).
  const probes =
    path === 'everything'
      ? Object.values(probesOf)
          .flat()
          .filter((probe) => probe.path !== 'customer-phone' || !/\p{L}/u.test(query))
      : probesOf[path];
  // One more than the most matched, to tell "exactly that many" from "more".
  const cap = FILE_SEARCH_MATCH_MAX + 1;
  const parts = probes.flatMap((probe) => probeQuery(probe, query, viewer, cap) ?? []);
  if (parts.length === 0) return { files: [], total: 0, capped: false, hasMore: false };
  // The files each ranked by their best match (and found by the co-lessee's name alone, or not).
  const order = sql`m.rank, case when m.rank = 3 then m.sim else 0 end desc, m.file_no_key collate "C", m.id`;
  const { shown, bounds } = pageWindow({ skip, limit }, FILE_SEARCH_MATCH_MAX);
  return pageOf(
    db,
    sql`with probes as (${sql.join(parts, sql` union all `)}),
    matched as (
      select id, min(file_no_key) as file_no_key, min(rank) as rank, max(sim) as sim,
        bool_or(name = 'colessee') and not bool_or(name = 'customer') as by_colessee
      from probes group by id
    )
    ${pageRow(
      order,
      sql`select count(*) from (select 1 from matched ${pageBounds(0, cap)}) as found`,
      sql`case when m.by_colessee then f.groups -> 'colessee' end`,
    )}
    from (select * from matched as m order by ${order} ${bounds}) as m
    join ${leaseFiles} as f on f.id = m.id`,
    shown,
    FILE_SEARCH_MATCH_MAX,
  );
}

/** Midnight UTC of a `YYYY-MM-DD…` text's day, and of the day after. */
const dayStart = (text: string) => new Date(`${text.slice(0, 10)}T00:00:00.000Z`);
const DAY = 24 * 60 * 60 * 1000;

/**
 * The files delivered from `startDate` to `endDate`, both days included (UTC days), for the
 * viewer: a page of them by delivery date then id, with their number counted up to
 * `DELIVERY_COUNT_MAX` (the delivery-date index read in order, one page at a time).
 */
export async function searchByDeliveryDate(
  db: Db,
  { startDate, endDate }: { startDate: string; endDate: string },
  viewer: FileSearchViewer,
  { skip, limit }: SearchPage,
): Promise<FileSearchPage> {
  const from = dayStart(startDate);
  const until = new Date(dayStart(endDate).getTime() + DAY);
  const mine = viewersOnly(viewer);
  const inRange = sql`${leaseFiles.deliveryDate} >= ${from.toISOString()} and ${leaseFiles.deliveryDate} < ${until.toISOString()} ${mine}`;
  const cap = DELIVERY_COUNT_MAX + 1;
  const { shown, bounds } = pageWindow({ skip, limit }, DELIVERY_MATCH_MAX);
  return pageOf(
    db,
    sql`${pageRow(
      sql`page.delivery_date, page.id`,
      sql`select count(*) from (select 1 from ${leaseFiles} where ${inRange} ${pageBounds(0, cap)}) as found`,
    )}
    from (
      select ${leaseFiles.id} as id, ${leaseFiles.deliveryDate} as delivery_date from ${leaseFiles}
      where ${inRange} order by ${leaseFiles.deliveryDate}, ${leaseFiles.id}
      ${bounds}
    ) as page
    join ${leaseFiles} as f on f.id = page.id`,
    shown,
    DELIVERY_COUNT_MAX,
  );
}
