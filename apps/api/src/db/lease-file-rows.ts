import {
  EMPTY_DATE,
  isEmptyDate,
  leaseFileSearchKeys,
  leaseFileSummary,
  splitLeaseFile,
  toStoredDate,
  type DateInput,
  type FieldGroup,
  type FileSearchResult,
  type LeaseFileFields,
} from '@sfi/domain';
import type { leaseFiles } from './schema.ts';

/**
 * A lease file between the wire and its row: the plain attributes go to their columns, every other
 * key to `groups`, and the search keys and summary are folded from the fields (one rule, in
 * @sfi/domain, for the server's columns and the screen's results).
 */

type Row = typeof leaseFiles.$inferSelect;
/** What a save writes: every column the fields decide (not the id, version or timestamps). */
export type LeaseFileValues = Omit<
  typeof leaseFiles.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

const textAttributes = [
  'name',
  'fileType',
  'province',
  'vehicleType',
  'customerType',
  'terminationType',
  'terminationReason',
  'terminationComment',
  'originalLeaseQuoteId',
  'leaseType',
  'nonTranchableType',
  'nonTranchableReason',
] as const;
const flagAttributes = [
  'hasTradeIn',
  'isDealer',
  'isLocked',
  'isTerminated',
  'isTwoLessee',
  'isLeaseBack',
  'isSecuritized',
] as const;
const dateAttributes = ['deliveryDate', 'terminationDate'] as const;

const dateColumn = (value: unknown): Date | null => {
  if (isEmptyDate(value as DateInput)) return null;
  const stored = toStoredDate(value as DateInput);
  return stored === undefined ? null : new Date(stored);
};

/** The columns a file's fields are written to. `summary` leaves out createdAt and updatedAt, which the columns hold. */
export function leaseFileValues(fields: LeaseFileFields, dealerNo: string | null): LeaseFileValues {
  const { groups } = splitLeaseFile(fields);
  const values: Record<string, unknown> = {
    fileNo: fields.fileNo,
    dealerNo,
    messages: fields.messages ?? null,
    tranche: fields.tranche ?? null,
    groups,
  };
  for (const name of textAttributes) values[name] = fields[name] ?? null;
  for (const name of flagAttributes) values[name] = fields[name] ?? null;
  for (const name of dateAttributes) values[name] = dateColumn(fields[name]);
  const stored = { ...fields, deliveryDate: (values['deliveryDate'] as Date | null)?.toISOString() ?? null };
  const { createdAt: _created, updatedAt: _updated, ...summary } = leaseFileSummary(stored);
  const keys = leaseFileSearchKeys(fields);
  return {
    ...(values as Omit<LeaseFileValues, 'summary' | 'fileNoKey'>),
    summary: summary as FileSearchResult,
    fileNoKey: keys.fileNo,
    customerKey: keys.customerName,
    colesseeKey: keys.colesseeName,
    companyKey: keys.companyName,
    phoneKey: keys.phone,
    emailKey: keys.email,
    vinKey: keys.vin,
    makeKey: keys.make,
    modelKey: keys.model,
    plateKey: keys.plateNo,
    vehicleKey: keys.vehicleInfo,
    dealershipKey: keys.originatedDealership,
  };
}

/**
 * A file's row as the wire has it (`GET /files/{fileNo}`): `_id` and `id` are the row's id, dates
 * ISO date-times, an empty date `EMPTY_DATE` (doc 2 §3), absent attributes left out, then the groups.
 */
export function leaseFileFields(row: Row): LeaseFileFields {
  const fields: Record<string, unknown> = {
    _id: row.id,
    id: row.id,
    fileNo: row.fileNo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  for (const name of [...textAttributes, ...flagAttributes]) if (row[name] !== null) fields[name] = row[name];
  for (const name of dateAttributes) fields[name] = row[name]?.toISOString() ?? EMPTY_DATE;
  if (row.messages !== null) fields['messages'] = row.messages;
  if (row.tranche !== null) fields['tranche'] = row.tranche;
  return Object.assign(fields, row.groups as Record<string, FieldGroup>) as LeaseFileFields;
}
