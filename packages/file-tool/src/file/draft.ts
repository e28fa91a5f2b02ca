import {
  choiceLabel,
  describeAttribute,
  describeFieldGroup,
  documentStates,
  formatFieldValue,
  groupLabel,
  isChoiceAttribute,
  leaseFileAttributeLayout,
  leaseFileFieldErrors,
  leaseFileLayout,
  message,
  splitLeaseFile,
  type DocumentState,
  type FieldGroup,
  type LeaseFileChange,
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
  // Every attribute of the layout, those the file does not hold yet empty, then the file's others.
  const own: LeaseFileField[] = Object.entries({ ...leaseFileAttributeLayout, ...attributes })
    .filter(([name]) => !hiddenAttributes.has(name))
    .map(([name, value]) => describeAttribute(name, value));
  return [
    { id: 'file', title: message('fileTool.section.file'), fields: own },
    ...inLayoutOrder(Object.entries(groups), layoutGroups).map(([group, fields]) => ({
      id: group,
      group,
      title: groupLabel(group),
      fields: describeFieldGroup(
        Object.fromEntries(inLayoutOrder(Object.entries(fields), Object.keys(layout[group] ?? {}))),
        context,
      ).map((field) =>
        group === 'status' && field.name === 'documentState' ? documentStateField(field) : field,
      ),
    })),
  ];
}

const layout = leaseFileLayout as Readonly<Record<string, Readonly<Record<string, unknown>>>>;
const layoutGroups = Object.keys(layout);

/**
 * Entries in the layout's order (the database keeps a group's fields in no order of its own), then
 * the others in the order they came.
 */
function inLayoutOrder<T>(entries: [string, T][], order: readonly string[]): [string, T][] {
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.length : at;
  };
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((one, other) => rank(one.entry[0]) - rank(other.entry[0]) || one.index - other.index)
    .map(({ entry }) => entry);
}

/** Whether a field is the file's document workflow state (doc 2 §4), `status.documentState`. */
const isDocumentState = (group: string | undefined, name: string) =>
  group === 'status' && name === 'documentState';

const isKnownState = (value: unknown): value is DocumentState =>
  typeof value === 'string' && (documentStates as readonly string[]).includes(value);

/** The file's document workflow state (doc 2 §4) is chosen from the states, in their order. */
function documentStateField(field: LeaseFileField): LeaseFileField {
  return {
    ...field,
    label: message('fileTool.documentState'),
    type: 'Select',
    options: documentStates.map((state) => ({
      value: state,
      label: message(`fileTool.documentState.${state}`),
    })),
  };
}

/** A changed field as the history and the stale-save dialog show it: its label and its two values, in words. */
export interface ShownChange {
  path: string;
  label: string;
  before: string;
  after: string;
}

/**
 * A change with its field named and its values shown as the editor names and shows them: by the
 * field's display type ("5.49%", "March 20, 2026"), the document state by its states' names
 * ("Credit approved", not `CREDIT_APPROVED`); "(none)" for a field one side does not have and
 * "(empty)" for an empty value.
 */
export function shownChange(change: LeaseFileChange, context: SelectContext): ShownChange {
  const state = isDocumentState(change.group, change.name);
  const shown = (value: unknown) =>
    value === undefined
      ? message('fileTool.value.none')
      : (state && isKnownState(value)
          ? message(`fileTool.documentState.${value}`)
          : change.group === undefined && isChoiceAttribute(change.name) && typeof value === 'string'
            ? choiceLabel(change.name, value)
            : formatFieldValue(change.name, value, context)) || message('fileTool.value.empty');
  return {
    path: change.path,
    label: state ? `${groupLabel('status')} · ${message('fileTool.documentState')}` : change.label,
    before: shown(change.before),
    after: shown(change.after),
  };
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
