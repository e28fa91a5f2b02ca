import { eq, inArray } from 'drizzle-orm';
import {
  findRevisionChange,
  leasePayment,
  nameKey,
  quoteListState,
  quoteStatusOf,
  type ChatMessage,
  type LeaseTerms,
  type QuoteDocument,
  type Revision,
  type RevisionState,
  type RevisionType,
  type Vehicle,
} from '@sfi/domain';
import type { Db } from '../db/client.ts';
import { ownerColumns, quoteSearchText, type QuoteViewer } from '../db/lease-quotes.ts';
import { leaseQuoteEvents, leaseQuotes, quoteDealers } from '../db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import { createRandom, pick, randomInt, stableUuid } from './random.ts';

/**
 * One demo quote that went back and forth for weeks: twenty revisions, each with full lease terms
 * and the payment they come to, the timeline of every change of state the dealer and SFI made
 * (each a step the workflow allows, checked with `findRevisionChange` as it is written), documents
 * and a conversation. Deterministic: the same quote, ids and dates included, every time. The
 * benchmark opens it (`GET /lease-quotes/{id}`, scripts/bench-api.mjs); a demo can show it.
 */

/** What the ids of a copy of the quote derive from (copies differ in their ids alone). */
const copyName = (copy: number) => (copy === 0 ? 'lease-quote:revised' : `lease-quote:revised:copy:${copy}`);

/** The id of copy `copy` of the quote; the first's is {@link REVISED_DEMO_QUOTE_ID}. */
export const revisedDemoQuoteId = (copy: number) => stableUuid(copyName(copy));

/** The id of the quote {@link writeRevisedDemoQuote} writes. */
export const REVISED_DEMO_QUOTE_ID = revisedDemoQuoteId(0);

/** The quote dealer it is for, when the demo quote dealers are there. */
const quoteDealerId = stableUuid('quote-dealer:Lakeshore Fresh Start Autos');

/** Its province: Ontario, whose HST the payments carry. */
const province = 'ON';

/** A row of `lease_quote_events`, as written. */
type EventRow = typeof leaseQuoteEvents.$inferInsert;

/** Someone who moves revisions, as the workflow sees them. */
interface Actor {
  viewer: QuoteViewer;
  roles: readonly string[];
  dealerStepsEnabled: boolean;
}

const { dealer, staffSuperAdmin } = demoAccounts;
const dealerActor: Actor = {
  viewer: {
    ownerType: 'DEALER',
    id: dealer.id,
    name: dealer.contactName,
    dealershipKey: nameKey(dealer.dealerName),
  },
  roles: dealer.roles,
  dealerStepsEnabled: dealer.dealerStepsEnabled,
};
// The super admin reviews: a revision the dealer owns is one only a super admin may move (doc 1 §6).
const staffActor: Actor = {
  viewer: { ownerType: 'SFI', id: staffSuperAdmin.id, name: staffSuperAdmin.name },
  roles: staffSuperAdmin.roles,
  dealerStepsEnabled: false,
};

/**
 * What happens to each revision but the last, with how often: left as a draft; submitted and sent
 * back to draft; submitted and approved; approved, reopened by the dealer, submitted and approved again.
 */
type Story = readonly (readonly [Actor, RevisionState, RevisionType?])[];
const stories: readonly Story[] = [
  [],
  [
    [dealerActor, 'QUOTE_SUBMITTED'],
    [staffActor, 'DRAFT'],
  ],
  [
    [dealerActor, 'QUOTE_SUBMITTED'],
    [staffActor, 'QUOTE_APPROVED'],
  ],
  [
    [dealerActor, 'QUOTE_SUBMITTED'],
    [staffActor, 'QUOTE_APPROVED'],
    [dealerActor, 'DRAFT'],
    [dealerActor, 'QUOTE_SUBMITTED'],
    [staffActor, 'QUOTE_APPROVED'],
  ],
];

/** The last revision's: quote and credit approved, then approved as the FINAL revision. */
const acceptedStory: Story = [
  [dealerActor, 'QUOTE_SUBMITTED'],
  [staffActor, 'QUOTE_APPROVED'],
  [dealerActor, 'CREDIT_SUBMITTED'],
  [staffActor, 'CREDIT_APPROVED'],
  [staffActor, 'ALL_APPROVED', 'FINAL'],
];

