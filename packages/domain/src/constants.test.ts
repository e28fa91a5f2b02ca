import { describe, expect, it } from 'vitest';
import {
  DEALER_SESSION_DAYS,
  DEALER_SESSION_TTL_MS,
  DEFAULT_APP_MODE,
  DEFAULT_QUOTE_SORT,
  FOOTER_OFFICES,
  gpsFilterLabel,
  gpsFilters,
  HEADER,
  linkedGpsModes,
  LOADING_DOTS,
  MESSAGE_PAGE,
  MessagePageQuerySchema,
  ownerFilters,
  SCROLL_DEBOUNCE_MS,
  SNACKBAR_AUTO_HIDE_MS,
  STOCK_TICKER,
  VERSION_CHECK_INTERVAL_MS,
  EMPTY_DATE,
  attachmentContentTypes,
  chatContentTypes,
  fileIcons,
} from './index.ts';

// One row per bullet of doc 1 §9 and doc 2 §9.
describe('business constants (doc 1 §9, doc 2 §9)', () => {
  it.each<[string, unknown, unknown]>([
    ['dealer session expiry: 14 days', DEALER_SESSION_DAYS, 14],
    ['dealer session expiry in ms', DEALER_SESSION_TTL_MS, 14 * 24 * 60 * 60 * 1000],
    ['default quote list sort: updatedAt', DEFAULT_QUOTE_SORT, 'updatedAt'],
    ['default mode: DEALER', DEFAULT_APP_MODE, 'DEALER'],
    ['owner filter values', ownerFilters, ['ANY', 'SFI', 'NON_SFI']],
    ['version check interval: 5 minutes', VERSION_CHECK_INTERVAL_MS, 300_000],
    [
      'older header height 300, logo 475 (small 200)',
      [HEADER.legacyHeight, HEADER.legacyLogoWidth, HEADER.legacyLogoWidthSmall],
      [300, 475, 200],
    ],
    ['administration header: 70', HEADER.adminHeight, 70],
    ['stock ticker TSX: SFI', STOCK_TICKER, { exchange: 'TSX', symbol: 'SFI' }],
    ['message page: skip 0, limit 20', MESSAGE_PAGE, { skip: 0, limit: 20 }],
    ['snackbar auto-hide: 5000 ms', SNACKBAR_AUTO_HIDE_MS, 5000],
    ['scroll debounce: 10 ms', SCROLL_DEBOUNCE_MS, 10],
    ['empty-date sentinel', EMPTY_DATE, '1900-01-01T00:00:00.000Z'],
    ['attachment content types', attachmentContentTypes, ['IMAGE', 'DOCUMENT']],
    ['chat content types', chatContentTypes, ['IMAGE', 'DOCUMENT', 'AUDIO', 'VIDEO']],
    [
      'file icons',
      fileIcons,
      ['image', 'audio', 'video', 'pdf', 'word', 'excel', 'powerpoint', 'text', 'code', 'archive'],
    ],
    ['GPS filter options: all, linked, test', gpsFilters, ['all', 'linked', 'test']],
    ['linked GPS modes: all, flagged', linkedGpsModes, ['all', 'flagged']],
    ['loading dots: 4 dots, 1 s bounce', LOADING_DOTS, { count: 4, bounceMs: 1000 }],
    [
      'footer offices',
      FOOTER_OFFICES,
      [
        { province: 'British Columbia', city: 'Richmond', headOffice: true },
        { province: 'Alberta', city: 'Calgary', headOffice: false },
        { province: 'Ontario', city: 'Vaughan', headOffice: false },
      ],
    ],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('the message page query defaults to the message page', () => {
    expect(MessagePageQuerySchema.parse({})).toEqual(MESSAGE_PAGE);
  });

  it('labels the GPS filters', () => {
    expect(gpsFilters.map((filter) => gpsFilterLabel(filter))).toEqual(['All', 'Linked', 'Test']);
  });
});
