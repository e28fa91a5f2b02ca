import {
  describeFieldGroup,
  fieldDisplayType,
  fieldLabel,
  groupLabel,
  leaseFileFieldErrors,
  message,
  splitLeaseFile,
  type FieldGroup,
  type LeaseFileField,
  type SelectContext,
} from '@sfi/domain';

/**
 * The file editor's draft: the file's merged fields as the user is changing them, and how they are
 * shown. Everything about a field (its display type, label, choices, what it may hold) comes from
 * @sfi/domain; this file only arranges it into sections.
 */

/** The fields of a file as edited: attributes and groups, as `GET /files/{fileNo}` answers them. */
export type FileDraft = Readonly<Record<string, unknown>>;

/** Attributes the editor does not offer: the file's bookkeeping, its number (renumbered on its own) and its messages. */
const hiddenAttributes: ReadonlySet<string> = new Set([
  '_id',
  'id',
  'createdAt',
  'updatedAt',
  'revisions',
  'fileNo',
  'messages',
  'dealerNo',
]);

/** One section of the editor: the file's own attributes, or one group of typed fields. */
export interface FileSection {
  /** `file` for the attributes, else the group's name. */
  id: string;
  /** The group's name, for a group. */
  group?: string;
  title: string;
  fields: LeaseFileField[];
}

/** The select fields' context: the configured agencies and the file's citizenship (which decides the purposes). */
export function selectContextOf(draft: FileDraft, insuranceAgencies: readonly string[]): SelectContext {
  const { groups } = splitLeaseFile(draft);
  const citizen = Object.values(groups).find((group) => 'isCanadianCitizen' in group)?.['isCanadianCitizen'];
  return { insuranceAgencies, isCanadian: citizen === true };
}

/** The editor's sections: the file's attributes first ("File"), then each group in the file's order. */
export function fileSections(draft: FileDraft, context: SelectContext): FileSection[] {
  const { attributes, groups } = splitLeaseFile(draft);
  const own: LeaseFileField[] = Object.entries(attributes)
    .filter(([name]) => !hiddenAttributes.has(name))
    .map(([name, value]) => ({ name, label: fieldLabel(name), type: fieldDisplayType(name, value), value }));
  return [
    { id: 'file', title: message('fileTool.section.file'), fields: own },
    ...Object.entries(groups).map(([group, fields]) => ({
      id: group,
      group,
      title: groupLabel(group),
      fields: describeFieldGroup(fields, context),
    })),
  ];
}

/** The draft with one field changed: an attribute when `group` is undefined, else a field of that group. */
export function withField(
  draft: FileDraft,
  group: string | undefined,
  name: string,
  value: unknown,
): FileDraft {
  const entries = Object.entries(draft);
  const changed = (key: string, next: unknown) =>
    Object.fromEntries(
      entries.some(([existing]) => existing === key)
        ? entries.map(([existing, old]) => [existing, existing === key ? next : old])
        : [...entries, [key, next]],
    );
  if (group === undefined) return changed(name, value);
  const fields = (draft[group] ?? {}) as FieldGroup;
  const inner = Object.entries(fields);
  return changed(
    group,
    Object.fromEntries(
      inner.some(([existing]) => existing === name)
        ? inner.map(([existing, old]) => [existing, existing === name ? value : old])
        : [...inner, [name, value]],
    ),
  );
}

/** The path of a field in the errors of `leaseFileFieldErrors`. */
export const fieldPath = (group: string | undefined, name: string) => (group ? `${group}.${name}` : name);

/** The draft's errors by field path, as the server would answer them. */
export function draftErrors(draft: FileDraft, insuranceAgencies: readonly string[]): Record<string, string> {
  return leaseFileFieldErrors(draft, { insuranceAgencies });
}
