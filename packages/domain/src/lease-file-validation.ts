import { FIELD_YEAR_MAX, FIELD_YEAR_MIN } from './constants.ts';
import { calendarDate, EMPTY_DATE } from './dates.ts';
import { leaseFileAttributes } from './entities/lease-file.ts';
import { fieldDisplayType, purposeOptions, type FieldDisplayType } from './lease-file.ts';
import { choiceError, isChoiceAttribute } from './lease-file-choices.ts';
import { FileNoSchema, leaseFileLayout } from './lease-file-search.ts';
import { documentStates } from './lease-quotes/documents.ts';
import { message } from './messages.ts';
import { type MessageKey, type MessageParams } from './message-format.ts';
import { isPlainText } from './text.ts';
import { withoutPercentSign } from './strings.ts';

/**
 * What a lease file's fields may hold (doc 2 §3): each field checked against its display type,
 * one rule for the server's save and the editor's field errors. A field the file layout
 * (`leaseFileLayout`) names has the layout's type whatever is sent (a `vehicle.year` of `'abc'` is a
 * Number field holding text, refused); any other field takes its type from its name and value
 * (`fieldDisplayType`), so files may hold groups and fields of their own.
 */

/** The most groups a file may hold. */
export const LEASE_FILE_GROUPS_MAX = 50;
/** The most fields a group may hold. */
export const LEASE_FILE_GROUP_FIELDS_MAX = 200;
/** The longest group or field name. */
export const FIELD_NAME_MAX = 64;
/** The longest text of a String field (and of a plain text attribute). */
export const FIELD_TEXT_MAX = 2000;
/** The longest text of a StringNumber field (`'12,000 km'`). */
export const STRING_NUMBER_MAX = 50;
/** The most items of an Array field, and the longest item. */
export const FIELD_ARRAY_MAX = 100;
export const FIELD_ARRAY_ITEM_MAX = 200;
/** The most entries of the `messages` attribute. */
export const FILE_MESSAGES_MAX = 1000;

/** Names an object cannot safely be given a key of: they reach its prototype. */
const reservedNames: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));
const namePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The error of a group or field name, or undefined when it is a good one. */
export function fieldNameError(name: string, locale?: string): string | undefined {
  if (reservedNames.has(name) || name === 'prototype')
    return message('files.field.reserved', { name }, locale);
  if (!namePattern.test(name) || name.length > FIELD_NAME_MAX)
    return message('files.field.name', { max: FIELD_NAME_MAX }, locale);
  return undefined;
}

/** What a field's choices depend on that is not in the file: the configured insurance agencies. */
export interface LeaseFileCheckContext {
  /** The five insurance agencies (`AppConfig.insuranceAgencies`); without them any plain text is taken. */
  insuranceAgencies?: readonly string[];
  locale?: string;
}

/** Where a field is, for the rules that read its neighbours (`legalStatus` reads `isCanadianCitizen`). */
export interface FieldPlace extends LeaseFileCheckContext {
  /** The group's name, when the field is in a group; the layout's type of the field comes from it. */
  group?: string;
  /** The group's other fields, as they are now. */
  siblings?: Readonly<Record<string, unknown>>;
}