/** The conversation on the quote, in order: who wrote, and what. */
const conversation: readonly (readonly ['dealer' | 'staff', string])[] = [
  ['dealer', 'New quote for Mei Chen, 2026 RAV4 Hybrid XLE. She wants to stay under $600 a month.'],
  ['staff', 'Thanks Dana. A 48-month term gets her there; 60 months costs more in rent charge.'],
  ['dealer', 'She has a trade-in now: 2019 Corolla, we appraised it at $8,500.'],
  ['staff', 'Added the trade-in to the last two revisions. Please send her driver’s licence.'],
  ['dealer', 'Licence and credit consent uploaded.'],
  ['staff', 'Credit report is fine. Which revision does she want?'],
  ['dealer', 'The 48-month one with $2,000 down and 20,000 km a year.'],
  ['staff', 'Approved as the final revision. Contract goes out tomorrow.'],
  ['dealer', 'Great, thank you!'],
  ['staff', 'Signed contract received; the file is complete.'],
];

/** Terms a dealer would try for the customer: one vehicle, prices, terms and rates that vary. */
function termsOf(random: () => number, index: number, quotedOn: string): LeaseTerms {
  const termMonths = pick(random, [36, 48, 48, 60]);
  return {
    sellingPrice: 41_990 - randomInt(random, 0, 12) * 125,
    downPayment: randomInt(random, 0, 8) * 500,
    // The customer brought a trade-in halfway through.
    tradeIn: index >= 10 ? 8_500 : 0,
    fees: pick(random, [795, 1_095]),
    termMonths,
    annualKilometres: pick(random, [16_000, 20_000, 24_000]),
    residualPercent:
      ({ 36: 58, 48: 51, 60: 44 } as Record<number, number>)[termMonths]! + randomInt(random, 0, 4) / 2,
    rate: pick(random, [4.49, 4.99, 5.49, 5.99]),
    quotedOn,
  };
}

/** A moment `minutes` after `start`. */
const after = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

/**
 * The quote's row and its timeline's rows. `dealerId` is its quote dealer's id, or null when that
 * dealer is not in the database; `copy` numbers a copy (the same quote under ids of its own).
 */
