import {
  leasePayment,
  nameKey,
  provinceCodes,
  quoteListState,
  quoteStatusOf,
  type LeaseQuote,
  type LeaseTerms,
  type ProvinceCode,
  type QuoteCustomer,
  type QuoteDealer,
  type QuoteStatus,
  type Revision,
  type RevisionState,
  type RevisionType,
  type Vehicle,
} from '@sfi/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ownerColumns, quoteSearchText, type QuoteViewer } from '../db/lease-quotes.ts';
import { leaseQuotes } from '../db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import type { MakeRecord } from '../db/makes.ts';
import { createRandom, pick, randomInt, stableUuid } from './random.ts';

/**
 * Demo lease quotes (`pnpm seed --quotes N`): realistic and deterministic. The same N, makes and
 * quote dealers give the same quotes, ids included. They are prepared by the demo dealer (Maple
 * Leaf Motors) and the two demo staff members, for customers with common Canadian names, on the
 * makes catalogue's vehicles, in every province, with every revision type and state.
 */

/** The words of a text, split at white space. */
const words = (text: string) => text.trim().split(/\s+/);

const firstNames = words(`
  Olivia Liam Emma Noah Charlotte William Amelia Benjamin Sophia Lucas Chloé Félix Léa
  Thomas Zoé Gabriel Alice Samuel Florence Jacob Priya Arjun Aanya Rohan Mei Wei Jia Hao
  Sakura Haruto Fatima Omar Aisha Yusuf Layla Ali Sofía Mateo Valentina Diego Aroha Kai
  Nia Malik Amara Kwame Ingrid Lars Siobhan Declan Mariam Hassan Ananya Vikram Grace Ethan
  Hannah Owen Émilie Mathis Isabella James Ava Logan Mia Jackson Harper Carter Evelyn
  Wyatt Abigail Nathan Ella Caleb Scarlett Hunter Aria Connor Nora Dylan
`);

const lastNames = words(`
  Smith Brown Tremblay Martin Roy Wilson MacDonald Gagnon Johnson Taylor Côté Campbell
  Anderson Leblanc Lee Jones White Williams Miller Thompson Gauthier Young Van Morin
  Bouchard Scott Stewart Bélanger Reid Pelletier Moore Lévesque Fortin Clarke Robinson
  Bergeron Ross Thomas Poirier Murray Singh Patel Sharma Gill Grewal Sandhu Dhillon Wong
  Chen Li Zhang Wang Liu Nguyen Tran Kim Park Tanaka Sato Suzuki Khan Ahmed Hussain Ali
  Haddad Khoury Mansour Rodriguez Garcia Martinez Silva Santos Pereira Costa Rossi Russo
  Esposito Bianchi Ferrari Romano O'Brien Murphy Kelly Walsh Byrne Ryan Doyle Kowalski
  Nowak Wiśniewski Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Hoffmann
  Koch Okafor Mensah Boateng Adeyemi Osei Johansson Larsen Nielsen Hansen Jensen Mackenzie
  Fraser Cameron Sinclair Graham Bernard Girard Lefebvre Dubois Lambert
`);

const companyWords = words('Northern Prairie Coastal Maple Summit Harbour Granite Boreal Cedar Aurora');
const companyKinds = words('Logistics Construction Landscaping Farms Plumbing Electric Couriers Contracting');

/** How common each province is among the quotes: by population, roughly. */
const provinceWeights: Readonly<Record<ProvinceCode, number>> = {
  ON: 38,
  QC: 22,
  BC: 14,
  AB: 12,
  MB: 4,
  SK: 3,
  NS: 3,
  NB: 2,
  NL: 1,
  PE: 0.5,
  NT: 0.5,
  YT: 0.5,
  NU: 0.5,
};

/** The non-car vehicle types (their mileage is in hours, doc 1 §3). */
const otherVehicleTypes = ['TRUCK', 'RV', 'BOAT', 'EQUIPMENT', 'MOTORCYCLE'];

/** The characters of a VIN: digits and capitals but I, O and Q. */
const vinCharacters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** How a quote got where it is: its revisions' types and states, and its header status. */
interface Story {
  revisions: [RevisionType, RevisionState][];
  status: QuoteStatus;
}

