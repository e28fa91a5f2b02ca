import { z } from 'zod';
import { isMessageKey, message } from '../messages.ts';

/**
 * The documents a file needs as it moves through its states (doc 2 §4).
 */

/** Every document type the spec names (doc 2 §4), the current ones first, then the older ones. */
export const documentTypes = [
  '180_VEH_WORKSHEET',
  'DRIVER_LICENSE',
  'COLESSEE_DRIVER_LICENSE',
  'BLACKBOOK',
  'FUTURE_MARKET_VALUE',
  'PASSPORT',
  'CREDIT_REPORT',
  'CREDIT_CONSENT_APPLICATION',
  'COLESSEE_PASSPORT',
  'COLESSEE_CREDIT_REPORT',
  'CARPROOF',
  'INSURANCE_ONAB',
  'BANK_STATEMENT',
  'SAFETY_INSPECTION',
  'WORKSHEET_180',
  'OEM_RESIDUAL',
  'VEHICLE_WORKSHEET',
] as const;
/** A document type. */
export type DocumentType = (typeof documentTypes)[number];
/** Schema of {@link DocumentType}. */
export const DocumentTypeSchema = z.enum(documentTypes);

/** The older types the document-type lookup renames to `180_VEH_WORKSHEET` (doc 1 §7, doc 2 §4). */
export const legacyWorksheetTypes = ['VEHICLE_WORKSHEET', 'WORKSHEET_180', 'OEM_RESIDUAL'] as const;

/**
 * The document type as the lookup names it: VEHICLE_WORKSHEET, WORKSHEET_180 and OEM_RESIDUAL
 * become `180_VEH_WORKSHEET`; every other type is unchanged.
 */
export function normalizeDocumentType<T extends string>(type: T): T | '180_VEH_WORKSHEET' {
  return (legacyWorksheetTypes as readonly string[]).includes(type) ? '180_VEH_WORKSHEET' : type;
}

/**
 * The human label of a document type; CARPROOF is shown as "CARFAX". An unknown type is shown as
 * written, in words (`LEASE_AGREEMENT` → "Lease Agreement").
 */
export function documentTypeLabel(type: string, locale?: string): string {
  const key = `document.type.${type}`;
  if (isMessageKey(key)) return message(key, {}, locale);
  return type
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** The document workflow states of a file, in order (doc 2 §4; the spec says the list may be longer). */
export const documentStates = ['DRAFT', 'QUOTE_APPROVED', 'CREDIT_APPROVED'] as const;
/** A document workflow state. */
export type DocumentState = (typeof documentStates)[number];

/** Who the requirements are for: the spec adds a note for dealer mode and one for client mode. */
export const documentAudiences = ['SFI', 'DEALER', 'CLIENT'] as const;
/** Who the requirements are for. */
export type DocumentAudience = (typeof documentAudiences)[number];

/** One row of the requirements table of doc 2 §4. */
export interface DocumentRequirementRow {
  state: DocumentState;
  adds: readonly DocumentType[];
  ifColessee: readonly DocumentType[];
  ifUsedVehicle: readonly DocumentType[];
}

/** The requirements table of doc 2 §4: what each state adds to the states before it. */
export const documentRequirements: readonly DocumentRequirementRow[] = [
  { state: 'DRAFT', adds: ['180_VEH_WORKSHEET'], ifColessee: [], ifUsedVehicle: [] },
  {
    state: 'QUOTE_APPROVED',
    adds: ['DRIVER_LICENSE'],
    ifColessee: ['COLESSEE_DRIVER_LICENSE'],
    ifUsedVehicle: [],
  },
  {
    state: 'CREDIT_APPROVED',
    adds: ['BLACKBOOK', 'FUTURE_MARKET_VALUE', 'PASSPORT', 'CREDIT_REPORT', 'CREDIT_CONSENT_APPLICATION'],
    ifColessee: ['COLESSEE_PASSPORT', 'COLESSEE_CREDIT_REPORT'],
    ifUsedVehicle: ['CARPROOF'],
  },
];

/** Documents that may be given but are never required (doc 2 §4). */
export const optionalDocumentTypes = ['INSURANCE_ONAB'] as const satisfies readonly DocumentType[];

/** What decides a file's required documents. */
export interface RequiredDocumentsInput {
  /** The file's document workflow state. */
  state: DocumentState;
  /** Whether the lease has a co-lessee. */
  hasColessee: boolean;
  /** Whether the vehicle is used (not new). */
  isUsedVehicle: boolean;
  /**
   * Who the list is for. The table applies to everyone (default `'SFI'`, the provider's staff).
   * `'DEALER'`: "Dealer mode requires no extra documents": exactly the table, nothing on top.
   * `'CLIENT'`: "For client mode, CARPROOF is required when the vehicle is not new": CARPROOF is
   * required for a used vehicle from the first state, not only from CREDIT_APPROVED.
   */
  audience?: DocumentAudience;
}

/**
 * The document types a file must have, in the order of the table: everything the table adds up
 * to and including the file's state (DRAFT < QUOTE_APPROVED < CREDIT_APPROVED), with the
 * co-lessee documents when there is a co-lessee and CARPROOF when the vehicle is used.
 *
 * @example
 * requiredDocuments({ state: 'QUOTE_APPROVED', hasColessee: true, isUsedVehicle: false })
 * // ['180_VEH_WORKSHEET', 'DRIVER_LICENSE', 'COLESSEE_DRIVER_LICENSE']
 */
export function requiredDocuments({
  state,
  hasColessee,
  isUsedVehicle,
  audience = 'SFI',
}: RequiredDocumentsInput): DocumentType[] {
  const upTo = documentStates.indexOf(state);
  const required: DocumentType[] = [];
  for (const row of documentRequirements.filter((entry) => documentStates.indexOf(entry.state) <= upTo)) {
    required.push(...row.adds);
    if (hasColessee) required.push(...row.ifColessee);
    if (isUsedVehicle) required.push(...row.ifUsedVehicle);
  }
  if (audience === 'CLIENT' && isUsedVehicle && !required.includes('CARPROOF')) required.push('CARPROOF');
  return required;
}

/**
 * The required documents a file does not have yet. Uploaded types are normalised first, so an
 * older VEHICLE_WORKSHEET counts as the 180/VEH worksheet.
 */
export function missingDocuments(
  input: RequiredDocumentsInput,
  uploadedTypes: readonly string[],
): DocumentType[] {
  const have = new Set(uploadedTypes.map(normalizeDocumentType));
  return requiredDocuments(input).filter((type) => !have.has(type));
}
