import { describe, expect, it } from 'vitest';
import { buyoutTotals, currentBuyoutQuote, fileBuyoutQuote, type StoredBuyoutQuote } from './buyout-quote.ts';
import { clientFileStatus, clientVehicleOfFile } from './client-files.ts';
import { ClientVehicleSchema } from './entities/users.ts';

const today = '2026-11-27';

/** A running lease in Ontario: delivered in 2024, its term ending in 2028. */
const file = {
  fileNo: '1000042',
  province: 'ON',
  deliveryDate: '2024-03-01T00:00:00.000Z',
  isTerminated: false,
  vehicle: { year: 2024, make: 'Toyota', model: 'RAV4', trim: 'XLE', vin: '2T3W1RFV5RW000001' },
  lease: {
    term: 48,
    monthlyPayment: 512.34,
    firstPaymentDate: '2024-03-15T00:00:00.000Z',
    maturityDate: '2028-03-15T00:00:00.000Z',
    residualValue: 18000,
    rate: '5.49',
  },
};

describe('clientFileStatus', () => {
  // One row per status, and the edges between them.
  it.each<[string, Record<string, unknown>, string]>([
    ['running', file, 'active'],
    ['terminated (whatever its dates)', { ...file, isTerminated: true }, 'closed'],
    ['delivered after today', { ...file, deliveryDate: '2026-12-01T00:00:00.000Z' }, 'upcoming'],
    ['delivered today', { ...file, deliveryDate: `${today}T00:00:00.000Z` }, 'active'],
    [
      'past its term end',
      { ...file, lease: { ...file.lease, maturityDate: '2026-11-26T00:00:00.000Z' } },
      'matured',
    ],
    ['ending today', { ...file, lease: { ...file.lease, maturityDate: `${today}T00:00:00.000Z` } }, 'active'],
    [
      'with the empty date as its term end',
      { ...file, lease: { ...file.lease, maturityDate: '1900-01-01T00:00:00.000Z' } },
      'active',
    ],
    ['with no dates at all', { fileNo: 'x' }, 'active'],
    ['with a date that is no date', { ...file, deliveryDate: 'soon' }, 'active'],
  ])('a file %s is %s', (_case, fields, status) => {
    expect(clientFileStatus(fields, today)).toBe(status);
  });
});

describe('currentBuyoutQuote', () => {
  const saved = (quoteDate: string, goodUntil: string, pstExempt = false): StoredBuyoutQuote => ({
    terms: {
      quoteDate,
      goodUntil,
      remainingPayments: 9000,
      residualValue: 18000,
      earlyTerminationCharge: 250,
      outstandingBalance: 0,
      fees: 100,
    },
    pstExempt,
    savedAt: new Date(`${quoteDate}T15:00:00.000Z`),
    savedBy: 'Alex Martin',
  });

  it('is the saved quote while today is within its dates', () => {
    const stored = saved('2026-11-20', '2026-11-30');
    expect(currentBuyoutQuote(file, stored, today)).toEqual(fileBuyoutQuote(file, stored, today));
    expect(currentBuyoutQuote(file, stored, today).quoteDate).toBe('2026-11-20');
  });

  it.each([
    ['expired', saved('2026-11-01', '2026-11-11')],
    ['dated after today', saved('2026-11-28', '2026-12-08')],
  ])('is today’s draft when the saved quote is %s, keeping its PST exemption', (_case, stored) => {
    const quote = currentBuyoutQuote(file, { ...stored, pstExempt: true }, today);
    expect(quote).toEqual(
      fileBuyoutQuote(file, { terms: null, pstExempt: true, savedAt: null, savedBy: '' }, today),
    );
    expect(quote).toMatchObject({ quoteDate: today, pstExempt: true, savedAt: null });
  });

  it('is today’s draft when nothing is saved', () => {
    expect(currentBuyoutQuote(file, undefined, today)).toEqual(fileBuyoutQuote(file, undefined, today));
  });
});

describe('clientVehicleOfFile', () => {
  it('gives the file’s vehicle, payment, term end, status and today’s buyout total', () => {
    const vehicle = clientVehicleOfFile(file, undefined, today);
    const quote = fileBuyoutQuote(file, undefined, today);
    expect(vehicle).toEqual({
      fileNo: '1000042',
      year: 2024,
      make: 'Toyota',
      model: 'RAV4',
      trim: 'XLE',
      vin: '2T3W1RFV5RW000001',
      monthlyPayment: 512.34,
      termEnd: '2028-03-15',
      status: 'active',
      buyout: {
        total: buyoutTotals(quote, 'ON', false)!.total,
        quoteDate: today,
        goodUntil: quote.goodUntil,
      },
    });
    expect(ClientVehicleSchema.parse(vehicle)).toEqual(vehicle);
  });

  it.each([
    ['closed', { ...file, isTerminated: true }],
    ['matured', { ...file, lease: { ...file.lease, maturityDate: '2025-01-01T00:00:00.000Z' } }],
    ['upcoming', { ...file, deliveryDate: '2027-01-01T00:00:00.000Z' }],
  ])('has no buyout figure when the lease is %s', (status, fields) => {
    expect(clientVehicleOfFile(fields, undefined, today)).toMatchObject({ status, buyout: null });
  });

  it('has no buyout figure without a province, and leaves out what the file does not hold', () => {
    const vehicle = clientVehicleOfFile(
      { fileNo: 'F-1', vehicle: { make: '  ', year: 'n/a' } },
      undefined,
      today,
    );
    expect(vehicle).toEqual({ fileNo: 'F-1', status: 'active', buyout: null });
  });

  it('reads a payment written as text', () => {
    const vehicle = clientVehicleOfFile(
      { ...file, lease: { ...file.lease, monthlyPayment: '1,204.50' } },
      undefined,
      today,
    );
    expect(vehicle.monthlyPayment).toBe(1204.5);
  });
});
