import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentAudiences,
  documentRequirements,
  documentStates,
  documentTypeLabel,
  documentTypes,
  missingDocuments,
  normalizeDocumentType,
  requiredDocuments,
  type DocumentState,
  type DocumentType,
} from './index.ts';

const DRAFT_DOCS: DocumentType[] = ['180_VEH_WORKSHEET'];
const QUOTE_DOCS: DocumentType[] = [...DRAFT_DOCS, 'DRIVER_LICENSE'];
const CREDIT_DOCS: DocumentType[] = [
  'BLACKBOOK',
  'FUTURE_MARKET_VALUE',
  'PASSPORT',
  'CREDIT_REPORT',
  'CREDIT_CONSENT_APPLICATION',
];

describe('requirements table (doc 2 §4): one row per row', () => {
  it.each<[DocumentState, DocumentType[], DocumentType[], DocumentType[]]>([
    ['DRAFT', ['180_VEH_WORKSHEET'], [], []],
    ['QUOTE_APPROVED', ['DRIVER_LICENSE'], ['COLESSEE_DRIVER_LICENSE'], []],
    [
      'CREDIT_APPROVED',
      ['BLACKBOOK', 'FUTURE_MARKET_VALUE', 'PASSPORT', 'CREDIT_REPORT', 'CREDIT_CONSENT_APPLICATION'],
      ['COLESSEE_PASSPORT', 'COLESSEE_CREDIT_REPORT'],
      ['CARPROOF'],
    ],
  ])('%s adds %j, with a colessee %j, for a used vehicle %j', (state, adds, ifColessee, ifUsed) => {
    const index = documentStates.indexOf(state);
    const before = (hasColessee: boolean, isUsedVehicle: boolean) =>
      index === 0 ? [] : requiredDocuments({ state: documentStates[index - 1]!, hasColessee, isUsedVehicle });
    const added = (hasColessee: boolean, isUsedVehicle: boolean) => {
      const prior = new Set(before(hasColessee, isUsedVehicle));
      return requiredDocuments({ state, hasColessee, isUsedVehicle }).filter((type) => !prior.has(type));
    };
    expect(added(false, false)).toEqual(adds);
    expect(added(true, false)).toEqual([...adds, ...ifColessee]);
    expect(added(false, true)).toEqual([...adds, ...ifUsed]);
    expect(added(true, true)).toEqual([...adds, ...ifColessee, ...ifUsed]);
    expect(documentRequirements[index]).toEqual({ state, adds, ifColessee, ifUsedVehicle: ifUsed });
  });
});

describe('requiredDocuments: every combination', () => {
  it.each<[DocumentState, boolean, boolean, DocumentType[]]>([
    ['DRAFT', false, false, DRAFT_DOCS],
    ['DRAFT', true, true, DRAFT_DOCS],
    ['QUOTE_APPROVED', false, false, QUOTE_DOCS],
    ['QUOTE_APPROVED', false, true, QUOTE_DOCS],
    ['QUOTE_APPROVED', true, false, [...QUOTE_DOCS, 'COLESSEE_DRIVER_LICENSE']],
    ['CREDIT_APPROVED', false, false, [...QUOTE_DOCS, ...CREDIT_DOCS]],
    [
      'CREDIT_APPROVED',
      true,
      false,
      [
        ...QUOTE_DOCS,
        'COLESSEE_DRIVER_LICENSE',
        ...CREDIT_DOCS,
        'COLESSEE_PASSPORT',
        'COLESSEE_CREDIT_REPORT',
      ],
    ],
    ['CREDIT_APPROVED', false, true, [...QUOTE_DOCS, ...CREDIT_DOCS, 'CARPROOF']],
    [
      'CREDIT_APPROVED',
      true,
      true,
      [
        ...QUOTE_DOCS,
        'COLESSEE_DRIVER_LICENSE',
        ...CREDIT_DOCS,
        'COLESSEE_PASSPORT',
        'COLESSEE_CREDIT_REPORT',
        'CARPROOF',
      ],
    ],
  ])('%s, colessee %s, used %s → %j', (state, hasColessee, isUsedVehicle, expected) => {
    expect(requiredDocuments({ state, hasColessee, isUsedVehicle })).toEqual(expected);
  });

  it('never requires INSURANCE_ONAB, which is optional', () => {
    for (const state of documentStates)
      for (const audience of documentAudiences)
        expect(requiredDocuments({ state, hasColessee: true, isUsedVehicle: true, audience })).not.toContain(
          'INSURANCE_ONAB',
        );
  });
});

