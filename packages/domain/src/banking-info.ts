import { z } from 'zod';
import { DateTimeSchema, IdSchema, requiredText } from './entities/common.ts';
import { FileNoSchema } from './lease-file-search.ts';
import { hasAtMostDecimals } from './lease-quotes/terms.ts';
import { activeLocale } from './locale.ts';
import { message } from './messages.ts';
import { type MessageKey } from './message-format.ts';
import { reordersText } from './text.ts';

/**
 * Banking info records (doc 2 §3, §7): where a file's payments come from or go to. A record has id,
 * accountNo, amount, fileNo, institutionNo, payeeName, transitNo, createdAt and updatedAt.
 *
 * The spec shows no field rules; these follow Canadian banking (Payments Canada): an institution
 * number has 3 digits, a transit (branch) number 5 and an account number 7 to 12. They are kept as
 * strings, so leading zeros survive. An amount is more than zero, in dollars and cents. An account
 * number is shown whole only on its own record; lists mask it ({@link maskAccountNo}).
 */

/** The largest amount a banking record takes, in dollars. */
export const BANKING_MAX_AMOUNT = 10_000_000;
/** The most characters a payee's name has. */
export const PAYEE_NAME_MAX = 200;

/** Digits only, exactly as many as the rule says, each refusal in the field's own words. */
function bankNumber(pattern: RegExp, key: MessageKey) {
  const error = () => message(key);
  return z.string({ error }).regex(pattern, { error });
}

/** An institution number: 3 digits (`001` is the Bank of Montreal). */
export const InstitutionNoSchema = bankNumber(/^\d{3}$/, 'bankingInfo.institutionNo.invalid');
/** A transit (branch) number: 5 digits. */
export const TransitNoSchema = bankNumber(/^\d{5}$/, 'bankingInfo.transitNo.invalid');
/** An account number: 7 to 12 digits. */
export const AccountNoSchema = bankNumber(/^\d{7,12}$/, 'bankingInfo.accountNo.invalid');

const amountError = () => message('bankingInfo.amount.invalid');
/** An amount: more than zero, at most {@link BANKING_MAX_AMOUNT}, in dollars with at most 2 decimals. */
export const BankingAmountSchema = z
  .number({ error: amountError })
  .gt(0, { error: amountError })
  .max(BANKING_MAX_AMOUNT, {
    error: () =>
      message('bankingInfo.amount.max', { max: BANKING_MAX_AMOUNT.toLocaleString(activeLocale()) }),
  })
  .refine((value) => hasAtMostDecimals(value, 2), { error: () => message('bankingInfo.amount.cents') });

/**
 * A payee's name as it is written: plain text with at least one letter or digit (not only
 * zero-width spaces), shown in the order it was typed (no bidirectional override: a payee
 * "Acme\u202Enoj" would be shown as "Acmejon" on the screen and in the audit trail).
 */
export const PayeeNameSchema = requiredText(PAYEE_NAME_MAX)
  .refine((name) => !reordersText(name), { error: () => message('validation.text.reordering') })
  .refine((name) => /[\p{L}\p{N}]/u.test(name), { error: () => message('bankingInfo.payeeName.invalid') });

/** The fields a banking record is written with (`payeeName` as answered; a new one by {@link PayeeNameSchema}). */
export const bankingFields = {
  accountNo: AccountNoSchema,
  amount: BankingAmountSchema,
  fileNo: FileNoSchema,
  institutionNo: InstitutionNoSchema,
  payeeName: requiredText(PAYEE_NAME_MAX),
  transitNo: TransitNoSchema,
};

