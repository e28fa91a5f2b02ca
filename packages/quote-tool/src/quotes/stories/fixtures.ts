import { leasePayment, type LeaseTerms } from '@sfi/domain';
import type {
  LeaseQuote,
  LeaseQuoteListItem,
  Make,
  Revision,
  SavedQuoteSearch,
  VehicleValue,
} from '@sfi/domain';
import { quoteDealers } from '../../storybook/fixtures.ts';

/** The signed-in user of the stories, who has unread messages on one quote. */
export const storyUserId = 'u-staff-1';

const [foothills, fraser, prairie, redRiver] = quoteDealers as [
  (typeof quoteDealers)[number],
  (typeof quoteDealers)[number],
  (typeof quoteDealers)[number],
  (typeof quoteDealers)[number],
];

const revision = (
  id: string,
  revisionType: Revision['revisionType'],
  revisionState: Revision['revisionState'],
) => ({ revisionId: id, revisionType, revisionState, owner: storyUserId }) satisfies Revision;

/** Quotes of the list, newest change first, as the server sends them. Invented. */
export const listedQuotes: LeaseQuoteListItem[] = [
  {
    id: '3f2a9c1b-77d0-4e55-9a1e-0c6b2d4f8e10',
    vehicle: {
      type: 'CAR',
      year: 2024,
      make: 'Toyota',
      model: 'RAV4',
      trim: 'XLE',
      vin: '2T3P1RFV8RC123456',
    },
    dealer: fraser,
    documents: [],
    quoteData: [revision('r1', 'INITIAL', 'QUOTE_SUBMITTED')],
    newMessageFor: [storyUserId],
    status: 'SUBMITTED',
    selectedRevisionNumber: 0,
    province: 'BC',
    customer: { firstName: 'Dana', lastName: 'Lee' },
    owner: 'a-1',
    ownerType: 'DEALER',
    preparedBy: 'Priya Sandhu',
    createdAt: '2026-03-02T15:20:00.000Z',
    updatedAt: '2026-03-09T18:05:00.000Z',
    sortDate: '2026-03-09T18:05:00.000Z',
  },
  {
    id: '8c41d2e7-0b6a-4f3e-8d21-5a9f7c3e1b42',
    vehicle: { type: 'CAR', year: 2023, make: 'Honda', model: 'Civic', trim: 'Sport' },
    dealer: foothills,
    documents: [],
    quoteData: [revision('r2', 'INITIAL', 'CREDIT_APPROVED')],
    newMessageFor: [],
    status: 'APPROVED',
    selectedRevisionNumber: 0,
    province: 'AB',
    customer: { firstName: 'Marc', lastName: 'Gagnon', companyName: 'Gagnon Landscaping Ltd.' },
    owner: 's-1',
    ownerType: 'SFI',
    preparedBy: 'Alex Martin',
    createdAt: '2026-02-20T14:00:00.000Z',
    updatedAt: '2026-03-08T16:45:00.000Z',
    sortDate: '2026-03-08T16:45:00.000Z',
  },
  {
    id: 'c9e03a15-4d7b-4a2c-b6f8-2e1d9c7a5b30',
    vehicle: { type: 'OTHER', year: 2022, make: 'Kubota', model: 'M7' },
    dealer: prairie,
    documents: [],
    quoteData: [revision('r3', 'INITIAL', 'DRAFT')],
    newMessageFor: ['someone-else'],
    status: 'DRAFT',
    selectedRevisionNumber: 0,
    province: 'SK',
    customer: { companyName: 'Kowalchuk Farms' },
    owner: 'a-2',
    ownerType: 'DEALER',
    preparedBy: 'Olena Kowalchuk',
    createdAt: '2026-03-07T13:10:00.000Z',
    sortDate: '2026-03-07T13:10:00.000Z',
  },
  {
    id: 'f15b7e92-3c08-4d61-a7e4-9b2c6d0f8a13',
    vehicle: { type: 'CAR', year: 2025, make: 'Ford', model: 'F-150', trim: 'XLT', vin: '1FTFW1E50PFA12345' },
    dealer: redRiver,
    documents: [],
    quoteData: [revision('r4', 'INITIAL', 'CREDIT_SUBMITTED')],
    newMessageFor: [],
    status: 'TRANSFERRED',
    selectedRevisionNumber: 0,
    province: 'MB',
    customer: { firstName: 'Joseph', lastName: 'Beardy' },
    owner: 's-2',
    ownerType: 'SFI',
    preparedBy: 'Alex Martin',
    createdAt: '2026-01-15T17:30:00.000Z',
    updatedAt: '2026-03-01T20:00:00.000Z',
    sortDate: '2026-03-01T20:00:00.000Z',
  },
  {
    id: '5d6e8f10-2a3b-4c5d-9e8f-7a6b5c4d3e21',
    vehicle: { type: 'CAR' },
    dealer: null,
    documents: [],
    quoteData: [revision('r5', 'INITIAL', 'QUOTE_APPROVED')],
    newMessageFor: [],
    status: 'SUBMITTED',
    selectedRevisionNumber: 0,
    province: 'ON',
    owner: 'a-3',
    ownerType: 'DEALER',
    preparedBy: 'Sam Tremblay',
    createdAt: '2026-02-27T12:00:00.000Z',
    updatedAt: '2026-02-28T12:00:00.000Z',
    sortDate: '2026-02-28T12:00:00.000Z',
  },
];

