import { reportDateFields, type LeaseFileFields, type ReportDateType } from '@sfi/domain';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { storedLeaseFile } from './lease-files.ts';
import { leaseFiles, reportDayOf } from './schema.ts';

/**
 * The files of the reports (doc 2 §7): those whose date of a kind falls in a range of days, read in
 * batches in the date's order (then the id's), each batch after the last file of the one before
 * (keyset, on the indexes of migration 0019): a report of any size holds one batch in memory at a
 * time, and no query sorts more than a batch. No row cap.
 */

/** What a report picks its files by: a date type of doc 2 §7, or the termination (the off-road report). */
export type ReportDate = ReportDateType | 'termination-date';

/** A range of days, both included (`YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

/** How a date is compared and ordered: a column (a moment at midnight UTC) or a group's day. */
interface DateKey {
  /** The ordering expression. */
  key: SQL;
  /** The files whose date is in the range. */
  inRange(range: DayRange): SQL;
  /** The files after (key, id) in the order. */
  after(key: string, id: string): SQL;
}

const DAY = 24 * 60 * 60 * 1000;

function columnKey(column: typeof leaseFiles.deliveryDate | typeof leaseFiles.terminationDate): DateKey {
  return {
    key: sql`${column}`,
    // The day after the range's last, at midnight UTC, is its end (a stored date is a midnight).
    inRange: ({ from, to }) => {
      const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY).toISOString();
      return sql`${column} >= ${`${from}T00:00:00.000Z`}::timestamptz and ${column} < ${end}::timestamptz`;
    },
    after: (key, id) => sql`(${column}, ${leaseFiles.id}) > (${key}::timestamptz, ${id}::uuid)`,
  };
}

function groupKey(group: string, field: string): DateKey {
  const day = reportDayOf(leaseFiles.groups, group, field);
  return {
    key: day,
    inRange: ({ from, to }) => sql`${day} between ${from} and ${to}`,
    after: (key, id) => sql`(${day}, ${leaseFiles.id}) > (${key}, ${id}::uuid)`,
  };
}

function dateKeyOf(date: ReportDate): DateKey {
  if (date === 'termination-date') return columnKey(leaseFiles.terminationDate);
  const { group, field } = reportDateFields[date];
  return group === undefined ? columnKey(leaseFiles.deliveryDate) : groupKey(group, field);
}

/**
 * The columns a report reads: the file's attributes and groups, not its stored search result nor its
 * folded search keys (a third of a row's bytes, read and parsed for nothing).
 */
const {
  summary: _summary,
  fileNoKey: _fileNoKey,
  customerKey: _customerKey,
  colesseeKey: _colesseeKey,
  companyKey: _companyKey,
  phoneKey: _phoneKey,
  emailKey: _emailKey,
  vinKey: _vinKey,
  makeKey: _makeKey,
  modelKey: _modelKey,
  plateKey: _plateKey,
  vehicleKey: _vehicleKey,
  dealershipKey: _dealershipKey,
  ...fileColumns
} = getTableColumns(leaseFiles);
type FileRow = typeof leaseFiles.$inferSelect;

/** Files per batch. */
export const REPORT_BATCH = 1000;

/**
 * The files whose `date` falls in `range`, in batches of `batch`, as the API shows a file's fields.
 * `check` runs before each batch after the first (the caller's session, still valid): when it
 * throws, the batches end there.
 */
export async function* reportFileBatches(
  db: Db,
  date: ReportDate,
  range: DayRange,
  options: { batch?: number; check?: () => Promise<unknown> } = {},
): AsyncGenerator<LeaseFileFields[]> {
  const { batch = REPORT_BATCH, check } = options;
  const { key, inRange, after } = dateKeyOf(date);
  const only = date === 'termination-date' ? eq(leaseFiles.isTerminated, true) : undefined;
  let last: { key: string; id: string } | undefined;
  for (;;) {
    if (last && check) await check();
    const rows = await db
      .select({ ...fileColumns, reportKey: sql<string>`(${key})::text`.as('report_key') })
      .from(leaseFiles)
      .where(and(inRange(range), only, last && after(last.key, last.id)))
      .orderBy(key, leaseFiles.id)
      .limit(batch);
    if (rows.length === 0) return;
    // `storedLeaseFile` reads no search column: the row without them is all it needs.
    yield rows.map((row) => storedLeaseFile(row as unknown as FileRow).fields);
    const end = rows.at(-1)!;
    last = { key: end.reportKey, id: end.id };
    if (rows.length < batch) return;
  }
}
