import { provinceCodes } from './entities/common.ts';
import type { SelectOption } from './lease-file.ts';
import { isMessageKey, message } from './messages.ts';

/**
 * The attributes of a lease file that hold a code from a closed set (doc 2 §3 names them, not
 * their values): the province is one of the 13 provinces and territories by its two-letter code;
 * the others are ours, the codes the files hold. The editor offers each as a list of labels and
 * stores the code; the server refuses any other value (`leaseFileFieldErrors`). Empty ('' or
 * null) is a file that has none yet.
 */
export const leaseFileChoices = {
  province: provinceCodes,
  fileType: ['LEASE', 'LEASE_TAKEOVER', 'LOAN'],
  vehicleType: ['CAR', 'TRUCK', 'RV', 'MOTORCYCLE', 'EQUIPMENT'],
  customerType: ['INDIVIDUAL', 'BUSINESS'],
  leaseType: ['WALKAWAY', 'OPEN_END', 'CLOSED_END'],
  terminationType: ['EARLY_BUYOUT', 'TRANSFER', 'REPOSSESSION', 'WRITE_OFF'],
  nonTranchableType: ['CREDIT', 'VEHICLE', 'TERM'],
} as const satisfies Record<string, readonly string[]>;
/** An attribute whose values are a closed set of codes. */
export type ChoiceAttribute = keyof typeof leaseFileChoices;
/** The attributes whose values are a closed set, in the order of {@link leaseFileChoices}. */
export const choiceAttributes = Object.keys(leaseFileChoices) as ChoiceAttribute[];

/** Whether an attribute of a file holds a code from a closed set. */
export function isChoiceAttribute(name: string): name is ChoiceAttribute {
  return Object.hasOwn(leaseFileChoices, name);
}

/**
 * The label of a code: a province by its name (`QC` → "Quebec"), any other by the catalogue's
 * `leaseFile.choice.<attribute>.<code>` (`LEASE_TAKEOVER` → "Lease takeover"); a code outside the
 * set as it is stored.
 */
export function choiceLabel(name: ChoiceAttribute, code: string, locale?: string): string {
  const key = name === 'province' ? `province.${code}` : `leaseFile.choice.${name}.${code}`;
  return isMessageKey(key) ? message(key, {}, locale) : code;
}

/** The choices of an attribute: each code with its label, in the set's order. */
export function choiceOptions(name: ChoiceAttribute, locale?: string): SelectOption[] {
  return leaseFileChoices[name].map((code) => ({ value: code, label: choiceLabel(name, code, locale) }));
}

/**
 * The error of a value of a choice attribute, or undefined when it is one of the set's codes or
 * empty ('' or null). The error names the choices by their labels.
 *
 * @example choiceError('province', 'Québec') // 'Choose one of: Alberta, British Columbia, …, Yukon.'
 */
export function choiceError(name: ChoiceAttribute, value: unknown, locale?: string): string | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string' && (leaseFileChoices[name] as readonly string[]).includes(value))
    return undefined;
  const options = choiceOptions(name, locale).map((option) => option.label);
  return message('files.field.option', { options: options.join(', ') }, locale);
}
