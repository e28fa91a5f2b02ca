import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AppConfigSchema,
  citizenshipOptions,
  describeFieldGroup,
  EMPTY_DATE,
  fieldDisplayType,
  fieldLabel,
  formatFieldValue,
  groupLabel,
  insuranceReferralOptions,
  InsuranceAgenciesSchema,
  isLeaseFileAttribute,
  isMessageKey,
  joinLeaseFile,
  leaseFileAttributeLayout,
  leaseFileAttributes,
  leaseFileLayout,
  LeaseFileFieldsSchema,
  parsePercentage,
  parseStringNumber,
  purposeOptions,
  selectOptions,
  serializeLeaseFile,
  splitLeaseFile,
  type FieldDisplayType,
} from './index.ts';

describe('field display types (doc 2 §3)', () => {
  it.each<[string, unknown, FieldDisplayType]>([
    ['lesseeName', 'Ada', 'String'],
    ['monthlyPayment', 412.5, 'Number'],
    ['isCommercial', true, 'Bool'],
    ['extras', ['Winter tires'], 'Array'],
    ['mileage', '24000', 'StringNumber'],
    ['mileageAllowance', '20000', 'StringNumber'],
    ['rate', '5.99', 'Percentage'],
    ['startDate', '2024-01-05T00:00:00.000Z', 'Date'],
    ['startDate', '', 'Date'],
    ['anything', '2024-01-05T00:00:00.000Z', 'Date'],
    ['insuranceReferralCompany', 'Agency A', 'Select'],
    ['isCanadianCitizen', true, 'Select'],
    ['legalStatus', 'Work', 'Select'],
    ['lastUpdate', 'yesterday', 'String'],
    ['notes', null, 'String'],
  ])('%s = %j is %s', (name, value, type) => {
    expect(fieldDisplayType(name, value)).toBe(type);
  });
});

describe('parsePercentage (doc 2 §3: empty or non-numeric gives 0)', () => {
  it.each<[unknown, number]>([
    ['5.99', 5.99],
    [' 5.99 % ', 5.99],
    ['0', 0],
    ['-1.5', -1.5],
    [4.25, 4.25],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['5,5', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['Infinity', 0],
    [true, 0],
  ])('%j → %j', (value, expected) => {
    expect(parsePercentage(value)).toBe(expected);
  });

  it('never returns NaN or an infinite number (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.string(), fc.double(), fc.stringMatching(/^-?\d*\.?\d*%?$/)),
        (value) => {
          expect(Number.isFinite(parsePercentage(value))).toBe(true);
        },
      ),
    );
  });

  it('reads back any finite number written as text', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Object.is(value, -0)),
        (value) => {
          expect(parsePercentage(String(value))).toBe(value);
        },
      ),
    );
  });
});

describe('string numbers (mileage)', () => {
  it.each<[unknown, number]>([
    ['24000', 24000],
    ['24,000 km', 24000],
    ['', 0],
    ['n/a', 0],
    [1200, 1200],
  ])('%j → %j', (value, expected) => {
    expect(parseStringNumber(value)).toBe(expected);
  });
});

describe('select options (doc 1 §3, doc 2 §3)', () => {
  it('citizenship: Canadian (true) and Non-Canadian (false)', () => {
    expect(citizenshipOptions()).toEqual([
      { value: true, label: 'Canadian' },
      { value: false, label: 'Non-Canadian' },
    ]);
  });

  it.each<[boolean, string[]]>([
    [true, ['Student', 'Work', 'Other']],
    [false, ['Student', 'Work', 'Visitor', 'Other']],
  ])('purposeOptions(isCanadian: %s) → %j', (isCanadian, purposes) => {
    expect(purposeOptions(isCanadian)).toEqual(purposes.map((value) => ({ value, label: value })));
  });

  const agencies = ['Alpha Insurance', 'Beta Brokers', 'Gamma Group', 'Delta Direct', 'Epsilon Agency'];

  it('takes the five insurance agencies from configuration', () => {
    expect(insuranceReferralOptions(agencies).map((option) => option.label)).toEqual(agencies);
    expect(AppConfigSchema.parse({ insuranceAgencies: agencies }).insuranceAgencies).toEqual(agencies);
    expect(InsuranceAgenciesSchema.safeParse(agencies.slice(0, 4)).success).toBe(false);
    expect(InsuranceAgenciesSchema.safeParse([...agencies.slice(0, 4), 'Alpha Insurance']).success).toBe(
      false,
    );
  });

  it.each<[string, number | undefined]>([
    ['insuranceReferralCompany', 5],
    ['isCanadianCitizen', 2],
    ['legalStatus', 3],
    ['rate', undefined],
  ])('selectOptions(%s) has %s choices', (name, count) => {
    expect(selectOptions(name, { insuranceAgencies: agencies, isCanadian: true })?.length).toBe(count);
  });
});

