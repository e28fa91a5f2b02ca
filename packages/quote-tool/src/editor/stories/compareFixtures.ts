import {
  leasePayment,
  type LeaseTerms,
  type ProvinceCode,
  type QuoteEvent,
  type Revision,
} from '@sfi/domain';

/**
 * Revisions and timelines for the stories of the comparison and the timeline: a 2026 Toyota RAV4 XLE
 * leased in Ontario, its payment computed by `leasePayment` as the server stores it. Invented.
 */

/** The province of the stories' quote. */
export const storyProvince: ProvinceCode = 'ON';

/** The first draft's terms: $41,990, $3,000 down, $2,500 trade-in, 48 months at 5.99 %. */
export const firstTerms: LeaseTerms = {
  sellingPrice: 41_990,
  downPayment: 3_000,
  tradeIn: 2_500,
  fees: 1_295,
  termMonths: 48,
  annualKilometres: 20_000,
  residualPercent: 54,
  rate: 5.99,
  quotedOn: '2026-06-01',
};

/** The second draft: more down, 60 months at the manufacturer's 4.49 %, a lower residual for it. */
export const secondTerms: LeaseTerms = {
  ...firstTerms,
  downPayment: 5_000,
  termMonths: 60,
  residualPercent: 46,
  rate: 4.49,
  quotedOn: '2026-06-10',
};

/** A revision of the stories' quote, with its terms and the payment they come to in Ontario. */
export function storyRevision(
  revisionId: string,
  revisionType: Revision['revisionType'],
  revisionState: Revision['revisionState'],
  terms?: LeaseTerms,
): Revision {
  return {
    revisionId,
    revisionType,
    revisionState,
    owner: 'a-1',
    ...(terms ? { terms, payment: leasePayment(terms, storyProvince) } : {}),
  };
}

/** Two drafts whose terms differ. */
export const twoDrafts: Revision[] = [
  storyRevision('rev-1', 'INITIAL', 'DRAFT', firstTerms),
  storyRevision('rev-2', 'ADJUSTED', 'DRAFT', secondTerms),
];

/** A quote's revisions for its timeline: the approved one, a revised quote, and a new draft. */
export const timelineRevisions: Revision[] = [
  storyRevision('rev-1', 'FINAL', 'ALL_APPROVED', firstTerms),
  storyRevision('rev-2', 'ADJUSTED', 'DRAFT', secondTerms),
  storyRevision('rev-3', 'DRAFT', 'DRAFT'),
];

const dealer = { id: 'a-1', type: 'DEALER', name: 'Priya Sandhu' } as const;
const staff = { id: 's-1', type: 'SFI', name: 'Alex Martin' } as const;

const change = (
  revisionId: string,
  at: string,
  by: QuoteEvent['by'],
  from: [Revision['revisionType'], Revision['revisionState']],
  to: [Revision['revisionType'], Revision['revisionState']],
): QuoteEvent => ({
  revisionId,
  at,
  by,
  from: { revisionType: from[0], revisionState: from[1] },
  to: { revisionType: to[0], revisionState: to[1] },
});

/** A few changes, oldest first as the server sends them: the first revision's way to approval. */
export const fewEvents: QuoteEvent[] = [
  change('rev-1', '2026-06-01T14:12:00.000Z', dealer, ['INITIAL', 'DRAFT'], ['INITIAL', 'QUOTE_SUBMITTED']),
  // A revision deleted since: it was submitted, sent back, then deleted.
  change(
    'rev-gone',
    '2026-06-02T13:40:00.000Z',
    dealer,
    ['INITIAL', 'DRAFT'],
    ['INITIAL', 'QUOTE_SUBMITTED'],
  ),
  change('rev-gone', '2026-06-02T15:05:00.000Z', staff, ['INITIAL', 'QUOTE_SUBMITTED'], ['INITIAL', 'DRAFT']),
  change(
    'rev-1',
    '2026-06-03T16:30:00.000Z',
    staff,
    ['INITIAL', 'QUOTE_SUBMITTED'],
    ['INITIAL', 'QUOTE_APPROVED'],
  ),
  change(
    'rev-1',
    '2026-06-04T19:45:00.000Z',
    dealer,
    ['INITIAL', 'QUOTE_APPROVED'],
    ['INITIAL', 'CREDIT_SUBMITTED'],
  ),
  change(
    'rev-1',
    '2026-06-08T14:20:00.000Z',
    staff,
    ['INITIAL', 'CREDIT_SUBMITTED'],
    ['INITIAL', 'CREDIT_APPROVED'],
  ),
  change(
    'rev-1',
    '2026-06-08T14:21:00.000Z',
    staff,
    ['INITIAL', 'CREDIT_APPROVED'],
    ['FINAL', 'ALL_APPROVED'],
  ),
];

/**
 * Many changes, oldest first: the second revision sent back and forth 40 times, a day apart, then
 * the few changes above.
 */
export const manyEvents: QuoteEvent[] = [
  ...fewEvents,
  ...Array.from({ length: 40 }, (_, index) => {
    const at = new Date(Date.UTC(2026, 4, 1 + index, 15, 0)).toISOString();
    return index % 2 === 0
      ? change('rev-2', at, dealer, ['ADJUSTED', 'DRAFT'], ['ADJUSTED', 'SUBMITTED'])
      : change('rev-2', at, staff, ['ADJUSTED', 'SUBMITTED'], ['ADJUSTED', 'DRAFT']);
  }),
].sort((a, b) => a.at.localeCompare(b.at));

/**
 * Viewports as wide as the preview's desktop and phone but as tall as the story tests' browser window
 * (1280 px; a taller one would be scaled down), for stories longer than a screen: the story tests
 * capture only what lies within the viewport.
 */
export const tallViewports = {
  tallDesktop: {
    name: 'Desktop, tall (1280 × 1280)',
    styles: { width: '1280px', height: '1280px' },
    type: 'desktop',
  },
  tallPhone: {
    name: 'Phone, tall (390 × 1280)',
    styles: { width: '390px', height: '1280px' },
    type: 'mobile',
  },
} as const;
