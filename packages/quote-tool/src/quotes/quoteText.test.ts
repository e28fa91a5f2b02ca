import { describe, expect, it } from 'vitest';
import { message, vehicleTypeLabel } from '@sfi/domain';
import {
  hasNewMessage,
  mileageUnitLabel,
  quoteDate,
  quoteReference,
  quoteTitle,
  shortQuoteId,
  vehicleName,
} from './quoteText.ts';

const id = '3f2a9c1b-77d0-4e55-9a1e-0c6b2d4f8e10';

describe('quoteTitle', () => {
  it.each([
    ['the customer’s name', { firstName: 'Dana', lastName: 'Lee', companyName: 'Lee Haulage' }, 'Dana Lee'],
    ['a first name alone', { firstName: 'Dana' }, 'Dana'],
    ['the company without a name', { companyName: 'Lee Haulage' }, 'Lee Haulage'],
    ['the short number without a customer', undefined, message('quotes.untitled', { id: '3F2A9C1B' })],
    ['the short number for a customer with no names', {}, message('quotes.untitled', { id: '3F2A9C1B' })],
  ])('names a quote by %s', (_case, customer, title) => {
    expect(quoteTitle({ id, customer })).toBe(title);
  });

  it.each([
    ['by its customer', { firstName: 'Dana', lastName: 'Lee' }, 'the quote for Dana Lee'],
    ['by its customer’s company', { companyName: 'Lee Haulage' }, 'the quote for Lee Haulage'],
    ['by its number without a customer', undefined, 'quote 3F2A9C1B'],
  ])('refers to a quote in a sentence %s', (_case, customer, reference) => {
    expect(quoteReference({ id, customer })).toBe(reference);
  });

  it('shortens an id to its first eight characters, in capitals', () => {
    expect(shortQuoteId(id)).toBe('3F2A9C1B');
  });
});

describe('vehicleName', () => {
  it.each([
    [{ type: 'CAR', year: 2024, make: 'Toyota', model: 'RAV4', trim: 'XLE' }, '2024 Toyota RAV4 XLE'],
    [{ type: 'CAR', year: 2024, make: 'Toyota', model: 'RAV4', trim: '' }, '2024 Toyota RAV4'],
    [{ type: 'CAR', make: 'Toyota' }, 'Toyota'],
    [{ type: 'CAR' }, message('quotes.vehicle.type.CAR')],
    [{ type: 'OTHER' }, message('quotes.vehicle.type.OTHER')],
    [{ type: 'SNOWMOBILE' }, 'SNOWMOBILE'],
  ])('words %o as %s', (vehicle, name) => {
    expect(vehicleName(vehicle)).toBe(name);
  });

  it('names the offered types and keeps any other as stored', () => {
    expect(vehicleTypeLabel('CAR')).toBe('Car');
    expect(vehicleTypeLabel('TRACTOR')).toBe('TRACTOR');
  });

  it('counts a car in km and anything else in hours (doc 1 §3)', () => {
    expect(mileageUnitLabel('CAR')).toBe('km');
    expect(mileageUnitLabel('OTHER')).toBe('hr');
    expect(mileageUnitLabel(undefined)).toBe('hr');
  });
});

describe('quoteDate', () => {
  it('writes the day as "Month D, YYYY" in the viewer’s time zone', () => {
    const moment = new Date(2026, 0, 5, 23, 30); // 11:30 p.m., January 5, where the tests run
    expect(quoteDate(moment.toISOString())).toBe('January 5, 2026');
  });
});

describe('hasNewMessage', () => {
  it('marks a quote with unread messages for the signed-in user only', () => {
    const quote = { newMessageFor: ['u1', 'u2'] };
    expect(hasNewMessage(quote, 'DEALER', 'u2')).toBe(true);
    expect(hasNewMessage(quote, 'DEALER', 'u3')).toBe(false);
    expect(hasNewMessage(quote, 'SFI', undefined)).toBe(false);
  });

  it('marks a quote whose messages are for the user’s side: every member of staff, or the quote’s dealership', () => {
    expect(hasNewMessage({ newMessageFor: ['SFI'] }, 'SFI', 'staff-1')).toBe(true);
    expect(hasNewMessage({ newMessageFor: ['SFI'] }, 'DEALER', 'dealer-1')).toBe(false);
    expect(hasNewMessage({ newMessageFor: ['DEALER'] }, 'DEALER', undefined)).toBe(true);
    expect(hasNewMessage({ newMessageFor: ['DEALER'] }, 'SFI', 'staff-1')).toBe(false);
  });
});
