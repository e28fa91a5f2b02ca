import { describe, expect, it } from 'vitest';
import { leasePayment, type LeaseQuote, type LeaseTerms, type Revision } from '@sfi/domain';
import {
  checkTerms,
  draftOf,
  isBlankTerms,
  livePayment,
  mergedDraft,
  saveBody,
  termsValues,
  today,
  vehicleInput,
  vehicleValues,
} from './values.ts';

const terms: LeaseTerms = {
  sellingPrice: 35_000,
  downPayment: 3_000,
  tradeIn: 2_000,
  fees: 1_000,
  termMonths: 48,
  annualKilometres: 20_000,
  residualPercent: 55,
  rate: 5.99,
  quotedOn: '2025-06-01',
};

const revision = (
  id: string,
  revisionState: Revision['revisionState'],
  withTerms?: LeaseTerms,
): Revision => ({
  revisionId: id,
  revisionType: 'INITIAL',
  revisionState,
  owner: 'dealer-1',
  ...(withTerms && { terms: withTerms }),
});

const quote = (quoteData: Revision[], province: LeaseQuote['province'] = 'ON'): LeaseQuote => ({
  id: '3f0c1d3e-0000-4000-8000-000000000001',
  vehicle: { type: 'CAR', year: 2024, make: 'Honda', model: 'Civic', colour: 'Blue' },
  dealer: null,
  documents: [],
  quoteData,
  messages: [],
  newMessageFor: [],
  status: 'DRAFT',
  province,
  createdAt: '2025-06-01T15:00:00.000Z',
});

const drafts = (candidate: Revision) => candidate.revisionState === 'DRAFT';

describe('the vehicle form', () => {
  it('reads a stored vehicle as text and makes it again, keeping its other details', () => {
    const values = vehicleValues({ type: 'CAR', year: 2024, make: 'Honda', mileage: 12_000 });
    expect(values).toMatchObject({ type: 'CAR', year: '2024', make: 'Honda', mileage: '12000', vin: '' });
    expect(
      vehicleInput({ ...values, price: '31999.5', model: ' Civic ' }, { type: 'CAR', colour: 'Blue' }),
    ).toEqual({
      type: 'CAR',
      year: 2024,
      make: 'Honda',
      model: 'Civic',
      mileage: 12_000,
      price: 31_999.5,
      colour: 'Blue',
    });
  });

  it('drops a field emptied by the user instead of keeping the stored value', () => {
    const values = { ...vehicleValues({ type: 'CAR', make: 'Honda' }), make: '' };
    expect(vehicleInput(values, { type: 'CAR', make: 'Honda' })).toEqual({ type: 'CAR' });
  });
});

describe('the terms form', () => {
  it('starts blank, with no down payment, trade-in or fees, on the given day', () => {
    const blank = termsValues(undefined, '2025-06-01');
    expect(blank.quotedOn).toBe('2025-06-01');
    expect(blank.downPayment).toBe(0);
    expect(Number.isNaN(blank.sellingPrice)).toBe(true);
    expect(isBlankTerms(blank)).toBe(true);
    expect(checkTerms(blank)).toEqual({ value: undefined });
  });

  it.each([
    ['a negative price', { sellingPrice: -1 }, 'sellingPrice'],
    ['a term of 0 months', { termMonths: 0 }, 'termMonths'],
    ['a term of 97 months', { termMonths: 97 }, 'termMonths'],
    ['a rate over 100 %', { rate: 100.5 }, 'rate'],
    ['a missing term', { termMonths: Number.NaN }, 'termMonths'],
  ])('names the field in error for %s', (_case, change, field) => {
    const checked = checkTerms({ ...termsValues(terms), ...change });
    expect(Object.keys(checked.errors ?? {})).toEqual([field]);
  });

  it('shows the payment the domain computes, once the terms are valid and the province known', () => {
    expect(livePayment(termsValues(terms), 'ON')).toEqual(leasePayment(terms, 'ON'));
    expect(livePayment(termsValues(terms), null)).toBeUndefined();
    expect(livePayment({ ...termsValues(terms), termMonths: 0 }, 'ON')).toBeUndefined();
  });

  it('dates a new revision today, in local time', () => {
    expect(today(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('the draft and the save body', () => {
  it('holds terms only for the revisions the user may change', () => {
    const draft = draftOf(
      quote([revision('a', 'DRAFT', terms), revision('b', 'QUOTE_APPROVED', terms)]),
      drafts,
    );
    expect(Object.keys(draft.terms)).toEqual(['a']);
  });

  it('keeps what was typed when the quote changes, and follows the revisions that came and went', () => {
    const before = quote([revision('a', 'DRAFT', terms), revision('b', 'DRAFT')]);
    const typed = draftOf(before, drafts);
    typed.terms.a = { ...typed.terms.a!, rate: 4.99 };
    typed.vehicle.make = 'Toyota';
    const after = quote([
      revision('a', 'DRAFT', terms),
      revision('b', 'QUOTE_SUBMITTED'),
      revision('c', 'DRAFT'),
    ]);
    const merged = mergedDraft(typed, after, drafts);
    expect(merged.vehicle.make).toBe('Toyota');
    expect(merged.terms.a?.rate).toBe(4.99);
    expect(Object.keys(merged.terms)).toEqual(['a', 'c']);
  });

  it('sends each draft revision with its terms and the payment they come to, the others as stored', () => {
    const stored = quote([revision('a', 'DRAFT'), revision('b', 'QUOTE_APPROVED', terms)]);
    const draft = draftOf(stored, drafts);
    draft.terms.a = termsValues(terms);
    const { body } = saveBody(stored, draft);
    expect(body?.quoteData?.[0]).toEqual({
      ...revision('a', 'DRAFT', terms),
      payment: leasePayment(terms, 'ON'),
    });
    expect(body?.quoteData?.[1]).toBe(stored.quoteData[1]);
    expect(body?.vehicle).toEqual(stored.vehicle);
  });

  it('does not send terms typed for a revision moved on meanwhile (the server would refuse the save)', () => {
    const before = quote([revision('a', 'DRAFT', terms)]);
    const draft = draftOf(before, drafts);
    draft.terms.a = { ...termsValues(terms), rate: 1.99 };
    const after = quote([revision('a', 'QUOTE_SUBMITTED', terms)]);
    expect(saveBody(after, draft).body?.quoteData?.[0]).toBe(after.quoteData[0]);
  });

  it('sends nothing while a field is in error, and says which', () => {
    const stored = quote([revision('a', 'DRAFT')]);
    const draft = draftOf(stored, drafts);
    draft.terms.a = { ...termsValues(terms), termMonths: 120 };
    draft.vehicle.vin = 'NOT A VIN';
    const { body, errors } = saveBody(stored, draft);
    expect(body).toBeUndefined();
    expect(Object.keys(errors?.vehicle ?? {})).toEqual(['vin']);
    expect(Object.keys(errors?.terms.a ?? {})).toEqual(['termMonths']);
  });

  it('leaves the payment out without a province (the server cannot tax it either)', () => {
    const stored = quote([revision('a', 'DRAFT')], null);
    const draft = draftOf(stored, drafts);
    draft.terms.a = termsValues(terms);
    expect(saveBody(stored, draft).body?.quoteData?.[0]).toEqual(revision('a', 'DRAFT', terms));
  });
});