describe('field labels (doc 2 §3)', () => {
  it.each([
    ['outstandingRepairFee', 'Outstanding Balance'],
    ['fileNo', 'File Number'],
    ['mileageAllowance', 'Mileage Allowance'],
    ['isCanadianCitizen', 'Citizenship'],
    ['monthlyPayment', 'Monthly Payment'],
    ['vinNo', 'Vin No'],
    ['PSTRate', 'PST Rate'],
    ['co_lessee_name', 'Co Lessee Name'],
  ])('%s is labelled %j', (name, label) => {
    expect(fieldLabel(name)).toBe(label);
  });

  it('labels a group by its name in words', () => {
    expect(groupLabel('vehicleInfo')).toBe('Vehicle Info');
  });

  it('has a catalogue label for every plain attribute', () => {
    for (const name of leaseFileAttributes) expect(fieldLabel(name)).toMatch(/^[A-Z]/);
  });

  it('has a catalogue label, so a French one, for every group and field a new file starts with', () => {
    const names = [
      ...Object.keys(leaseFileAttributeLayout),
      ...Object.values(leaseFileLayout).flatMap(Object.keys),
    ];
    // `documentState` is labelled by the editor's own words (`fileTool.documentState`).
    const fields = names.filter(
      (name) => name !== 'documentState' && !isMessageKey(`leaseFile.field.${name}`),
    );
    const groups = Object.keys(leaseFileLayout).filter((group) => !isMessageKey(`leaseFile.group.${group}`));
    expect({ fields, groups }).toEqual({ fields: [], groups: [] });
  });

  it('labels the layout’s groups in the catalogue’s words, the same as before', () => {
    expect(Object.keys(leaseFileLayout).map((group) => groupLabel(group))).toEqual([
      'Lessee',
      'Colessee',
      'Vehicle',
      'Lease',
      'Insurance',
      'Dealer',
      'Status',
    ]);
  });
});

describe('field values as shown', () => {
  const context = { isCanadian: false };
  it.each<[string, unknown, string]>([
    ['rate', '5.99', '5.99%'],
    ['rate', '', ''],
    ['mileage', '24000', '24,000'],
    ['deliveryDate', '2024-01-05T00:00:00.000Z', 'January 5, 2024'],
    ['deliveryDate', EMPTY_DATE, ''],
    ['isCanadianCitizen', false, 'Non-Canadian'],
    ['legalStatus', 'Visitor', 'Visitor'],
    ['hasWinterTires', true, 'Yes'],
    ['extras', ['Mats', 'Racks'], 'Mats, Racks'],
    ['monthlyPayment', 1234.5, '1,234.5'],
    ['notes', null, ''],
  ])('%s = %j shows %j', (name, value, text) => {
    expect(formatFieldValue(name, value, context)).toBe(text);
  });

  // French writes numbers with a space between thousands, a decimal comma and a space before %.
  it.each<[string, unknown, string]>([
    ['rate', '5.99', '5,99\u00a0%'],
    ['rate', '', ''],
    ['mileage', '24000', '24\u00a0000'],
    ['deliveryDate', '2024-01-05T00:00:00.000Z', '5 janvier 2024'],
    ['monthlyPayment', 1234.5, '1\u00a0234,5'],
  ])('in French, %s = %j shows %j', (name, value, text) => {
    expect(formatFieldValue(name, value, context, 'fr-CA')).toBe(text);
  });

  it('describes a group with labels, types and choices', () => {
    expect(describeFieldGroup({ outstandingRepairFee: 120, isCanadianCitizen: true })).toEqual([
      { name: 'outstandingRepairFee', label: 'Outstanding Balance', type: 'Number', value: 120 },
      {
        name: 'isCanadianCitizen',
        label: 'Citizenship',
        type: 'Select',
        value: true,
        options: citizenshipOptions(),
      },
    ]);
  });
});