export function revisedDemoQuote({
  revisions = 20,
  dealerId = quoteDealerId as string | null,
  createdAt = new Date('2026-09-14T14:05:00.000Z'),
  copy = 0,
} = {}): { row: typeof leaseQuotes.$inferInsert; events: EventRow[] } {
  const random = createRandom(20_260_914);
  const name = copyName(copy);
  const id = revisedDemoQuoteId(copy);
  const owner = dealerActor.viewer;
  const quoteData: Revision[] = [];
  const events: EventRow[] = [];
  // A revision every two days or so; each one's changes of state in the hours after it.
  let now = createdAt;
  const move = (index: number, actor: Actor, revisionState: RevisionState, revisionType?: RevisionType) => {
    const revision = quoteData[index]!;
    const change = findRevisionChange(
      {
        mode: actor.viewer.ownerType,
        revision,
        revisions: quoteData,
        isOwner: revision.owner === actor.viewer.id,
        roles: actor.roles,
        dealerStepsEnabled: actor.dealerStepsEnabled,
      },
      { revisionState, ...(revisionType && { revisionType }) },
    );
    if (!change)
      throw new Error(
        `The revised demo quote: revision ${index} cannot go to ${revisionState} by ${actor.viewer.name}`,
      );
    const moved: Revision = {
      ...revision,
      revisionType: change.revisionType,
      revisionState: change.revisionState,
    };
    quoteData[index] = moved;
    now = after(now, randomInt(random, 20, 6 * 60));
    events.push({
      id: stableUuid(`${name}:event:${events.length}`),
      quoteId: id,
      revisionId: revision.revisionId,
      at: now,
      actorId: actor.viewer.id,
      actorType: actor.viewer.ownerType,
      actorName: actor.viewer.name,
      fromType: revision.revisionType,
      fromState: revision.revisionState,
      toType: moved.revisionType,
      toState: moved.revisionState,
    });
  };
  for (let index = 0; index < revisions; index++) {
    now = after(now, index === 0 ? 0 : randomInt(random, 24 * 60, 3 * 24 * 60));
    const terms = termsOf(random, index, now.toISOString().slice(0, 10));
    const payment = leasePayment(terms, province);
    if (!payment) throw new Error(`The revised demo quote: revision ${index}'s terms have no payment`);
    quoteData.push({
      revisionId: stableUuid(`${name}:revision:${index}`),
      revisionType: 'INITIAL',
      revisionState: 'DRAFT',
      owner: owner.id,
      ownerName: owner.name,
      terms,
      payment,
    });
    const story = index === revisions - 1 ? acceptedStory : pick(random, stories);
    for (const [actor, state, type] of story) move(index, actor, state, type);
  }
  const messageStart = after(createdAt, 30);
  const span = now.getTime() - messageStart.getTime();
  const messages: ChatMessage[] = conversation.map(([who, content], index) => {
    const { viewer } = who === 'dealer' ? dealerActor : staffActor;
    return {
      id: stableUuid(`${name}:message:${index}`),
      content,
      sender: viewer.id,
      senderName: viewer.name,
      senderType: viewer.ownerType,
      createdAt: new Date(messageStart.getTime() + (span * index) / conversation.length).toISOString(),
    };
  });
  const documents: QuoteDocument[] = [
    'DRIVER_LICENSE',
    'CREDIT_CONSENT_APPLICATION',
    'CREDIT_REPORT',
    'BLACKBOOK',
  ].map((type, index) => ({
    type,
    name: `${type.toLowerCase().replaceAll('_', '-')}.pdf`,
    key: `lease-quotes/${id}/${type.toLowerCase()}.pdf`,
    createdAt: after(createdAt, (index + 1) * 3 * 24 * 60).toISOString(),
  }));
  const vehicle: Vehicle = {
    type: 'CAR',
    year: 2026,
    make: 'Toyota',
    model: 'RAV4',
    trim: 'XLE Hybrid',
    vin: '2T3RWRFV5TW123456',
    mileage: 12,
    price: 41_990,
    options: 'Weather package, all-weather mats, roof rack cross bars',
  };
  const customer = { firstName: 'Mei', lastName: 'Chen' };
  const selectedRevisionNumber = quoteData.length - 1;
  const listState = quoteListState({ quoteData, selectedRevisionNumber });
  const columns = ownerColumns(owner);
  return {
    row: {
      id,
      vehicle,
      dealerId,
      documents,
      quoteData,
      messages,
      // The last message is SFI's; the dealership has not read it yet.
      newMessageFor: ['DEALER'],
      status: quoteStatusOf({ quoteData, selectedRevisionNumber }),
      selectedRevisionNumber,
      listState,
      province,
      customer,
      ...columns,
      searchText: quoteSearchText({ id, vehicle, customer, preparedBy: columns.preparedBy }),
      createdAt,
      // Its last change of state; the messages all came before it.
      updatedAt: now,
    },
    events,
  };
}

/**
 * Writes the quote of {@link revisedDemoQuote} (for the demo quote dealer when it is there), in
 * place of the one written before, and gives its id; with `copies`, that many copies of it (the
 * first is the quote itself), for a benchmark that opens a different quote each time. The rest of
 * the data is left as it is.
 */
export async function writeRevisedDemoQuote(db: Db, copies = 1): Promise<string> {
  const [quoteDealer] = await db
    .select({ id: quoteDealers.id })
    .from(quoteDealers)
    .where(eq(quoteDealers.id, quoteDealerId));
  const quotes = Array.from({ length: copies }, (_, copy) =>
    revisedDemoQuote({ dealerId: quoteDealer?.id ?? null, copy }),
  );
  await db.transaction(async (tx) => {
    // A few at a time: each is some 40 kB with its timeline.
    for (let from = 0; from < quotes.length; from += 25) {
      const batch = quotes.slice(from, from + 25);
      // Their timelines go with them (on delete cascade).
      await tx.delete(leaseQuotes).where(
        inArray(
          leaseQuotes.id,
          batch.map(({ row }) => row.id!),
        ),
      );
      await tx.insert(leaseQuotes).values(batch.map(({ row }) => row));
      await tx.insert(leaseQuoteEvents).values(batch.flatMap(({ events }) => events));
    }
  });
  return REVISED_DEMO_QUOTE_ID;
}
