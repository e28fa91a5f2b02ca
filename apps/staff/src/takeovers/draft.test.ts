import { describe, expect, it } from 'vitest';
import type { LeaseTakeover } from '@sfi/domain';
import { draftOf, isChanged, updateOf } from './draft.ts';

const takeover: LeaseTakeover = {
  id: 't1',
  createdAt: '2026-01-05T10:00:00.000Z',
  permutation: 0,
  vehicleId: 'TKO-1',
  vehicleInformation: {
    year: 2023,
    make: 'Honda',
    model: 'Civic',
    sunroof: true,
  } as LeaseTakeover['vehicleInformation'],
  leaseSummary: { monthlyPaymentCents: 41_250, province: 'BC' },
  vehicleOptions: ['Heated seats', 'Moonroof'],
  images: [{ id: 'p1', key: 'k', alt: 'Front', width: 1440, height: 900 }],
  published: false,
};

describe('a takeover’s form', () => {
  it('shows money in dollars and empty numbers as empty', () => {
    const draft = draftOf(takeover);
    expect(draft.lease.monthlyPaymentCents).toBe(412.5);
    expect(draft.lease.monthsLeft).toBeNaN();
    expect(draft.vehicle.year).toBe(2023);
    expect(draft.vehicle.trim).toBe('');
    expect(draft.options).toBe('Heated seats\nMoonroof');
    expect(isChanged(draft, takeover)).toBe(false);
  });

  it('saves cents, leaves out what was emptied, keeps details it does not show, and sends the photos kept', () => {
    const draft = draftOf(takeover);
    draft.lease.monthlyPaymentCents = 399.99;
    draft.vehicle.model = '  ';
    draft.vehicle.trim = ' EX ';
    draft.options = 'Heated seats\n\n  Remote start \n';
    draft.images = [{ ...takeover.images[0]!, alt: 'The front' }];
    expect(isChanged(draft, takeover)).toBe(true);
    expect(updateOf(draft, takeover)).toEqual({
      vehicleId: 'TKO-1',
      vehicleInformation: { year: 2023, make: 'Honda', trim: 'EX', sunroof: true },
      leaseSummary: { monthlyPaymentCents: 39_999, province: 'BC' },
      vehicleOptions: ['Heated seats', 'Remote start'],
      images: [{ id: 'p1', alt: 'The front' }],
    });
  });
});
