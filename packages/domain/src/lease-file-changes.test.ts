import { describe, expect, it } from 'vitest';
import { leaseFileChanges } from './lease-file-changes.ts';

describe('leaseFileChanges', () => {
  const base = {
    _id: 'a',
    fileNo: 'F-1',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deliveryDate: '2024-05-01T00:00:00.000Z',
    lease: { rate: '5.99', term: 48 },
    vehicle: { options: ['Roof rack'], isUsed: false },
  };
  // One row per kind of difference: what changed, and the change it reads as.
  const cases: Array<
    [string, Record<string, unknown>, { path: string; label: string; before: unknown; after: unknown }[]]
  > = [
    ['nothing', {}, []],
    [
      'an attribute',
      { deliveryDate: '2024-06-01T00:00:00.000Z' },
      [
        {
          path: 'deliveryDate',
          label: 'Delivery Date',
          before: base.deliveryDate,
          after: '2024-06-01T00:00:00.000Z',
        },
      ],
    ],
    [
      'a field of a group',
      { lease: { rate: '6.49', term: 48 } },
      [{ path: 'lease.rate', label: 'Lease · Rate', before: '5.99', after: '6.49' }],
    ],
    [
      'a list',
      { vehicle: { options: ['Roof rack', 'Tow hitch'], isUsed: false } },
      [
        {
          path: 'vehicle.options',
          label: 'Vehicle · Options',
          before: ['Roof rack'],
          after: ['Roof rack', 'Tow hitch'],
        },
      ],
    ],
    [
      'a field added',
      { lease: { rate: '5.99', term: 48, outstandingRepairFee: 120 } },
      [
        {
          path: 'lease.outstandingRepairFee',
          label: 'Lease · Outstanding Balance',
          before: undefined,
          after: 120,
        },
      ],
    ],
    [
      'a group removed',
      { vehicle: undefined },
      [
        { path: 'vehicle.options', label: 'Vehicle · Options', before: ['Roof rack'], after: undefined },
        { path: 'vehicle.isUsed', label: 'Vehicle · Used Vehicle', before: false, after: undefined },
      ],
    ],
    ['bookkeeping only', { updatedAt: '2026-02-01T00:00:00.000Z', _id: 'b' }, []],
  ];
  it.each(cases)('%s', (_, change, expected) => {
    const after = Object.fromEntries(
      Object.entries({ ...base, ...change }).filter(([, value]) => value !== undefined),
    );
    expect(
      leaseFileChanges(base, after).map(({ path, label, before, after: now }) => ({
        path,
        label,
        before,
        after: now,
      })),
    ).toEqual(expected);
  });
});