describe('splitting a lease file (doc 2 §3: any other key is a group)', () => {
  const file = {
    _id: 'abc',
    fileNo: 'SF-1001',
    deliveryDate: '2024-01-05T00:00:00.000Z',
    isLocked: false,
    messages: [],
    customer: { firstName: 'Ada', isCanadianCitizen: true },
    vehicle: { mileage: '24000', rate: '4.9' },
  };

  it('puts the plain attributes on one side and each group on the other', () => {
    expect(splitLeaseFile(file)).toEqual({
      attributes: {
        _id: 'abc',
        fileNo: 'SF-1001',
        deliveryDate: '2024-01-05T00:00:00.000Z',
        isLocked: false,
        messages: [],
      },
      groups: { customer: file.customer, vehicle: file.vehicle },
    });
  });

  it.each(leaseFileAttributes.map((name) => [name]))('%s is a plain attribute', (name) => {
    expect(isLeaseFileAttribute(name)).toBe(true);
    expect(splitLeaseFile({ [name]: {} }).attributes).toHaveProperty(name);
  });

  it('joins back to the file it split (fast-check)', () => {
    const key = fc.oneof(fc.constantFrom(...leaseFileAttributes), fc.string({ minLength: 1, maxLength: 12 }));
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.dictionary(fc.string(), fc.string()));
    fc.assert(
      fc.property(fc.dictionary(key, value), (fields) => {
        expect(joinLeaseFile(splitLeaseFile(fields))).toEqual(fields);
      }),
    );
  });

  it('keeps a field named __proto__ (found by the property above)', () => {
    const fields = JSON.parse('{"__proto__": "x", "customer": { "lesseeName": "Ada" }}') as Record<
      string,
      unknown
    >;
    expect(joinLeaseFile(splitLeaseFile(fields))).toEqual(fields);
  });

  it('validates a file with its groups', () => {
    expect(LeaseFileFieldsSchema.safeParse(file).success).toBe(true);
    expect(LeaseFileFieldsSchema.safeParse({ ...file, fileNo: '' }).success).toBe(false);
    expect(LeaseFileFieldsSchema.safeParse({ ...file, customer: 'not a group' }).success).toBe(false);
  });
});

describe('save serialisation (doc 2 §3: dates sent as dates, empty values become 0)', () => {
  it.each<[unknown, string | 0]>([
    ['2024-01-05', '2024-01-05T00:00:00.000Z'],
    ['2024-01-05T00:00:00.000Z', '2024-01-05T00:00:00.000Z'],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [EMPTY_DATE, 0],
    [0, 0],
    ['not a date', 0],
  ])('deliveryDate and terminationDate %j are sent as %j', (value, sent) => {
    const saved = serializeLeaseFile({ fileNo: '7', deliveryDate: value, terminationDate: value });
    expect(saved.deliveryDate).toBe(sent);
    expect(saved.terminationDate).toBe(sent);
  });

  it('sends everything else unchanged', () => {
    const fields = { fileNo: '7', deliveryDate: '2024-01-05', customer: { name: 'Ada', startDate: '' } };
    expect(serializeLeaseFile(fields)).toEqual({
      fileNo: '7',
      deliveryDate: '2024-01-05T00:00:00.000Z',
      terminationDate: 0,
      customer: { name: 'Ada', startDate: '' },
    });
  });
});
