import { describe, expect, it } from 'vitest';
import {
  en,
  isMessageKey,
  loadLocale,
  LeaseTakeoverSchema,
  message,
  ServiceRequestSchema,
  takeoverLeaseRows,
  takeoverAdminVehicleFields,
  takeoverMessage,
  takeoverPermutationsProblem,
  takeoverPhotoSources,
  takeoverPhotoWidths,
  takeoverScreens,
  takeoverVehicleName,
  takeoverVehicleFields,
  takeoverVehicleRows,
} from './index.ts';

describe('the takeover words', () => {
  it('are an area of their own, outside the catalogue every app loads', () => {
    expect(Object.keys(takeoverScreens).filter((key) => isMessageKey(key))).toEqual([]);
  });

  it('keep the spec’s own messages (doc 2 §8) in the catalogue, for the server and the pages', () => {
    expect(en['takeovers.error.unavailable']).toBe('This lease takeover is not available.');
    expect(en['takeovers.error.noneFound']).toBe('No leaseTakeovers were found with');
    expect(takeoverMessage('takeovers.unavailable')).toBe(en['takeovers.error.unavailable']);
    expect(takeoverMessage('takeovers.noneFound')).toBe(en['takeovers.error.noneFound']);
  });
});

describe('takeoverVehicleName', () => {
  it.each([
    [{ year: 2023, make: 'Honda', model: 'Civic', trim: 'EX' }, '2023 Honda Civic EX'],
    [{ make: 'Kia', model: 'EV6' }, 'Kia EV6'],
    [{}, 'Vehicle V-9'],
  ])('%o → %s', (vehicleInformation, name) => {
    expect(takeoverVehicleName({ vehicleId: 'V-9', vehicleInformation })).toBe(name);
  });
});

describe('the detail rows', () => {
  it('show the known vehicle details in the fixed order, labelled and written for reading', () => {
    expect(
      takeoverVehicleRows({ kilometres: 23456, make: 'Toyota', year: 2022, exteriorColour: 'Blue' }),
    ).toEqual([
      { field: 'year', label: 'Year', value: '2022' },
      { field: 'make', label: 'Make', value: 'Toyota' },
      { field: 'exteriorColour', label: 'Exterior colour', value: 'Blue' },
      { field: 'kilometres', label: 'Odometer', value: '23,456 km' },
    ]);
  });

  it.each([
    ['monthlyPaymentCents', 41250, 'Monthly payment', '$412.50'],
    ['monthsLeft', 18, 'Months left', '18'],
    ['leaseEndDate', '2028-03-31', 'Lease ends', 'March 31, 2028'],
    ['kilometresPerYear', 20000, 'Kilometre allowance', '20,000 km a year'],
    ['buyoutCents', 1850000, 'Buyout at lease end', '$18,500.00'],
    ['transferFeeCents', 0, 'Transfer fee', '$0.00'],
    ['province', 'BC', 'Registered in', 'British Columbia'],
  ] as const)('lease %s %o → %s: %s', (field, value, label, written) => {
    expect(takeoverLeaseRows({ [field]: value })).toEqual([{ field, label, value: written }]);
  });
  it('names the province in the language asked for', async () => {
    await loadLocale('fr-CA');
    expect(takeoverLeaseRows({ province: 'BC' }, 'fr-CA')).toEqual([
      { field: 'province', label: 'Immatriculé en', value: 'Colombie-Britannique' },
    ]);
  });
});

