import {
  formatDate,
  hasUnreadMessages,
  localDateOnly,
  message,
  mileageUnit,
  type AppMode,
  type LeaseQuote,
  type Vehicle,
  vehicleTypeLabel,
} from '@sfi/domain';

/**
 * How the quote tool's screens word a quote: its title, its vehicle, its dates and whether the
 * signed-in user has unread messages on it.
 */

/** The unit a vehicle's mileage is counted in, as the screens write it: km or hr (doc 1 §3). */
export function mileageUnitLabel(vehicleType: string | null | undefined): string {
  return message(`quotes.mileageUnit.${mileageUnit(vehicleType)}`);
}

/** A quote's short number: the first eight characters of its id, which the search also finds. */
export function shortQuoteId(id: string): string {
  return id.replaceAll('-', '').slice(0, 8).toUpperCase();
}

/** The customer's name, else the customer's company; undefined for a quote without either. */
function customerName(quote: Pick<LeaseQuote, 'customer'>): string | undefined {
  const { firstName, lastName, companyName } = quote.customer ?? {};
  return [firstName, lastName].filter(Boolean).join(' ') || companyName || undefined;
}

/**
 * What names a quote on the screens: its customer's name, else the customer's company, else its
 * short number ("Quote 3F2A9C1B").
 */
export function quoteTitle(quote: Pick<LeaseQuote, 'id' | 'customer'>): string {
  return customerName(quote) ?? message('quotes.untitled', { id: shortQuoteId(quote.id) });
}

/** The quote within a sentence: "the quote for Dana Lee", or "quote 3F2A9C1B" without a customer. */
export function quoteReference(quote: Pick<LeaseQuote, 'id' | 'customer'>): string {
  const name = customerName(quote);
  return name
    ? message('quotes.reference.customer', { name })
    : message('quotes.reference.number', { id: shortQuoteId(quote.id) });
}

/** The vehicle in a few words: "2024 Toyota RAV4 XLE"; its type ("Car") when nothing else is known. */
export function vehicleName(vehicle: Vehicle): string {
  const words = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(
    (word) => word !== undefined && word !== '',
  );
  return words.length > 0 ? words.join(' ') : vehicleTypeLabel(vehicle.type);
}

/**
 * The day of a moment (a quote's creation or last change) as "Month D, YYYY", in the viewer's own
 * time zone: a quote made at 10 p.m. in Vancouver was made that day there.
 */
export function quoteDate(moment: string): string {
  return formatDate(localDateOnly(new Date(moment)));
}

/**
 * Whether the signed-in user has unread messages on the quote: its `newMessageFor` marks their side
 * (the mode: `SFI` for staff, `DEALER` for the quote's dealership) or their own id
 * (`hasUnreadMessages`, the rule the server marks by).
 */
export function hasNewMessage(
  quote: Pick<LeaseQuote, 'newMessageFor'>,
  mode: AppMode,
  userId: string | undefined,
): boolean {
  return hasUnreadMessages(quote, { side: mode, userId });
}