/**
 * A dealer's list: their dealership's quotes in every state (issue 25), here a draft and one under
 * quote review.
 */
export const dealerQuotes = listedQuotes
  .filter((quote) => quote.quoteData[0]?.revisionState === 'DRAFT')
  .concat({
    ...listedQuotes[0]!,
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    quoteData: [revision('r6', 'INITIAL', 'QUOTE_SUBMITTED')],
    status: 'SUBMITTED',
    newMessageFor: [],
  });

/** A page of the list: these quotes, and how many match in all. */
export const page = (data: LeaseQuoteListItem[], count = data.length) => ({ count, data });

/** One quote as its page reads it: an INITIAL revision approved for quote, then an ADJUSTED one. */
/** Lease terms of a RAV4 in British Columbia, as a dealer would quote them. */
export const storyTerms: LeaseTerms = {
  sellingPrice: 41_900,
  downPayment: 3_000,
  tradeIn: 0,
  fees: 795,
  termMonths: 48,
  annualKilometres: 20_000,
  residualPercent: 52,
  rate: 5.49,
  quotedOn: '2026-03-02',
};

/** A revision with its terms and the payment they come to in British Columbia. */
const withTerms = (base: Revision, terms: LeaseTerms): Revision => ({
  ...base,
  ownerName: 'Priya Sandhu',
  terms,
  payment: leasePayment(terms, 'BC')!,
});

export const fullQuote: LeaseQuote = {
  ...listedQuotes[0]!,
  vehicle: { ...listedQuotes[0]!.vehicle, mileage: 42000, price: 41_900 },
  quoteData: [
    withTerms(revision('r1', 'INITIAL', 'QUOTE_APPROVED'), storyTerms),
    withTerms(revision('r1b', 'DRAFT', 'DRAFT'), { ...storyTerms, downPayment: 5_000, rate: 4.99 }),
  ],
  selectedRevisionNumber: 0,
  messages: [],
  timeline: [
    {
      revisionId: 'r1',
      at: '2026-03-03T16:05:00.000Z',
      by: { id: 'a-1', type: 'DEALER', name: 'Priya Sandhu' },
      from: { revisionType: 'INITIAL', revisionState: 'DRAFT' },
      to: { revisionType: 'INITIAL', revisionState: 'QUOTE_SUBMITTED' },
    },
    {
      revisionId: 'r1',
      at: '2026-03-04T14:30:00.000Z',
      by: { id: storyUserId, type: 'SFI', name: 'Marc Girard' },
      from: { revisionType: 'INITIAL', revisionState: 'QUOTE_SUBMITTED' },
      to: { revisionType: 'INITIAL', revisionState: 'QUOTE_APPROVED' },
    },
  ],
};

/** A part of the makes catalogue, sorted by name as the server sends it. */
export const makes: Make[] = [
  {
    id: 'm1',
    name: 'Honda',
    models: [
      { name: 'Civic', trims: [{ name: 'LX' }, { name: 'Sport' }] },
      { name: 'CR-V', trims: [{ name: 'EX-L' }, { name: 'LX' }] },
    ],
  },
  {
    id: 'm2',
    name: 'Toyota',
    models: [
      { name: 'Corolla', trims: [{ name: 'L' }, { name: 'LE' }] },
      { name: 'RAV4', trims: [{ name: 'LE' }, { name: 'XLE' }] },
    ],
  },
];

/** The demonstration value of a vehicle, as the reference server's embedded valuation gives it. */
export const vehicleValue = (year: number): VehicleValue => ({
  year,
  make: 'Toyota',
  model: 'RAV4',
  trim: 'XLE',
  kilometres: 42000,
  province: 'BC',
  wholesale: 27450,
  retail: 31900,
  tradeIn: 25800,
  currency: 'CAD',
  source: 'SFI demonstration values',
  demonstration: true,
  valuedAt: '2026-03-10T00:00:00.000Z',
});

/** Saved searches of the signed-in user, by name. */
export const savedSearches: SavedQuoteSearch[] = [
  {
    id: 's1',
    name: 'BC quotes under review',
    filters: { province: 'BC', status: 'QUOTE_SUBMITTED' },
    createdAt: '2026-03-01T12:00:00.000Z',
  },
  {
    id: 's2',
    name: 'Civics',
    filters: { search: 'civic', sortBy: 'createdAt' },
    createdAt: '2026-03-02T12:00:00.000Z',
  },
];
