import { describe, expect, it } from 'vitest';
import {
  describeValidationError,
  EMPTY_DATE,
  LeaseFileBodySchema,
  FIELD_ARRAY_MAX,
  FIELD_TEXT_MAX,
  FILE_NO_MAX,
  LEASE_FILE_GROUP_FIELDS_MAX,
  LEASE_FILE_GROUPS_MAX,
  leaseFileFieldError,
  leaseFileFieldErrors,
  message,
  newLeaseFileFields,
} from './index.ts';

const text = (max: number) => message('files.field.text', { max });
const number = message('files.field.number');
const bool = message('files.field.bool');
const percentage = message('files.field.percentage');
const stringNumber = message('files.field.stringNumber');
const date = message('files.field.date', { min: 1900, max: 2200 });
const array = message('files.field.array', { max: FIELD_ARRAY_MAX, itemMax: 200 });
const characters = message('validation.text.characters');
/** The refusal of a value outside a closed set, naming the choices by their labels. */
const choices = {
  province:
    'Alberta, British Columbia, Manitoba, New Brunswick, Newfoundland and Labrador, Nova Scotia, Northwest Territories, Nunavut, Ontario, Prince Edward Island, Quebec, Saskatchewan, Yukon',
  fileType: 'Lease, Lease takeover, Loan',
};
const choice = (name: keyof typeof choices) => `Choose one of: ${choices[name]}.`;

