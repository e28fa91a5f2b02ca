import {
  takeoverAdminVehicleFields,
  takeoverLeaseFields,
  type LeaseTakeover,
  type LeaseTakeoverUpdate,
  type TakeoverImage,
} from '@sfi/domain';

/**
 * A takeover as its form holds it: each detail as typed (numbers as numbers, NaN when empty; money
 * in dollars), the options one a line, and the photos in their order with their alt text.
 */
export interface TakeoverDraft {
  vehicleId: string;
  vehicle: Record<(typeof takeoverAdminVehicleFields)[number], string | number>;
  lease: Record<(typeof takeoverLeaseFields)[number], string | number>;
  options: string;
  images: TakeoverImage[];
}

/** The vehicle details typed as numbers. */
export const numericVehicleFields = new Set<string>(['year', 'kilometres']);
/** The lease details in cents on the wire, typed in dollars. */
export const moneyLeaseFields = new Set<string>(['monthlyPaymentCents', 'buyoutCents', 'transferFeeCents']);
/** The lease details typed as whole numbers. */
export const numericLeaseFields = new Set<string>(['monthsLeft', 'kilometresPerYear']);

const isNumeric = (field: string) =>
  numericVehicleFields.has(field) || moneyLeaseFields.has(field) || numericLeaseFields.has(field);

/** The form's values of a takeover. */
export function draftOf(takeover: LeaseTakeover): TakeoverDraft {
  const value = (field: string, raw: unknown) => {
    if (!isNumeric(field)) return typeof raw === 'string' ? raw : raw === undefined ? '' : String(raw);
    if (typeof raw !== 'number') return Number.NaN;
    return moneyLeaseFields.has(field) ? raw / 100 : raw;
  };
  const info = takeover.vehicleInformation as Record<string, unknown>;
  const lease = takeover.leaseSummary as Record<string, unknown>;
  return {
    vehicleId: takeover.vehicleId,
    vehicle: Object.fromEntries(
      takeoverAdminVehicleFields.map((field) => [field, value(field, info[field])]),
    ) as TakeoverDraft['vehicle'],
    lease: Object.fromEntries(
      takeoverLeaseFields.map((field) => [field, value(field, lease[field])]),
    ) as TakeoverDraft['lease'],
    options: takeover.vehicleOptions.join('\n'),
    images: takeover.images,
  };
}

/**
 * The body of `PUT /lease-takeovers/{id}` for a draft: every detail (an empty one left out), money
 * in whole cents, the options without empty lines, and the photos kept with their alt text. Details
 * the form does not show are kept as the takeover had them.
 */
export function updateOf(draft: TakeoverDraft, takeover: LeaseTakeover): LeaseTakeoverUpdate {
  const wire = (field: string, value: string | number) => {
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return undefined;
      return moneyLeaseFields.has(field) ? Math.round(value * 100) : value;
    }
    const text = value.trim();
    return text === '' ? undefined : text;
  };
  const pick = (values: Record<string, string | number>, kept: Record<string, unknown>) => {
    const result: Record<string, unknown> = { ...kept };
    for (const [field, value] of Object.entries(values)) {
      const sent = wire(field, value);
      if (sent === undefined) delete result[field];
      else result[field] = sent;
    }
    return result;
  };
  return {
    vehicleId: draft.vehicleId.trim(),
    vehicleInformation: pick(draft.vehicle, takeover.vehicleInformation),
    leaseSummary: pick(draft.lease, takeover.leaseSummary),
    vehicleOptions: draft.options
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    images: draft.images.map(({ id, alt }) => ({ id, alt })),
  };
}

/** Whether a draft says something else than the takeover. */
export function isChanged(draft: TakeoverDraft, takeover: LeaseTakeover): boolean {
  return JSON.stringify(draft) !== JSON.stringify(draftOf(takeover));
}
