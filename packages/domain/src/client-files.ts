import { currentBuyoutQuote, type StoredBuyoutQuote } from './buyout-quote.ts';
import type { ClientFileStatus, ClientVehicle } from './entities/users.ts';
import { parseStringNumber } from './lease-file.ts';

/**
 * A client's lease files as their dashboard shows them (doc 2 §1, §7: `files.vehicles`): each file's
 * vehicle, monthly payment, term end, status and, beyond the spec, today's buyout figure, computed
 * by the back office's own rules (`currentBuyoutQuote`, `buyoutTotals`). One function, so the
 * reference server answers what the dashboard shows.
 */

/** The most files `GET /me` lists for one client, newest delivery first. */
export const CLIENT_FILES_MAX = 100;

type Fields = Readonly<Record<string, unknown>>;

const groupOf = (fields: Fields, name: string): Record<string, unknown> => {
  const value = fields[name];
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};

/** A stored date (`YYYY-MM-DD…`) as its day, or undefined when it names none (or the empty 1900 date). */
function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value)?.[1];
  return day && !day.startsWith('1900-') && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : undefined;
}

const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * How a file stands on `today` (`YYYY-MM-DD`): `closed` once terminated, `upcoming` before its
 * delivery date, `matured` after its term end (the lease's maturity date), else `active`.
 */
export function clientFileStatus(fields: Fields, today: string): ClientFileStatus {
  if (fields['isTerminated'] === true) return 'closed';
  const delivery = dayOf(fields['deliveryDate']);
  if (delivery !== undefined && delivery > today) return 'upcoming';
  const termEnd = dayOf(groupOf(fields, 'lease')['maturityDate']);
  if (termEnd !== undefined && termEnd < today) return 'matured';
  return 'active';
}

/**
 * A file as the client sees it on `today`: its vehicle, monthly payment (dollars), term end, status,
 * and today's buyout figure while the lease runs (`stored` is the file's saved buyout quote, if any).
 */
export function clientVehicleOfFile(
  fields: Fields,
  stored: StoredBuyoutQuote | undefined,
  today: string,
): ClientVehicle {
  const vehicle = groupOf(fields, 'vehicle');
  const lease = groupOf(fields, 'lease');
  const year = typeof vehicle['year'] === 'number' ? vehicle['year'] : Number(vehicle['year']);
  const payment = lease['monthlyPayment'];
  const monthlyPayment =
    payment === undefined || payment === null || payment === '' ? undefined : parseStringNumber(payment);
  const status = clientFileStatus(fields, today);
  const termEnd = dayOf(lease['maturityDate']);
  const quote = status === 'active' ? currentBuyoutQuote(fields, stored, today) : undefined;
  const make = textOf(vehicle['make']);
  const model = textOf(vehicle['model']);
  const trim = textOf(vehicle['trim']);
  const vin = textOf(vehicle['vin']);
  return {
    fileNo: String(fields['fileNo'] ?? ''),
    ...(make !== undefined && { make }),
    ...(model !== undefined && { model }),
    ...(trim !== undefined && { trim }),
    ...(Number.isInteger(year) && year > 0 && { year }),
    ...(vin !== undefined && { vin }),
    ...(monthlyPayment !== undefined && monthlyPayment >= 0 && { monthlyPayment }),
    ...(termEnd !== undefined && { termEnd }),
    status,
    buyout: quote?.totals
      ? { total: quote.totals.total, quoteDate: quote.quoteDate, goodUntil: quote.goodUntil }
      : null,
  };
}
