import { z } from 'zod';
import { message } from '../messages.ts';
import { DateTimeSchema, digitsSchema, IdSchema, requiredText } from './common.ts';

/**
 * A dollar amount of zero or more with at most two decimals. The spec names `amount` only; cents
 * are the smallest unit a payment has.
 */
export const AmountSchema = z
  .number({ error: () => message('validation.amount') })
  .nonnegative({ error: () => message('validation.amount') })
  .refine((value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: () => message('validation.amount'),
  });

const bankingFields = {
  accountNo: digitsSchema(7, 12),
  amount: AmountSchema,
  fileNo: requiredText(50),
  institutionNo: digitsSchema(3),
  payeeName: requiredText(200),
  transitNo: digitsSchema(5),
};

/**
 * A banking info record (doc 2 §3): id, accountNo, amount, fileNo, institutionNo, payeeName,
 * transitNo, createdAt, updatedAt.
 *
 * The spec shows no field rules; these follow Canadian banking: an institution number has 3
 * digits, a transit (branch) number 5, an account number 7 to 12. They are strings so leading
 * zeros survive.
 */
export const BankingInfoSchema = z.object({
  id: IdSchema,
  ...bankingFields,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
/** A banking info record. */
export type BankingInfo = z.infer<typeof BankingInfoSchema>;

/** Body of `POST /banking-info/`: accountNo, amount, fileNo, institutionNo, payeeName, transitNo. */
export const NewBankingInfoSchema = z.object(bankingFields);
/** Body of `POST /banking-info/`. */
export type NewBankingInfo = z.infer<typeof NewBankingInfoSchema>;

/** Body of `PUT /banking-info/{id}`: the record; the id and dates may be left out. */
export const BankingInfoUpdateSchema = z.object({
  id: IdSchema.optional(),
  ...bankingFields,
  createdAt: DateTimeSchema.optional(),
  updatedAt: DateTimeSchema.optional(),
});
/** Body of `PUT /banking-info/{id}`. */
export type BankingInfoUpdate = z.infer<typeof BankingInfoUpdateSchema>;
