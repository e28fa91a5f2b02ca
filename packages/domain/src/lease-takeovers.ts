import { common } from './catalogue/common.ts';
import { takeoverMessage } from './catalogue/takeovers.ts';
import { formatDate } from './dates.ts';
import type { LeaseTakeover, TakeoverLeaseSummary, TakeoverVehicle } from './entities/lease-takeover.ts';
import { activeLocale, translated } from './locale.ts';
import { formatMoney } from './money.ts';

/**
 * The rules of the public lease takeover pages (doc 2 §2): what a takeover is called, which of its
 * details are shown in which order, and how each is written. The screens and the server's e-mail
 * use the same ones. No schema here: the public site's pages use these without zod.
 */

/**
 * What a takeover's vehicle is called: year, make, model and trim as far as they are known, else
 * "Vehicle {vehicleId}".
 *
 * @example takeoverVehicleName({ vehicleId: 'V-1', vehicleInformation: { year: 2023, make: 'Honda', model: 'Civic', trim: 'EX' } }) // '2023 Honda Civic EX'
 */
export function takeoverVehicleName(
  takeover: Pick<LeaseTakeover, 'vehicleId' | 'vehicleInformation'>,
  locale: string = activeLocale(),
): string {
  const { year, make, model, trim } = takeover.vehicleInformation;
  const name = [year, make, model, trim].filter((part) => part !== undefined && part !== '').join(' ');
  return name || takeoverMessage('takeovers.vehicle.unnamed', { vehicleId: takeover.vehicleId }, locale);
}

/** The vehicle's details a detail page shows, in this order. */
export const takeoverVehicleFields = [
  'year',
  'make',
  'model',
  'trim',
  'bodyStyle',
  'exteriorColour',
  'interiorColour',
  'transmission',
  'drivetrain',
  'fuelType',
  'kilometres',
] as const satisfies readonly (keyof TakeoverVehicle)[];

/** The lease's details a detail page shows, in this order. */
export const takeoverLeaseFields = [
  'monthlyPaymentCents',
  'monthsLeft',
  'leaseEndDate',
  'kilometresPerYear',
  'buyoutCents',
  'transferFeeCents',
  'province',
] as const satisfies readonly (keyof TakeoverLeaseSummary)[];

/** One shown detail: its label and its value as written. */
export interface TakeoverDetailRow {
  field: string;
  label: string;
  value: string;
}

const number = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

/** A province's name in `locale` ("British Columbia", "Colombie-Britannique"), else its code as stored. */
function provinceName(code: string, locale: string): string {
  const key = `province.${code}`;
  return Object.hasOwn(common, key) ? translated(key, common[key as keyof typeof common], locale) : code;
}

function vehicleValue(field: (typeof takeoverVehicleFields)[number], value: unknown, locale: string): string {
  if (field === 'kilometres' && typeof value === 'number')
    return takeoverMessage('takeovers.value.kilometres', { value: number(value, locale) }, locale);
  return String(value);
}

function leaseValue(field: (typeof takeoverLeaseFields)[number], value: unknown, locale: string): string {
  switch (field) {
    case 'monthlyPaymentCents':
    case 'buyoutCents':
    case 'transferFeeCents':
      return formatMoney(Number(value), locale);
    case 'kilometresPerYear':
      return takeoverMessage(
        'takeovers.value.kilometresPerYear',
        { value: number(Number(value), locale) },
        locale,
      );
    case 'leaseEndDate':
      return formatDate(String(value), locale);
    case 'province':
      return provinceName(String(value), locale);
    case 'monthsLeft':
      return number(Number(value), locale);
  }
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The vehicle's details that are known, labelled and written for reading. */
export function takeoverVehicleRows(
  vehicle: TakeoverVehicle,
  locale: string = activeLocale(),
): TakeoverDetailRow[] {
  return takeoverVehicleFields
    .filter((field) => present(vehicle[field]))
    .map((field) => ({
      field,
      label: takeoverMessage(`takeovers.field.${field}`, {}, locale),
      value: vehicleValue(field, vehicle[field], locale),
    }));
}

/** The lease's details that are known, labelled and written for reading. */
export function takeoverLeaseRows(
  lease: TakeoverLeaseSummary,
  locale: string = activeLocale(),
): TakeoverDetailRow[] {
  return takeoverLeaseFields
    .filter((field) => present(lease[field]))
    .map((field) => ({
      field,
      label: takeoverMessage(`takeovers.field.${field}`, {}, locale),
      value: leaseValue(field, lease[field], locale),
    }));
}

/** What is wrong with a new display order (`PUT /lease-takeovers/permutations`), if anything. */
export type TakeoverPermutationsProblem = 'count' | 'unknown' | 'duplicate' | 'positions';

/**
 * Whether `permutations` is a permutation of exactly the current listings (doc 2 §7): every id
 * once (`duplicate`), none unknown (`unknown`), none missing (`count`), and the positions 0 to
 * n − 1 each once (`positions`). Answers the first problem found, or undefined when it is one.
 */
export function takeoverPermutationsProblem(
  currentIds: readonly string[],
  permutations: readonly { id: string; permutation: number }[],
): TakeoverPermutationsProblem | undefined {
  const current = new Set(currentIds);
  const ids = new Set<string>();
  for (const { id } of permutations) {
    if (!current.has(id)) return 'unknown';
    if (ids.has(id)) return 'duplicate';
    ids.add(id);
  }
  if (ids.size !== current.size) return 'count';
  const positions = new Set(permutations.map((each) => each.permutation));
  const inRange = permutations.every((each) => each.permutation < permutations.length);
  if (positions.size !== permutations.length || !inRange) return 'positions';
  return undefined;
}

/**
 * The vehicle's details the administration edits, in this order: those the public pages show, and
 * the VIN, which only staff see and search by.
 */
export const takeoverAdminVehicleFields = [
  'year',
  'make',
  'model',
  'trim',
  'vin',
  'bodyStyle',
  'exteriorColour',
  'interiorColour',
  'transmission',
  'drivetrain',
  'fuelType',
  'kilometres',
] as const satisfies readonly (keyof TakeoverVehicle)[];
