import { newLeaseFileFields, type LeaseFileFields } from '@sfi/domain';

/** What a test file holds besides the layout's empty fields: group → fields, or an attribute. */
export type FileParts = Record<string, unknown>;

/** A file as a save writes it: the new file's layout with `parts` on top, group by group. */
export function fileOf(fileNo: string, parts: FileParts = {}): LeaseFileFields {
  const fields = newLeaseFileFields(fileNo);
  for (const [name, value] of Object.entries(parts))
    fields[name] =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? { ...(fields[name] as object), ...value }
        : value;
  return fields as LeaseFileFields;
}