describe('dealer and client notes (doc 2 §4)', () => {
  it('dealer mode requires no extra documents: exactly the table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...documentStates),
        fc.boolean(),
        fc.boolean(),
        (state, hasColessee, used) => {
          expect(requiredDocuments({ state, hasColessee, isUsedVehicle: used, audience: 'DEALER' })).toEqual(
            requiredDocuments({ state, hasColessee, isUsedVehicle: used }),
          );
        },
      ),
    );
  });

  it.each<[DocumentState, boolean, boolean]>([
    ['DRAFT', true, true],
    ['QUOTE_APPROVED', true, true],
    ['CREDIT_APPROVED', true, true],
    ['DRAFT', false, false],
    ['QUOTE_APPROVED', false, false],
  ])('client mode, %s, used %s: CARPROOF required is %s', (state, isUsedVehicle, expected) => {
    const required = requiredDocuments({ state, hasColessee: false, isUsedVehicle, audience: 'CLIENT' });
    expect(required.includes('CARPROOF')).toBe(expected);
    expect(required.filter((type) => type === 'CARPROOF').length).toBeLessThanOrEqual(1);
  });
});

describe('requirements only grow as the state advances (fast-check)', () => {
  it('each state requires everything the states before it require', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...documentAudiences),
        (hasColessee, isUsedVehicle, audience) => {
          for (let i = 1; i < documentStates.length; i++) {
            const earlier = requiredDocuments({
              state: documentStates[i - 1]!,
              hasColessee,
              isUsedVehicle,
              audience,
            });
            const later = requiredDocuments({
              state: documentStates[i]!,
              hasColessee,
              isUsedVehicle,
              audience,
            });
            expect(later).toEqual(expect.arrayContaining(earlier));
            expect(later.length).toBeGreaterThan(earlier.length);
          }
        },
      ),
    );
  });
});

describe('normalizeDocumentType (doc 1 §7, doc 2 §4)', () => {
  it.each([
    ['VEHICLE_WORKSHEET', '180_VEH_WORKSHEET'],
    ['WORKSHEET_180', '180_VEH_WORKSHEET'],
    ['OEM_RESIDUAL', '180_VEH_WORKSHEET'],
    ['180_VEH_WORKSHEET', '180_VEH_WORKSHEET'],
    ['DRIVER_LICENSE', 'DRIVER_LICENSE'],
    ['BANK_STATEMENT', 'BANK_STATEMENT'],
  ])('%s → %s', (type, expected) => {
    expect(normalizeDocumentType(type)).toBe(expected);
  });

  it('leaves every other type unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((type) => !['VEHICLE_WORKSHEET', 'WORKSHEET_180', 'OEM_RESIDUAL'].includes(type)),
        (type) => {
          expect(normalizeDocumentType(type)).toBe(type);
        },
      ),
    );
  });
});

describe('document labels', () => {
  it.each<[string, string]>([
    ['CARPROOF', 'CARFAX'],
    ['180_VEH_WORKSHEET', '180/VEH Worksheet'],
    ['BLACKBOOK', 'Current Market Value (Black Book)'],
    ['COLESSEE_CREDIT_REPORT', 'Co-lessee Credit Report'],
    ['LEASE_AGREEMENT', 'Lease Agreement'],
  ])('%s reads %j', (type, label) => {
    expect(documentTypeLabel(type)).toBe(label);
  });

  it('gives every known type its own label', () => {
    const labels = documentTypes.map((type) => documentTypeLabel(type));
    expect(new Set(labels).size).toBe(documentTypes.length);
  });
});

describe('missingDocuments', () => {
  it('counts an older worksheet type as the combined worksheet', () => {
    expect(
      missingDocuments({ state: 'QUOTE_APPROVED', hasColessee: false, isUsedVehicle: false }, [
        'VEHICLE_WORKSHEET',
      ]),
    ).toEqual(['DRIVER_LICENSE']);
  });
});