/** The ways a quote's revisions go (doc 1 §4), each with how often it happens. */
const stories: readonly (readonly [Story, number])[] = [
  [{ revisions: [['INITIAL', 'DRAFT']], status: 'DRAFT' }, 30],
  [{ revisions: [['INITIAL', 'QUOTE_SUBMITTED']], status: 'SUBMITTED' }, 12],
  [{ revisions: [['INITIAL', 'QUOTE_APPROVED']], status: 'APPROVED' }, 10],
  [{ revisions: [['INITIAL', 'CREDIT_SUBMITTED']], status: 'SUBMITTED' }, 9],
  [{ revisions: [['INITIAL', 'CREDIT_APPROVED']], status: 'APPROVED' }, 8],
  [{ revisions: [['INITIAL', 'SUBMITTED']], status: 'SUBMITTED' }, 3],
  [{ revisions: [['INITIAL', 'REVIEWED']], status: 'SUBMITTED' }, 2],
  [{ revisions: [['INITIAL', 'REJECTED']], status: 'DRAFT' }, 3],
  [{ revisions: [['DRAFT', 'DRAFT']], status: 'DRAFT' }, 3],
  [
    {
      revisions: [
        ['INITIAL', 'QUOTE_APPROVED'],
        ['ADJUSTED', 'DRAFT'],
      ],
      status: 'DRAFT',
    },
    5,
  ],
  [
    {
      revisions: [
        ['INITIAL', 'QUOTE_APPROVED'],
        ['ADJUSTED', 'SUBMITTED'],
      ],
      status: 'SUBMITTED',
    },
    3,
  ],
  [
    {
      revisions: [
        ['INITIAL', 'QUOTE_APPROVED'],
        ['ADJUSTED', 'REJECTED'],
      ],
      status: 'DRAFT',
    },
    1,
  ],
  [
    {
      revisions: [
        ['INITIAL', 'CREDIT_APPROVED'],
        ['FINAL', 'APPROVED'],
      ],
      status: 'APPROVED',
    },
    3,
  ],
  [
    {
      revisions: [
        ['INITIAL', 'CREDIT_APPROVED'],
        ['FINAL', 'ALL_APPROVED'],
      ],
      status: 'APPROVED',
    },
    5,
  ],
  [
    {
      revisions: [
        ['INITIAL', 'CREDIT_APPROVED'],
        ['FINAL', 'ALL_APPROVED'],
      ],
      status: 'TRANSFERRED',
    },
    3,
  ],
];

function weighted<T>(random: () => number, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [item, weight] of entries) if ((left -= weight) < 0) return item;
  return entries.at(-1)![0];
}

/** The people who prepare the demo quotes: the demo dealer's contact and the two demo staff members. */
function demoPreparers(): QuoteViewer[] {
  const { dealer, staffAdmin, staffSuperAdmin } = demoAccounts;
  return [
    {
      ownerType: 'DEALER',
      id: dealer.id,
      name: dealer.contactName,
      dealershipKey: nameKey(dealer.dealerName),
    },
    { ownerType: 'SFI', id: staffAdmin.id, name: staffAdmin.name },
    { ownerType: 'SFI', id: staffSuperAdmin.id, name: staffSuperAdmin.name },
  ];
}

/** The residual percent a lease of so many months usually starts from. */
const usualResidual: Record<number, number> = { 24: 62, 36: 55, 48: 47, 60: 40 };

/**
 * Lease terms as a dealer would quote them: a price in hundreds, a down payment and trade-in of at
 * most 15 % of it together (so the residual is still financed), the residual the term usually has.
 */
function demoTerms(random: () => number, quotedOn: string): LeaseTerms {
  const sellingPrice = randomInt(random, 180, 950) * 100;
  const termMonths = pick(random, [24, 36, 48, 60]);
  const reduction = Math.floor((sellingPrice * randomInt(random, 0, 15)) / 100 / 100) * 100;
  const tradeIn = random() < 0.3 ? Math.floor(reduction / 2 / 100) * 100 : 0;
  return {
    sellingPrice,
    downPayment: reduction - tradeIn,
    tradeIn,
    fees: pick(random, [0, 495, 795, 1095]),
    termMonths,
    annualKilometres: pick(random, [16_000, 20_000, 24_000]),
    residualPercent: usualResidual[termMonths]! + randomInt(random, 0, 5),
    rate: pick(random, [3.99, 4.49, 5.49, 5.99, 6.99, 7.49]),
    quotedOn,
  };
}

/** A row of `lease_quotes`, as the seed writes it. */
export type DemoQuoteRow = typeof leaseQuotes.$inferInsert;

/**
 * The demo quotes `from` to `to` (exclusive) of a set of `count`, for the given makes and quote
 * dealers: each quote depends only on its number, so a set can be written in slices.
 */