const layout = leaseFileLayout as Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The display type a field is checked as: the layout's when it names the field, else from name and value. */
export function expectedFieldType(group: string | undefined, name: string, value: unknown): FieldDisplayType {
  const layoutGroup = group !== undefined && Object.hasOwn(layout, group) ? layout[group] : undefined;
  if (layoutGroup && Object.hasOwn(layoutGroup, name)) return fieldDisplayType(name, layoutGroup[name]);
  return fieldDisplayType(name, value);
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Whether a value is a date a file may hold: an ISO date or date-time, or empty ('', 0, null, EMPTY_DATE). */
export function isFileDateValue(value: unknown): boolean {
  if (value === null || value === '' || value === 0 || value === EMPTY_DATE) return true;
  if (typeof value !== 'string' || !isoDate.test(value)) return false;
  const date = calendarDate(value);
  return date !== undefined && date.year >= FIELD_YEAR_MIN && date.year <= FIELD_YEAR_MAX;
}

function textError(value: string, max: number, locale?: string, multiLine = false): string | undefined {
  if (!isPlainText(value, { multiLine })) return message('validation.text.characters', {}, locale);
  if (value.length > max) return message('validation.tooLong', { max }, locale);
  return undefined;
}

const numericText = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The error of one field's value, checked against its display type (doc 2 §3), or undefined when
 * the value is good. `null` is an unset field of any type.
 *
 * - String: plain text (no control characters), at most {@link FIELD_TEXT_MAX} characters.
 * - Number: a finite number. Bool: true or false.
 * - Array: a list of at most {@link FIELD_ARRAY_MAX} texts.
 * - StringNumber (`mileage`, `mileageAllowance`): '' or text holding a number (`'12,000 km'`), or a number.
 * - Percentage (`rate`): '' (which counts as 0), or a number from 0 to 100, as a number or as text
 *   (a trailing `%` allowed).
 * - Date: an ISO date or date-time between 1900 and 2200, or empty ('', 0, `EMPTY_DATE`).
 * - Select: `isCanadianCitizen` true or false; `legalStatus` '' or a purpose of stay the
 *   citizenship offers; `insuranceReferralCompany` '' or one of the configured agencies.
 * - `status.documentState`: one of the document workflow states.
 */
export function leaseFileFieldError(
  name: string,
  value: unknown,
  place: FieldPlace = {},
): string | undefined {
  const { locale } = place;
  if (value === null) return undefined;
  const says = (key: MessageKey, params: MessageParams = {}) => message(key, params, locale);
  if (place.group === 'status' && name === 'documentState')
    return typeof value === 'string' && (documentStates as readonly string[]).includes(value)
      ? undefined
      : says('files.field.option', { options: documentStates.join(', ') });
  switch (expectedFieldType(place.group, name, value)) {
    case 'String':
      return typeof value === 'string'
        ? textError(value, FIELD_TEXT_MAX, locale, true)
        : says('files.field.text', { max: FIELD_TEXT_MAX });
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : says('files.field.number');
    case 'Bool':
      return typeof value === 'boolean' ? undefined : says('files.field.bool');
    case 'Array':
      return Array.isArray(value) &&
        value.length <= FIELD_ARRAY_MAX &&
        value.every(
          (item) => typeof item === 'string' && item.length <= FIELD_ARRAY_ITEM_MAX && isPlainText(item),
        )
        ? undefined
        : says('files.field.array', { max: FIELD_ARRAY_MAX, itemMax: FIELD_ARRAY_ITEM_MAX });
    case 'StringNumber':
      if (typeof value === 'number')
        return Number.isFinite(value) ? undefined : says('files.field.stringNumber');
      if (typeof value !== 'string') return says('files.field.stringNumber');
      return (
        textError(value, STRING_NUMBER_MAX, locale) ??
        (value.trim() === '' || /\d/.test(value) ? undefined : says('files.field.stringNumber'))
      );
    case 'Percentage': {
      if (value === '') return undefined;
      const text = typeof value === 'string' ? withoutPercentSign(value.trim()) : undefined;
      const number =
        typeof value === 'number' ? value : text !== undefined && numericText.test(text) ? Number(text) : NaN;
      return Number.isFinite(number) && number >= 0 && number <= 100
        ? undefined
        : says('files.field.percentage');
    }
    case 'Date':
      return isFileDateValue(value)
        ? undefined
        : says('files.field.date', { min: FIELD_YEAR_MIN, max: FIELD_YEAR_MAX });
    case 'Select':
      return selectError(name, value, place, says);
  }
}

function selectError(
  name: string,
  value: unknown,
  place: FieldPlace,
  says: (key: MessageKey, params?: MessageParams) => string,
): string | undefined {
  switch (name) {
    case 'isCanadianCitizen':
      return typeof value === 'boolean' ? undefined : says('files.field.bool');
    case 'legalStatus': {
      if (value === '') return undefined;
      // Checked against the stored values, said by the labels the field offers (Student, Études).
      const purposes = purposeOptions(place.siblings?.['isCanadianCitizen'] === true, place.locale);
      return typeof value === 'string' && purposes.some((option) => option.value === value)
        ? undefined
        : says('files.field.option', { options: purposes.map((option) => option.label).join(', ') });
    }
    default: {
      // insuranceReferralCompany: one of the configured agencies, or plain text when none are configured.
      if (typeof value !== 'string') return says('files.field.text', { max: FIELD_NAME_MAX * 4 });
      if (value === '') return undefined;
      const agencies = place.insuranceAgencies;
      if (agencies && agencies.length > 0)
        return agencies.includes(value)
          ? undefined
          : says('files.field.option', { options: agencies.join(', ') });
      return textError(value, FIELD_NAME_MAX * 4, place.locale);
    }
  }
}

/** Attributes that hold a yes/no. */
const flagAttributes = new Set([
  'hasTradeIn',
  'isDealer',
  'isLocked',
  'isTerminated',
  'isTwoLessee',
  'isLeaseBack',
  'isSecuritized',
]);
/** Attributes the server writes; what is sent for them is not checked, only that it is text. */
const serverAttributes = new Set(['_id', 'id', 'createdAt', 'updatedAt']);
/** The spec's attributes, and ours: `dealerNo`, the dealership whose file-tool dealers see the file. */
const attributeNames: ReadonlySet<string> = new Set([...leaseFileAttributes, 'dealerNo']);

/** A `messages` entry: text, or a flat record of texts, numbers and yes/no, at most 4 levels deep. */
function messageEntryOk(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string')
    return value.length <= FIELD_TEXT_MAX && isPlainText(value, { multiLine: true });
  if (depth >= 4 || typeof value !== 'object') return false;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return (
    entries.length <= 50 &&
    entries.every(([key, item]) => !reservedNames.has(key) && messageEntryOk(item, depth + 1))
  );
}

function attributeError(name: string, value: unknown, locale?: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  const says = (key: MessageKey, params: MessageParams = {}) => message(key, params, locale);
  if (name === 'fileNo') {
    const parsed = FileNoSchema.safeParse(value);
    return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? says('files.fileNo.invalid'));
  }
  if (serverAttributes.has(name))
    return typeof value === 'string' && value.length <= 100
      ? undefined
      : says('files.field.text', { max: 100 });
  if (name === 'deliveryDate' || name === 'terminationDate')
    return isFileDateValue(value)
      ? undefined
      : says('files.field.date', { min: FIELD_YEAR_MIN, max: FIELD_YEAR_MAX });
  if (flagAttributes.has(name)) return typeof value === 'boolean' ? undefined : says('files.field.bool');
  if (name === 'messages')
    return Array.isArray(value) &&
      value.length <= FILE_MESSAGES_MAX &&
      value.every((entry) => messageEntryOk(entry))
      ? undefined
      : says('files.field.messages', { max: FILE_MESSAGES_MAX });
  if (isChoiceAttribute(name)) return choiceError(name, value, locale);
  if (name === 'dealerNo')
    return typeof value === 'string' ? textError(value, 50, locale) : says('files.field.text', { max: 50 });
  if (name === 'tranche' && typeof value === 'number')
    return Number.isFinite(value) ? undefined : says('files.field.number');
  if (typeof value !== 'string') return says('files.field.text', { max: FIELD_TEXT_MAX });
  return textError(
    value,
    name === 'terminationComment' ? FIELD_TEXT_MAX : 500,
    locale,
    name === 'terminationComment',
  );
}