describe('a field checked against its display type (doc 2 §3)', () => {
  // group, field, value, error (undefined: accepted)
  it.each<[string | undefined, string, unknown, string | undefined]>([
    // String
    ['lessee', 'firstName', 'Ada', undefined],
    ['lessee', 'firstName', '', undefined],
    ['lessee', 'firstName', null, undefined],
    ['lessee', 'address', '12 Main St\nUnit 4', undefined],
    ['lessee', 'firstName', 42, text(FIELD_TEXT_MAX)],
    ['lessee', 'firstName', 'A\u0000da', characters],
    ['lessee', 'firstName', '\u001b[31m', characters],
    ['lessee', 'firstName', 'x\uD800', characters],
    [
      'lessee',
      'firstName',
      'x'.repeat(FIELD_TEXT_MAX + 1),
      message('validation.tooLong', { max: FIELD_TEXT_MAX }),
    ],
    // Number (the layout's type wins over what is sent)
    ['vehicle', 'year', 2024, undefined],
    ['lease', 'monthlyPayment', 412.5, undefined],
    ['vehicle', 'year', '2024', number],
    ['vehicle', 'year', 'abc', number],
    ['lease', 'term', Number.POSITIVE_INFINITY, number],
    ['lease', 'term', Number.NaN, number],
    ['lease', 'term', true, number],
    // Bool
    ['vehicle', 'isUsed', true, undefined],
    ['vehicle', 'isUsed', 'yes', bool],
    ['vehicle', 'isUsed', 1, bool],
    // Array of texts
    ['vehicle', 'options', ['Winter tires', 'Roof rack'], undefined],
    ['vehicle', 'options', [], undefined],
    ['vehicle', 'options', 'Winter tires', array],
    ['vehicle', 'options', [1, 2], array],
    ['vehicle', 'options', [{ a: 1 }], array],
    ['vehicle', 'options', Array.from({ length: FIELD_ARRAY_MAX + 1 }, () => 'x'), array],
    ['vehicle', 'options', ['a\u0000'], array],
    // StringNumber
    ['vehicle', 'mileage', '24000', undefined],
    ['vehicle', 'mileage', '12,000 km', undefined],
    ['vehicle', 'mileage', '', undefined],
    ['vehicle', 'mileage', 24000, undefined],
    ['lease', 'mileageAllowance', 'lots', stringNumber],
    ['lease', 'mileageAllowance', true, stringNumber],
    // Percentage
    ['lease', 'rate', '', undefined],
    ['lease', 'rate', '4.99', undefined],
    ['lease', 'rate', '4.99 %', undefined],
    ['lease', 'rate', 0, undefined],
    ['lease', 'rate', 100, undefined],
    ['lease', 'rate', 'abc', percentage],
    ['lease', 'rate', '1e3', percentage],
    ['lease', 'rate', -1, percentage],
    ['lease', 'rate', 100.01, percentage],
    ['lease', 'rate', false, percentage],
    // Date
    ['lessee', 'dateOfBirth', '1990-04-12T00:00:00.000Z', undefined],
    ['lessee', 'dateOfBirth', '1990-04-12', undefined],
    ['lessee', 'dateOfBirth', EMPTY_DATE, undefined],
    ['lessee', 'dateOfBirth', '', undefined],
    ['lessee', 'dateOfBirth', 0, undefined],
    ['lessee', 'dateOfBirth', 'April 12, 1990', date],
    ['lessee', 'dateOfBirth', '1990-02-30', date],
    ['lessee', 'dateOfBirth', '1899-12-31', date],
    ['lessee', 'dateOfBirth', '2201-01-01', date],
    ['lessee', 'dateOfBirth', 638150400000, date],
    ['lessee', 'dateOfBirth', true, date],
    // A field of the file's own: its type is read from its name and value
    ['extras', 'pickupDate', 'tomorrow', date],
    ['extras', 'pickupDate', '2025-06-01', undefined],
    ['extras', 'count', 3, undefined],
    ['extras', 'note', 'x\u0007', characters],
    // Select
    ['lessee', 'isCanadianCitizen', false, undefined],
    ['lessee', 'isCanadianCitizen', 'Canadian', bool],
    ['insurance', 'insuranceReferralCompany', '', undefined],
    ['insurance', 'insuranceReferralCompany', 'Any Agency Ltd.', undefined],
    ['insurance', 'insuranceReferralCompany', 7, text(256)],
    // The document workflow state
    ['status', 'documentState', 'CREDIT_APPROVED', undefined],
    [
      'status',
      'documentState',
      'FUNDED',
      message('files.field.option', { options: 'DRAFT, QUOTE_APPROVED, CREDIT_APPROVED' }),
    ],
  ])('%s.%s = %j → %s', (group, name, value, error) => {
    expect(leaseFileFieldError(name, value, { group })).toBe(error);
  });

  it('offers legalStatus the purposes of stay the citizenship allows (doc 1 §3)', () => {
    const canadian = { isCanadianCitizen: true };
    const other = { isCanadianCitizen: false };
    expect(
      leaseFileFieldError('legalStatus', 'Work', { group: 'lessee', siblings: canadian }),
    ).toBeUndefined();
    expect(
      leaseFileFieldError('legalStatus', 'Visitor', { group: 'lessee', siblings: other }),
    ).toBeUndefined();
    expect(leaseFileFieldError('legalStatus', 'Visitor', { group: 'lessee', siblings: canadian })).toBe(
      message('files.field.option', { options: 'Student, Work, Other' }),
    );
    expect(leaseFileFieldError('legalStatus', 'Tourist', { group: 'lessee', siblings: other })).toBe(
      message('files.field.option', { options: 'Student, Work, Visitor, Other' }),
    );
  });

  it('takes only a configured insurance agency when the agencies are known', () => {
    const agencies = ['North Shore Insurance', 'Prairie Brokers'];
    const place = { group: 'insurance', insuranceAgencies: agencies };
    expect(leaseFileFieldError('insuranceReferralCompany', 'Prairie Brokers', place)).toBeUndefined();
    expect(leaseFileFieldError('insuranceReferralCompany', 'Elsewhere', place)).toBe(
      message('files.field.option', { options: agencies.join(', ') }),
    );
  });
});

