import { formatDate, isEmptyDate, toStoredDate, type DateInput } from './dates.ts';
import { leaseFileAttributes, type FieldGroup, type FileSearchType } from './entities/lease-file.ts';
import { choiceOptions, isChoiceAttribute } from './lease-file-choices.ts';
import { activeLocale } from './locale.ts';
import { isMessageKey, message } from './messages.ts';
import { withoutPercentSign } from './strings.ts';

/**
 * The typed fields of a lease file (doc 2 §3): how each is shown, labelled and chosen, how a file
 * splits into attributes and groups, and how it is sent back on save.
 */

/** How a field of a lease file is shown and edited (doc 2 §3). */
export const fieldDisplayTypes = [
  'String',
  'Number',
  'Bool',
  'Array',
  'StringNumber',
  'Percentage',
  'Date',
  'Select',
] as const;
/** A field display type. */
export type FieldDisplayType = (typeof fieldDisplayTypes)[number];

/** Fields whose number is kept as text (doc 2 §3). */
export const stringNumberFields = ['mileage', 'mileageAllowance'] as const;
/** Fields holding a percentage (doc 2 §3). */
export const percentageFields = ['rate'] as const;
/** Fields chosen from a list (doc 2 §3). */
export const selectFields = ['insuranceReferralCompany', 'isCanadianCitizen', 'legalStatus'] as const;
/** A select field's name. */
export type SelectField = (typeof selectFields)[number];

const has = (list: readonly string[], name: string) => list.includes(name);
/** `date`, or a camel-case name ending in `Date` (`deliveryDate`), but not `update` or `mandate`. */
const isDateName = (name: string) => /(^d|D)ate$/.test(name);
const isoDateValue = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * How a field is shown, from its name and value (doc 2 §3):
 *
 * 1. a select field (`insuranceReferralCompany`, `isCanadianCitizen`, `legalStatus`) → Select;
 * 2. `rate` → Percentage; `mileage`, `mileageAllowance` → StringNumber;
 * 3. a list → Array, a yes/no → Bool, a number → Number;
 * 4. an ISO date-time, or a name that is `date` or ends in `Date` → Date (the spec lists Date as a type
 *    without naming its fields, so dates are recognised by value and by name);
 * 5. anything else → String.
 */
export function fieldDisplayType(name: string, value: unknown): FieldDisplayType {
  if (has(selectFields, name)) return 'Select';
  if (has(percentageFields, name)) return 'Percentage';
  if (has(stringNumberFields, name)) return 'StringNumber';
  if (Array.isArray(value)) return 'Array';
  if (typeof value === 'boolean') return 'Bool';
  if (typeof value === 'number') return isDateName(name) ? 'Date' : 'Number';
  if (isDateName(name) || (typeof value === 'string' && isoDateValue.test(value))) return 'Date';
  return 'String';
}

/**
 * A percentage field's number: the number in the value (a trailing `%` and spaces allowed), or 0
 * when it is empty or not a number (doc 2 §3). Never NaN or infinite.
 *
 * @example parsePercentage('4.99') // 4.99
 * @example parsePercentage('') // 0
 */
export function parsePercentage(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = withoutPercentSign(value.trim());
  if (text === '') return 0;
  const number = Number(text);
  return Number.isFinite(number) ? number : 0;
}

/**
 * A number kept as text (mileage): its digits read as a number, ignoring separators and units,
 * or 0 when there is none. `'12,000 km'` is 12000.
 */
export function parseStringNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const match = /-?\d[\d,\s]*(\.\d+)?/.exec(value);
  if (!match) return 0;
  const number = Number(match[0].replace(/[,\s]/g, ''));
  return Number.isFinite(number) ? number : 0;
}

function humanize(name: string): string {
  return name
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|\s)\S/g, (first) => first.toUpperCase());
}

/**
 * The label of a field: the catalogue's (`leaseFile.field.<name>`) when it has one, for example
 * `outstandingRepairFee` → "Outstanding Balance"; otherwise the name in words
 * (`monthlyPayment` → "Monthly Payment").
 */
export function fieldLabel(name: string, locale?: string): string {
  const key = `leaseFile.field.${name}`;
  return isMessageKey(key) ? message(key, {}, locale) : humanize(name);
}

/**
 * The label of a group of fields: the catalogue's (`leaseFile.group.<name>`) for a group of the
 * layout, for example `lessee` → "Lessee"; otherwise its name in words (`vehicleInfo` → "Vehicle Info").
 */
export function groupLabel(name: string, locale?: string): string {
  const key = `leaseFile.group.${name}`;
  return isMessageKey(key) ? message(key, {}, locale) : humanize(name);
}