/**
 * Every error of a file's fields, by field path (`lessee.dateOfBirth`, `deliveryDate`), each a
 * sentence of the catalogue; `{}` when the file is good. The plain attributes (doc 2 §3) are
 * checked by their kind (dates, yes/no, a code of `leaseFileChoices`, text, the file number); every other key must be a group (an
 * object) with a good name, holding at most {@link LEASE_FILE_GROUP_FIELDS_MAX} fields, each checked
 * by {@link leaseFileFieldError}.
 *
 * @example leaseFileFieldErrors({ fileNo: 'F-1', lease: { rate: 'abc' } })
 * // { 'lease.rate': 'Enter a percentage from 0 to 100.' }
 */
export function leaseFileFieldErrors(
  fields: Readonly<Record<string, unknown>>,
  context: LeaseFileCheckContext = {},
): Record<string, string> {
  const { locale } = context;
  // A Map, not an object: a key named `__proto__` must be an error of its own, not the object's prototype.
  const errors = new Map<string, string>();
  const fail = (path: string, error: string) => void errors.set(path, error);
  let groups = 0;
  for (const [key, value] of Object.entries(fields)) {
    if (attributeNames.has(key)) {
      const error = attributeError(key, value, locale);
      if (error) fail(key, error);
      continue;
    }
    const nameError = fieldNameError(key, locale);
    if (nameError) {
      fail(key, nameError);
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      fail(key, message('files.field.group', {}, locale));
      continue;
    }
    groups += 1;
    if (groups > LEASE_FILE_GROUPS_MAX) {
      fail(key, message('files.field.tooManyGroups', { max: LEASE_FILE_GROUPS_MAX }, locale));
      continue;
    }
    const group = value as Record<string, unknown>;
    const names = Object.keys(group);
    if (names.length > LEASE_FILE_GROUP_FIELDS_MAX) {
      fail(key, message('files.field.tooManyFields', { max: LEASE_FILE_GROUP_FIELDS_MAX }, locale));
      continue;
    }
    for (const name of names) {
      const error =
        fieldNameError(name, locale) ??
        leaseFileFieldError(name, group[name], { ...context, group: key, siblings: group });
      if (error) fail(`${key}.${name}`, error);
    }
  }
  if (fields['fileNo'] === undefined) fail('fileNo', message('files.fileNo.required', {}, locale));
  return Object.fromEntries(errors);
}