describe('a whole file', () => {
  it('accepts a new file as it starts', () => {
    expect(leaseFileFieldErrors(newLeaseFileFields('F-100'))).toEqual({});
  });

  it('answers every error by its field path', () => {
    const file = {
      ...newLeaseFileFields('F-100'),
      deliveryDate: 'soon',
      isTerminated: 'no',
      terminationComment: 'Ended\nearly',
      tranche: 3,
      lease: { rate: 'abc', term: '36' },
      vehicle: { year: 2024, options: 'none' },
    };
    expect(leaseFileFieldErrors(file)).toEqual({
      deliveryDate: date,
      isTerminated: bool,
      'lease.rate': percentage,
      'lease.term': number,
      'vehicle.options': array,
    });
  });

  // key, value, error
  it.each<[string, unknown, string]>([
    ['fileNo', 'a/b', message('files.fileNo.invalid')],
    ['fileNo', '..', message('files.fileNo.invalid')],
    ['fileNo', 'x'.repeat(FILE_NO_MAX + 1), message('files.fileNo.tooLong', { max: FILE_NO_MAX })],
    ['constructor', { a: 'b' }, message('files.field.reserved', { name: 'constructor' })],
    ['__proto__', { a: 'b' }, message('files.field.reserved', { name: '__proto__' })],
    ['hasOwnProperty', { a: 'b' }, message('files.field.reserved', { name: 'hasOwnProperty' })],
    ['bad name', { a: 'b' }, message('files.field.name', { max: 64 })],
    ['g'.repeat(65), { a: 'b' }, message('files.field.name', { max: 64 })],
    ['lessee', 'Ada', message('files.field.group')],
    ['lessee', ['Ada'], message('files.field.group')],
    ['lessee', null, message('files.field.group')],
    ['messages', 'hello', message('files.field.messages', { max: 1000 })],
    ['messages', ['ok', 'a\u0000'], message('files.field.messages', { max: 1000 })],
    ['terminationReason', 'Sold\u0000', characters],
    ['terminationReason', 7, text(FIELD_TEXT_MAX)],
    ['province', 'BC\u0000', choice('province')],
    ['province', 'Québec', choice('province')],
    ['province', 7, choice('province')],
    ['fileType', 'lease', choice('fileType')],
  ])('%s = %j → %s', (key, value, error) => {
    const file = Object.fromEntries([...Object.entries(newLeaseFileFields('F-1')), [key, value]]);
    expect(leaseFileFieldErrors(file)[key]).toBe(error);
  });

  it('refuses a field named after the prototype inside a group', () => {
    const group = Object.fromEntries([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
    expect(leaseFileFieldErrors({ fileNo: 'F-1', lessee: group })).toEqual({
      'lessee.__proto__': message('files.field.reserved', { name: '__proto__' }),
      'lessee.constructor': message('files.field.reserved', { name: 'constructor' }),
    });
  });

  it('bounds the groups and the fields of a group', () => {
    const many = Object.fromEntries(
      Array.from({ length: LEASE_FILE_GROUPS_MAX + 1 }, (_, index) => [`group${index}`, { a: 'b' }]),
    );
    expect(Object.values(leaseFileFieldErrors({ fileNo: 'F-1', ...many }))).toEqual([
      message('files.field.tooManyGroups', { max: LEASE_FILE_GROUPS_MAX }),
    ]);
    const wide = Object.fromEntries(
      Array.from({ length: LEASE_FILE_GROUP_FIELDS_MAX + 1 }, (_, index) => [`field${index}`, 'x']),
    );
    expect(leaseFileFieldErrors({ fileNo: 'F-1', extras: wide })).toEqual({
      extras: message('files.field.tooManyFields', { max: LEASE_FILE_GROUP_FIELDS_MAX }),
    });
  });

  it('needs a file number', () => {
    expect(leaseFileFieldErrors({ lessee: {} })).toEqual({ fileNo: message('files.fileNo.required') });
  });

  it('gives a group named constructor its own field error, and never lets a __proto__ key through', () => {
    const body = JSON.parse('{"fileNo":"F-1","constructor":{"a":"b"},"__proto__":{"a":"b"}}') as unknown;
    const result = LeaseFileBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    const { fieldErrors } = describeValidationError(result.error!);
    expect(fieldErrors).toEqual({ constructor: message('files.field.reserved', { name: 'constructor' }) });
    const withoutConstructor = JSON.parse('{"fileNo":"F-1","__proto__":{"polluted":true}}') as unknown;
    const parsed = LeaseFileBodySchema.parse(withoutConstructor);
    expect(Object.keys(parsed)).toEqual(['fileNo']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
