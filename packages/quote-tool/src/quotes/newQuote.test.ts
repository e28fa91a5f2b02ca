import { describe, expect, it } from 'vitest';
import { message, vehicleValueMaxYear } from '@sfi/domain';
import { checkValues } from '@sfi/api-client';
import {
  blankNewQuote,
  newQuoteBody,
  NewQuoteFormSchema,
  vehicleValueLookup,
  type NewQuoteValues,
} from './newQuote.ts';

const year = String(vehicleValueMaxYear() - 2);

const filled: NewQuoteValues = {
  'vehicle.type': 'CAR',
  'vehicle.year': year,
  'vehicle.make': 'Toyota',
  'vehicle.model': 'RAV4',
  'vehicle.trim': 'XLE',
  'vehicle.vin': ' 2t3p1rfv8rc123456 ',
  'vehicle.mileage': '42000',
  dealer: 'd2',
  province: 'BC',
  'customer.firstName': 'Dana',
  'customer.lastName': ' Lee ',
  'customer.companyName': '',
};

describe('newQuoteBody', () => {
  it('sends what was filled in, with numbers as numbers and the dealer by id', () => {
    expect(newQuoteBody(filled)).toEqual({
      vehicle: {
        type: 'CAR',
        year: Number(year),
        make: 'Toyota',
        model: 'RAV4',
        trim: 'XLE',
        vin: '2t3p1rfv8rc123456',
        mileage: 42000,
      },
      dealer: { id: 'd2' },
      province: 'BC',
      customer: { firstName: 'Dana', lastName: 'Lee', companyName: undefined },
    });
  });

  it('leaves out the dealer, the customer and the vehicle’s blank fields of a blank form', () => {
    expect(JSON.parse(JSON.stringify(newQuoteBody(blankNewQuote)))).toEqual({ vehicle: { type: 'CAR' } });
  });
});

describe('NewQuoteFormSchema', () => {
  it('passes a filled form as the body of POST /lease-quotes (VIN in capitals)', () => {
    const checked = checkValues(NewQuoteFormSchema, filled);
    expect(checked.value?.vehicle).toMatchObject({ vin: '2T3P1RFV8RC123456', mileage: 42000 });
    expect(checked.value?.dealer).toEqual({ id: 'd2' });
  });

  it.each([
    ['a short VIN', { 'vehicle.vin': '2T3P1RFV8' }, { 'vehicle.vin': message('quote.vehicle.vin') }],
    [
      'a VIN with an O',
      { 'vehicle.vin': '2T3P1RFV8RC12345O' },
      { 'vehicle.vin': message('quote.vehicle.vin') },
    ],
    ['an unknown province', { province: 'ZZ' }, { province: message('validation.province') }],
    ['no vehicle type', { 'vehicle.type': ' ' }, { 'vehicle.type': message('validation.required') }],
  ])('shows %s under its field, by the field’s name', (_case, change, fields) => {
    expect(checkValues(NewQuoteFormSchema, { ...filled, ...change })).toEqual({ errors: { fields } });
  });
});

describe('vehicleValueLookup', () => {
  it('looks a car up once its year, make, model, kilometres and province are known', () => {
    expect(vehicleValueLookup(filled)).toEqual({
      year: Number(year),
      make: 'Toyota',
      model: 'RAV4',
      trim: 'XLE',
      kilometres: 42000,
      province: 'BC',
    });
  });

  it.each([
    ['no year', { 'vehicle.year': '' }],
    ['no model', { 'vehicle.model': '' }],
    ['no kilometres', { 'vehicle.mileage': '' }],
    ['no province', { province: '' }],
    ['a vehicle counted in hours', { 'vehicle.type': 'OTHER' }],
  ])('asks nothing with %s', (_case, change) => {
    expect(vehicleValueLookup({ ...filled, ...change })).toBeNull();
  });

  it('looks up the model’s base values without a trim', () => {
    expect(vehicleValueLookup({ ...filled, 'vehicle.trim': '' })).not.toHaveProperty('trim', 'XLE');
  });
});