/** The label of a file search path, for example `vin` → "VIN". */
export function fileSearchTypeLabel(type: FileSearchType | 'everything', locale?: string): string {
  return message(`files.search.type.${type}`, {}, locale);
}

/** One choice of a select field. */
export interface SelectOption<T extends string | boolean = string> {
  value: T;
  label: string;
}

/** The choices of `isCanadianCitizen`: Canadian (true) and Non-Canadian (false), doc 1 §3. */
export function citizenshipOptions(locale?: string): SelectOption<boolean>[] {
  return [
    { value: true, label: message('leaseFile.option.canadian', {}, locale) },
    { value: false, label: message('leaseFile.option.nonCanadian', {}, locale) },
  ];
}

/** The purposes of stay or residence, for Canadians and for everyone else (doc 1 §3). */
export const stayPurposes = {
  canadian: ['Student', 'Work', 'Other'],
  nonCanadian: ['Student', 'Work', 'Visitor', 'Other'],
} as const;
/** A purpose of stay, the value `legalStatus` holds. */
export type StayPurpose = (typeof stayPurposes.nonCanadian)[number];

/**
 * The choices of `legalStatus`, which depend on citizenship (doc 1 §3): Canadian → Student, Work,
 * Other; Non-Canadian → Student, Work, Visitor, Other. The value is the English word, as stored.
 */
export function purposeOptions(isCanadian: boolean, locale?: string): SelectOption<StayPurpose>[] {
  const purposes = isCanadian ? stayPurposes.canadian : stayPurposes.nonCanadian;
  return purposes.map((value) => ({ value, label: message(`leaseFile.purpose.${value}`, {}, locale) }));
}

/**
 * The choices of `insuranceReferralCompany`: the five agencies named in configuration
 * (`AppConfig.insuranceAgencies`), as the spec does not show their names.
 */
export function insuranceReferralOptions(agencies: readonly string[]): SelectOption[] {
  return agencies.map((name) => ({ value: name, label: name }));
}

/** What the select fields' choices depend on. */
export interface SelectContext {
  /** The five insurance agencies, from configuration. */
  insuranceAgencies?: readonly string[];
  /** The file's citizenship, which decides the purposes of stay; unknown counts as non-Canadian. */
  isCanadian?: boolean;
}

/** The choices of a select field, or undefined when the field is not a select field. */
export function selectOptions(
  name: string,
  context: SelectContext = {},
  locale?: string,
): SelectOption<string | boolean>[] | undefined {
  switch (name) {
    case 'insuranceReferralCompany':
      return insuranceReferralOptions(context.insuranceAgencies ?? []);
    case 'isCanadianCitizen':
      return citizenshipOptions(locale);
    case 'legalStatus':
      return purposeOptions(context.isCanadian === true, locale);
    default:
      return undefined;
  }
}

/**
 * A field's value as text, the way its display type shows it, in the locale's writing (the active
 * one unless told): dates as "Month D, YYYY", percentages with `%`, numbers with separators, yes/no,
 * lists joined by commas and select values by their option's label. Empty values give ''.
 */
export function formatFieldValue(
  name: string,
  value: unknown,
  context: SelectContext = {},
  locale?: string,
): string {
  const written = locale ?? activeLocale();
  const numbers = new Intl.NumberFormat(written, { maximumFractionDigits: 4 });
  switch (fieldDisplayType(name, value)) {
    case 'Select': {
      const option = selectOptions(name, context, locale)?.find((choice) => choice.value === value);
      return option?.label ?? (value === null || value === undefined ? '' : String(value));
    }
    case 'Percentage':
      return value === '' || value === null || value === undefined
        ? ''
        : new Intl.NumberFormat(written, { style: 'percent', maximumFractionDigits: 4 }).format(
            parsePercentage(value) / 100,
          );
    case 'StringNumber':
      return value === '' || value === null || value === undefined
        ? ''
        : numbers.format(parseStringNumber(value));
    case 'Date':
      return formatDate(value as DateInput, locale);
    case 'Bool':
      return message(value ? 'leaseFile.bool.true' : 'leaseFile.bool.false', {}, locale);
    case 'Number':
      return Number.isFinite(value) ? numbers.format(value as number) : '';
    case 'Array':
      return (value as unknown[]).map(String).join(', ');
    case 'String':
      return value === null || value === undefined ? '' : String(value);
  }
}

/** A lease file split in two: its plain attributes, and its groups of typed fields. */
export interface SplitLeaseFile {
  /** The plain top-level attributes (and any other key whose value is not an object). */
  attributes: Record<string, unknown>;
  /** Every other key, each a group of typed fields. */
  groups: Record<string, FieldGroup>;
}

const attributeNames: ReadonlySet<string> = new Set(leaseFileAttributes);

