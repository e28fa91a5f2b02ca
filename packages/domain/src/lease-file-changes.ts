import { fieldLabel, groupLabel, splitLeaseFile } from './lease-file.ts';

/**
 * What changed between two versions of a lease file, field by field: for the history (a revision
 * against the one before it) and for a save refused because someone else saved first (the user's
 * version against the one the server holds now).
 */

/** Attributes that record the file's own bookkeeping, not what anyone typed: never shown as changes. */
const bookkeeping: ReadonlySet<string> = new Set(['_id', 'id', 'createdAt', 'updatedAt', 'revisions']);

/** One field that differs between two versions of a file. */
export interface LeaseFileChange {
  /** The field's path: `deliveryDate` for an attribute, `lease.rate` for a field of a group. */
  path: string;
  /** The group's name, for a field of a group. */
  group?: string;
  /** The field's name. */
  name: string;
  /** "Lease · Rate", or the attribute's label. */
  label: string;
  /** The value before (undefined when the field did not exist). */
  before: unknown;
  /** The value after (undefined when the field was removed). */
  after: unknown;
}

const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * Every field whose value differs between `before` and `after`: the attributes first, then each
 * group's fields, in the order `after` holds them (fields only `before` has come last). The file's
 * bookkeeping (`_id`, `id`, `createdAt`, `updatedAt`, `revisions`) is left out.
 *
 * @example leaseFileChanges({ lease: { rate: '5' } }, { lease: { rate: '6' } })
 * // [{ path: 'lease.rate', group: 'lease', name: 'rate', label: 'Lease · Rate', before: '5', after: '6' }]
 */
export function leaseFileChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  locale?: string,
): LeaseFileChange[] {
  const old = splitLeaseFile(before);
  const now = splitLeaseFile(after);
  const changes: LeaseFileChange[] = [];
  const names = (first: object, second: object) => [
    ...new Set([...Object.keys(second), ...Object.keys(first)]),
  ];
  for (const name of names(old.attributes, now.attributes)) {
    if (bookkeeping.has(name)) continue;
    const [was, is] = [old.attributes[name], now.attributes[name]];
    if (!same(was, is))
      changes.push({ path: name, name, label: fieldLabel(name, locale), before: was, after: is });
  }
  for (const group of names(old.groups, now.groups)) {
    const [was, is] = [old.groups[group] ?? {}, now.groups[group] ?? {}];
    for (const name of names(was, is)) {
      if (same(was[name], is[name])) continue;
      changes.push({
        path: `${group}.${name}`,
        group,
        name,
        label: `${groupLabel(group, locale)} · ${fieldLabel(name, locale)}`,
        before: was[name],
        after: is[name],
      });
    }
  }
  return changes;
}