export function demoQuoteRows(
  from: number,
  to: number,
  {
    makes,
    dealers,
    now = Date.parse('2026-11-01T12:00:00.000Z'),
  }: { makes: readonly MakeRecord[]; dealers: readonly QuoteDealer[]; now?: number },
): DemoQuoteRow[] {
  const preparers = demoPreparers();
  const provinces = provinceCodes.map((code) => [code, provinceWeights[code]] as const);
  const rows: DemoQuoteRow[] = [];
  for (let number = from; number < to; number++) {
    const random = createRandom(7_000_000 + number);
    const id = stableUuid(`lease-quote:${number}`);
    const owner = pick(random, preparers);
    const make = pick(random, makes);
    const model = pick(random, make.models);
    const trim = model.trims.length > 0 && random() < 0.8 ? pick(random, model.trims).name : undefined;
    const year = 2027 - randomInt(random, 0, 9);
    const vehicle: Vehicle = {
      type: random() < 0.85 ? 'CAR' : pick(random, otherVehicleTypes),
      year,
      make: make.name,
      model: model.name,
      ...(trim && { trim }),
      vin: Array.from({ length: 17 }, () => pick(random, [...vinCharacters])).join(''),
      mileage: randomInt(random, 0, 120) * 1000,
    };
    const customer: QuoteCustomer =
      random() < 0.85
        ? { firstName: pick(random, firstNames), lastName: pick(random, lastNames) }
        : { companyName: `${pick(random, companyWords)} ${pick(random, companyKinds)} Ltd.` };
    const dealer = random() < 0.7 ? pick(random, dealers) : undefined;
    const province = dealer?.province ?? weighted(random, provinces);
    const story = weighted(random, stories);
    const createdAt = new Date(now - randomInt(random, 0, 3 * 365 * 24 * 60) * 60_000);
    const quotedOn = createdAt.toISOString().slice(0, 10);
    const quoteData: Revision[] = story.revisions.map(([revisionType, revisionState], index) => {
      const terms = demoTerms(random, quotedOn);
      const payment = leasePayment(terms, province);
      return {
        revisionId: stableUuid(`lease-quote:${number}:revision:${index}`),
        revisionType,
        revisionState,
        owner: owner.id,
        ownerName: owner.name,
        terms,
        ...(payment && { payment }),
      };
    });
    const changed = story.status !== 'DRAFT' || random() < 0.4;
    const updatedAt = changed
      ? new Date(createdAt.getTime() + randomInt(random, 10, 60 * 24 * 30) * 60_000)
      : null;
    const columns = ownerColumns(owner);
    const quote: Pick<LeaseQuote, 'id' | 'vehicle' | 'customer'> = { id, vehicle, customer };
    rows.push({
      id,
      vehicle,
      dealerId: dealer?.id ?? null,
      quoteData,
      // The header as the revisions make it (Approved only when all approved); Completed is kept.
      status: quoteStatusOf({ quoteData }, story.status),
      listState: quoteListState({ quoteData, selectedRevisionNumber: null }),
      province,
      customer,
      ...columns,
      searchText: quoteSearchText({ ...quote, preparedBy: columns.preparedBy }),
      createdAt,
      updatedAt: updatedAt && updatedAt.getTime() < now ? updatedAt : null,
    });
  }
  return rows;
}

/** Rows per insert. */
const INSERT_BATCH = 5_000;

/** The columns a row is written with (not the generated ones), by their property and SQL names and types. */
const writtenColumns = Object.entries(getTableColumns(leaseQuotes))
  .filter(([, column]) => !column.generated)
  .map(([key, column]) => ({ key, name: column.name, type: column.getSQLType() }));

/**
 * Writes rows as one JSON parameter read by `jsonb_to_recordset`: PostgreSQL parses one JSON text
 * much faster than tens of thousands of bound parameters (PGlite most of all).
 */
async function insertRows(db: Db, rows: readonly DemoQuoteRow[]): Promise<void> {
  // The columns the rows have; the others take their defaults.
  const columns = writtenColumns.filter(({ key }) => rows.some((row) => key in row));
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(({ key, name }) => {
        const value = row[key as keyof DemoQuoteRow];
        return [name, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  const names = sql.join(
    columns.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const types = sql.raw(columns.map(({ name, type }) => `"${name}" ${type}`).join(', '));
  await db.execute(
    sql`insert into ${leaseQuotes} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})`,
  );
}

/** From this many quotes on, the table's indexes are built once after the rows, not kept up row by row. */
const BULK_LOAD = 20_000;

/**
 * Replaces every lease quote with `count` demo quotes, written in batches; `onProgress` hears how
 * many are written so far. A large set is loaded as a bulk load is: the secondary indexes are
 * dropped first and built again from their own definitions at the end (whatever happens), which
 * is several times faster than keeping a trigram index up to date row by row.
 */
export async function replaceDemoQuotes(
  db: Db,
  count: number,
  sources: { makes: readonly MakeRecord[]; dealers: readonly QuoteDealer[] },
  onProgress?: (written: number) => void,
): Promise<void> {
  await db.delete(leaseQuotes);
  // Both drivers answer a raw query with its rows under `rows`.
  const found =
    count >= BULK_LOAD
      ? await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'lease_quotes' and indexname <> 'lease_quotes_pkey'`)
      : undefined;
  const indexes = (found as { rows: { name: string; definition: string }[] } | undefined)?.rows ?? [];
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  try {
    for (let from = 0; from < count; from += INSERT_BATCH) {
      const to = Math.min(count, from + INSERT_BATCH);
      await insertRows(db, demoQuoteRows(from, to, sources));
      onProgress?.(to);
    }
  } finally {
    for (const { definition } of indexes) await db.execute(sql.raw(definition));
    // Vacuumed as well as analyzed: the visibility map lets the list skip quotes in its indexes alone.
    if (indexes.length > 0) await db.execute(sql`vacuum analyze lease_quotes`);
  }
}