/** A banking info record (doc 2 §3), with its account number whole. */
export const BankingInfoSchema = z.object({
  id: IdSchema,
  ...bankingFields,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
/** A banking info record. */
export type BankingInfo = z.infer<typeof BankingInfoSchema>;

/** Body of `POST /banking-info/`: accountNo, amount, fileNo, institutionNo, payeeName, transitNo. */
export const NewBankingInfoSchema = z.object({ ...bankingFields, payeeName: PayeeNameSchema });
/** Body of `POST /banking-info/`. */
export type NewBankingInfo = z.infer<typeof NewBankingInfoSchema>;

/**
 * Body of `PUT /banking-info/{id}`: the record (doc 2 §7); its id and dates may be left out or sent
 * back as read, and its fileNo must be its file's (a record does not move to another file).
 */
export const BankingInfoUpdateSchema = z.object({
  id: IdSchema.optional(),
  ...bankingFields,
  payeeName: PayeeNameSchema,
  createdAt: DateTimeSchema.optional(),
  updatedAt: DateTimeSchema.optional(),
});
/** Body of `PUT /banking-info/{id}`. */
export type BankingInfoUpdate = z.infer<typeof BankingInfoUpdateSchema>;

/** How many of an account number's last digits a list shows. */
export const ACCOUNT_NO_SHOWN_DIGITS = 4;

/**
 * An account number as a list shows it: its last {@link ACCOUNT_NO_SHOWN_DIGITS} digits after four
 * bullets, whatever its length (so the length is not given away either).
 *
 * @example maskAccountNo('0012345678') // '••••5678'
 */
export function maskAccountNo(accountNo: string): string {
  return `••••${accountNo.slice(-ACCOUNT_NO_SHOWN_DIGITS)}`;
}

/** A banking record in a list: its account number masked. */
export const BankingInfoListItemSchema = BankingInfoSchema.extend({ accountNo: z.string() });
/** A banking record in a list. */
export type BankingInfoListItem = z.infer<typeof BankingInfoListItemSchema>;

/** What a change did to a banking record. */
export const bankingChangeActions = ['created', 'updated', 'deleted'] as const;
/** What a change did to a banking record. */
export type BankingChangeAction = (typeof bankingChangeActions)[number];

/**
 * One change to a file's banking info, as the audit trail keeps it: who, when, what (each field
 * that changed, from and to; account numbers masked, as everywhere but the record itself).
 */
export const BankingChangeSchema = z.object({
  id: z.string(),
  bankingInfoId: z.string(),
  action: z.enum(bankingChangeActions),
  actorName: z.string(),
  actorKind: z.string(),
  at: DateTimeSchema,
  changes: z.record(
    z.string(),
    z.object({
      from: z.union([z.string(), z.number(), z.null()]),
      to: z.union([z.string(), z.number(), z.null()]),
    }),
  ),
});
/** One change to a file's banking info. */
export type BankingChange = z.infer<typeof BankingChangeSchema>;

/** The fields an audit entry names, in the order it lists them. */
export const bankingAuditFields = ['payeeName', 'institutionNo', 'transitNo', 'accountNo', 'amount'] as const;

/**
 * What changed between two states of a record, field by field, account numbers masked: `before`
 * undefined for a record created, `after` undefined for one deleted.
 */
export function bankingChanges(
  before: Pick<BankingInfo, (typeof bankingAuditFields)[number]> | undefined,
  after: Pick<BankingInfo, (typeof bankingAuditFields)[number]> | undefined,
): BankingChange['changes'] {
  const shown = (record: typeof before, field: (typeof bankingAuditFields)[number]) => {
    if (!record) return null;
    return field === 'accountNo' ? maskAccountNo(record.accountNo) : record[field];
  };
  const changes: BankingChange['changes'] = {};
  for (const field of bankingAuditFields) {
    const from = shown(before, field);
    const to = shown(after, field);
    // An account number changed to another with the same last digits still shows as changed.
    if (from !== to || (field === 'accountNo' && before && after && before.accountNo !== after.accountNo))
      changes[field] = { from, to };
  }
  return changes;
}

/** Answer of `GET /banking-info/{fileNo}`: the file's records, account numbers masked, and their audit trail, newest first. */
export const BankingInfoListResponseSchema = z.object({
  bankingInfo: z.array(BankingInfoListItemSchema),
  changes: z.array(BankingChangeSchema),
});
/** Answer of `GET /banking-info/{fileNo}`. */
export type BankingInfoListResponse = z.infer<typeof BankingInfoListResponseSchema>;

/** Answer of the calls on one record (`GET /banking-info/{fileNo}/{recordId}`, `POST`, `PUT`): the record whole. */
export const BankingInfoResponseSchema = z.object({ bankingInfo: BankingInfoSchema });
/** Answer of the calls on one record. */
export type BankingInfoResponse = z.infer<typeof BankingInfoResponseSchema>;

/** Path parameter `{id}` of `PUT` and `DELETE /banking-info/{id}`: a record's id. */
export const BankingInfoIdParamsSchema = z.object({ id: z.string().max(100) });
/** Path parameters of `GET /banking-info/{id}/{recordId}`: the file's number and the record's id. */
export const BankingInfoRecordParamsSchema = z.object({ id: FileNoSchema, recordId: z.string().max(100) });
