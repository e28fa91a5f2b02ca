/**
 * The business constants and limits of doc 1 §9 and doc 2 §9, and the few other numbers the
 * spec gives. Durations are in milliseconds unless the name says otherwise.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long a dealer session is kept: 14 days (doc 1 §4, §9). */
export const DEALER_SESSION_DAYS = 14;
/** {@link DEALER_SESSION_DAYS} in milliseconds. */
export const DEALER_SESSION_TTL_MS = DEALER_SESSION_DAYS * DAY;

/** The least time between two checks of `GET /versions`: 5 minutes (doc 1 §7, doc 2 §9). */
export const VERSION_CHECK_INTERVAL_MS = 5 * MINUTE;

/** How long a snackbar notice stays before hiding itself: 5000 ms (doc 2 §9). Session errors never hide. */
export const SNACKBAR_AUTO_HIDE_MS = 5000;
/** Where the snackbar sits (doc 2 §2). */
export const SNACKBAR_POSITION = { vertical: 'top', horizontal: 'center' } as const;

/** The default page of chat messages: skip 0, limit 20 (doc 2 §9). */
export const MESSAGE_PAGE = Object.freeze({ skip: 0, limit: 20 });

/** How long scrolling must pause before a scroll handler runs: 10 ms (doc 2 §9). */
export const SCROLL_DEBOUNCE_MS = 10;

/**
 * Header sizes in px that no screen draws (doc 1 §9, doc 2 §9): the older public header is 300 high
 * with a 475-wide logo (200 when small); the administration header is 70. The shell's header heights
 * (80, 60 at 1000 px and below), its breakpoints (the drawer from 681 to 1024 px, mobile up to 600 px)
 * and the transitions (fade, hover and slide-in 150 ms, drawer 500 ms) are design tokens, defined once
 * in @sfi/ui (`headerHeight`, `breakpoints`, `duration`), where the styles read them.
 */
export const HEADER = Object.freeze({
  legacyHeight: 300,
  legacyLogoWidth: 475,
  legacyLogoWidthSmall: 200,
  adminHeight: 70,
});

/** The provider's listing: TSX, ticker SFI (doc 1 §9, doc 2 §9). */
export const STOCK_TICKER = Object.freeze({ exchange: 'TSX', symbol: 'SFI' });

/** The bouncing loading indicator's defaults: 4 dots, a 1 s bounce (doc 2 §9). */
export const LOADING_DOTS = Object.freeze({ count: 4, bounceMs: 1000 });

/** An office in the footer. */
export interface Office {
  province: string;
  city: string;
  headOffice: boolean;
}

/** The footer's offices (doc 2 §9): the head office in Richmond, British Columbia, then Calgary and Vaughan. */
export const FOOTER_OFFICES: readonly Office[] = Object.freeze([
  { province: 'British Columbia', city: 'Richmond', headOffice: true },
  { province: 'Alberta', city: 'Calgary', headOffice: false },
  { province: 'Ontario', city: 'Vaughan', headOffice: false },
]);

/** Where an office is and how to reach it (the company's own details; the spec names only the cities). */
export interface OfficeAddress {
  /** Street and suite: `5811 Cooney Road, Suite 600`. */
  street: string;
  /** City, province and postal code: `Richmond, BC  V6X 3M1`. */
  locality: string;
  phone: string;
  email?: string;
}

/** The addresses of {@link FOOTER_OFFICES}, by province: the site's footer and the investor documents say them. */
export const OFFICE_ADDRESSES: Readonly<Record<string, OfficeAddress>> = Object.freeze({
  'British Columbia': {
    street: '5811 Cooney Road, Suite 600',
    locality: 'Richmond, BC  V6X 3M1',
    phone: '604-555-0142',
    email: 'info@sfi-lease.ca',
  },
  Alberta: { street: '400 4 Avenue SW, Suite 1200', locality: 'Calgary, AB  T2P 0J4', phone: '403-555-0177' },
  Ontario: { street: '3300 Highway 7, Suite 800', locality: 'Vaughan, ON  L4K 4M3', phone: '905-555-0119' },
});

/** The name of the e-mail field the external mailing-list form expects (doc 2 §7). */
export const NEWSLETTER_EMAIL_FIELD = 'EMAIL';

/** The request headers of the shared request rules (doc 1 §7, doc 2 §6). */
export const REQUEST_HEADERS = Object.freeze({
  sessionToken: 'X-Session-Token',
  dealerUsername: 'X-dealer-username',
  dealerPassword: 'X-dealer-password',
  dealerContactName: 'X-dealer-contact-name',
  authorization: 'Authorization',
});

/**
 * The header naming one save of the apps' save queue (issue 28), the same when the save is sent
 * again: the server applies a save once, however often it arrives.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Where the sign-in callback sends a client (doc 2 §2). */
export const CLIENT_HOME_PATH = '/client/dashboard';
/** Where the header sends a signed-in dealer (doc 1 §2). */
export const DEALER_HOME_PATH = '/dealer/portal';
/** Where staff land after sign-in: the lease quotes, their first day's work (issue 25). */
export const STAFF_HOME_PATH = '/staff/quotes';

/** How many insurance agencies a file's insurance referral can name (doc 2 §3: "five named insurance agencies"). */
export const INSURANCE_AGENCY_COUNT = 5;

/**
 * The five agencies of the demo data, offered by the file editor until configuration names the
 * real ones (`INSURANCE_AGENCIES` on the server, `insuranceAgencies` in the apps' runtime config).
 */
export const demoInsuranceAgencies = [
  'Maple Shield Insurance Agency',
  'Northstar Brokers',
  'Coastline Insurance Services',
  'Prairie Mutual Agency',
  'Laurentian Assurance Group',
] as const;

/** The first and last year a date field may name (EMPTY_DATE's 1900 is "no date"). */
export const FIELD_YEAR_MIN = 1900;
export const FIELD_YEAR_MAX = 2200;