/** Whether a key of a lease file is a plain top-level attribute (doc 2 §3). */
export function isLeaseFileAttribute(key: string): boolean {
  return attributeNames.has(key);
}

/**
 * Splits a file into its plain top-level attributes (the list of doc 2 §3) and its groups of typed
 * fields: any other key is a group. A key outside the list whose value is not an object cannot be
 * shown as a group; it stays with the attributes, so saving sends it back unchanged.
 */
export function splitLeaseFile(fields: Readonly<Record<string, unknown>>): SplitLeaseFile {
  const attributes: Array<[string, unknown]> = [];
  const groups: Array<[string, FieldGroup]> = [];
  for (const [key, value] of Object.entries(fields)) {
    if (!attributeNames.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value))
      groups.push([key, value as FieldGroup]);
    else attributes.push([key, value]);
  }
  // fromEntries defines each key as the object's own, `__proto__` included (an assignment would set
  // the prototype and lose the field).
  return { attributes: Object.fromEntries(attributes), groups: Object.fromEntries(groups) };
}

/** The fields of a split file, merged again: what `PUT /files/{fileNo}` sends (before {@link serializeLeaseFile}). */
export function joinLeaseFile({ attributes, groups }: SplitLeaseFile): Record<string, unknown> {
  return { ...attributes, ...groups };
}

/** One typed field of a group, ready to show. */
export interface LeaseFileField {
  name: string;
  label: string;
  type: FieldDisplayType;
  value: unknown;
  /** The choices, for a Select field. */
  options?: SelectOption<string | boolean>[];
}

/** The fields of a group with their labels, display types and (for select fields) choices, in order. */
export function describeFieldGroup(
  group: FieldGroup,
  context: SelectContext = {},
  locale?: string,
): LeaseFileField[] {
  return Object.entries(group).map(([name, value]) => {
    const type = fieldDisplayType(name, value);
    const field: LeaseFileField = { name, label: fieldLabel(name, locale), type, value };
    if (type === 'Select') field.options = selectOptions(name, context, locale) ?? [];
    return field;
  });
}

/**
 * A plain attribute of a file with its label and display type, ready to show. An attribute with a
 * closed set of codes (`leaseFileChoices`: province, file type…) is a Select of its codes' labels;
 * a value outside the set stays offered as it is stored, so the editor shows what the file holds
 * until it is replaced (saving it is refused).
 */
export function describeAttribute(name: string, value: unknown, locale?: string): LeaseFileField {
  const label = fieldLabel(name, locale);
  if (!isChoiceAttribute(name)) return { name, label, type: fieldDisplayType(name, value), value };
  const options: SelectOption<string | boolean>[] = choiceOptions(name, locale);
  if (typeof value === 'string' && value !== '' && !options.some((option) => option.value === value))
    options.push({ value, label: value });
  return { name, label, type: 'Select', value, options };
}

/** The attributes that are sent as dates on save (doc 2 §3). */
export const savedDateAttributes = ['deliveryDate', 'terminationDate'] as const;

/**
 * A file's fields as `PUT /files/{fileNo}` sends them (doc 2 §3): `deliveryDate` and
 * `terminationDate` as dates (ISO date-times at midnight UTC, what a date becomes in JSON), and 0
 * when they are empty (blank, unreadable, or {@link EMPTY_DATE}). Everything else is sent as is.
 *
 * @example serializeLeaseFile({ fileNo: '7', deliveryDate: '2024-01-05', terminationDate: '' })
 * // { fileNo: '7', deliveryDate: '2024-01-05T00:00:00.000Z', terminationDate: 0 }
 */
export function serializeLeaseFile<T extends Readonly<Record<string, unknown>>>(
  fields: T,
): Omit<T, (typeof savedDateAttributes)[number]> & { deliveryDate: string | 0; terminationDate: string | 0 } {
  const dates = Object.fromEntries(
    savedDateAttributes.map((name) => {
      const value = fields[name] as DateInput;
      return [name, isEmptyDate(value) ? 0 : (toStoredDate(value) ?? 0)];
    }),
  ) as { deliveryDate: string | 0; terminationDate: string | 0 };
  return { ...fields, ...dates };
}

/**
 * The message to show when renaming a file number fails (doc 2 §5): "This file number already
 * exists." when the server's message contains "Existed", otherwise the server's own message (or
 * the generic "Please try again" when it sent none).
 */
export function fileNumberErrorMessage(serverMessage: string | null | undefined, locale?: string): string {
  if (serverMessage?.includes('Existed')) return message('files.fileNo.exists', {}, locale);
  return serverMessage?.trim() ? serverMessage : message('error.tryAgain', {}, locale);
}