describe('photos', () => {
  it.each([
    [2000, [480, 960, 1440]],
    [1440, [480, 960, 1440]],
    [1000, [480, 960]],
    [300, [480]],
  ])('a photo %i px wide is stored at %o', (width, widths) => {
    expect(takeoverPhotoWidths(width)).toEqual(widths);
  });

  it('gives each stored width an address on the public API', () => {
    expect(takeoverPhotoSources('t 1', { id: 'p1', width: 960 })).toEqual([
      { width: 480, path: '/leaseTakeovers/t%201/photos/p1/480.webp' },
      { width: 960, path: '/leaseTakeovers/t%201/photos/p1/960.webp' },
    ]);
  });

  it('keeps a photo’s key, alt text and size in the listing', () => {
    const image = {
      id: 'p1',
      key: 'lease-takeovers/t1/p1',
      alt: 'Front of a blue car',
      width: 1440,
      height: 960,
    };
    const parsed = LeaseTakeoverSchema.parse({
      id: 't1',
      createdAt: '2026-01-05T17:30:00.000Z',
      permutation: 0,
      vehicleId: 'V-1',
      images: [image],
    });
    expect(parsed.images).toEqual([image]);
    expect(parsed.vehicleOptions).toEqual([]);
  });
});

describe('ServiceRequestSchema (POST /emails)', () => {
  const base = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Call me' };
  it.each([
    ['a takeover request', { ...base, kind: 'takeover', leaseTakeoverId: 't1' }],
    ['a contact message', { ...base, kind: 'contact' }],
    ['an empty phone, which is no phone', { ...base, kind: 'contact', phone: '  ' }],
    ['a phone', { ...base, kind: 'contact', phone: '604 555-0100' }],
  ])('takes %s', (_, body) => {
    expect(ServiceRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [
      'a takeover request without its takeover',
      { ...base, kind: 'takeover' },
      'leaseTakeoverId',
      message('validation.required'),
    ],
    [
      'a contact message naming a takeover',
      { ...base, kind: 'contact', leaseTakeoverId: 't1' },
      'leaseTakeoverId',
      message('validation.serviceRequest.contactTakeover'),
    ],
    ['no kind', base, 'kind', message('validation.serviceRequest.kind')],
    ['a bad e-mail', { ...base, kind: 'contact', email: 'ada' }, 'email', message('validation.email')],
    ['a bad phone', { ...base, kind: 'contact', phone: '12' }, 'phone', message('validation.phone')],
    [
      'an empty message',
      { ...base, kind: 'contact', message: '   ' },
      'message',
      message('validation.required'),
    ],
    ['an empty name', { ...base, kind: 'contact', name: '' }, 'name', message('validation.required')],
  ])('refuses %s', (_, body, path, error) => {
    const result = ServiceRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === path)?.message).toBe(error);
  });

  it('fills in the service request words', () => {
    expect(takeoverMessage('takeovers.card.monthsLeft', { count: 1 })).toBe('1 month left');
  });
});

describe('takeoverPermutationsProblem', () => {
  const ids = ['a', 'b', 'c'];
  const order = (...pairs: [string, number][]) => pairs.map(([id, permutation]) => ({ id, permutation }));
  it.each([
    ['every listing once, positions 0 to 2', order(['c', 0], ['a', 1], ['b', 2]), undefined],
    ['positions given out of order', order(['a', 2], ['b', 0], ['c', 1]), undefined],
    ['a listing left out', order(['a', 0], ['b', 1]), 'count'],
    ['an unknown listing', order(['a', 0], ['b', 1], ['x', 2]), 'unknown'],
    ['a listing twice', order(['a', 0], ['a', 1], ['b', 2]), 'duplicate'],
    ['a position twice', order(['a', 0], ['b', 0], ['c', 2]), 'positions'],
    ['a position past the end', order(['a', 0], ['b', 1], ['c', 3]), 'positions'],
    ['nothing, with listings', [], 'count'],
  ] as const)('%s → %s', (_case, permutations, problem) => {
    expect(takeoverPermutationsProblem(ids, permutations)).toBe(problem);
  });

  it('takes an empty order when there are no listings', () => {
    expect(takeoverPermutationsProblem([], [])).toBeUndefined();
  });
});

describe('takeoverAdminVehicleFields', () => {
  it('are the public fields in their order, with the VIN after the trim', () => {
    expect(takeoverAdminVehicleFields.filter((field) => field !== 'vin')).toEqual([...takeoverVehicleFields]);
    expect(takeoverAdminVehicleFields.indexOf('vin')).toBe(takeoverAdminVehicleFields.indexOf('trim') + 1);
  });
});
