import {
  activeLocale,
  BuyoutQuoteTermsSchema,
  NewBankingInfoSchema,
  type BankingInfo,
  type BuyoutAmount,
  type BuyoutQuote,
  type BuyoutQuoteTerms,
  type NewBankingInfo,
  fileMoneyMessage,
} from '@sfi/domain';

/**
 * The buyout and banking forms keep what the user typed, as text, and read it with the domain's
 * schemas only to check and send it: a wrong value stays as typed, with its error under it.
 */

/**
 * An amount as typed, in dollars: `$1,250.50`, `1250.5`, `1 250`; in French also `1 250,50 $`, its
 * comma the decimal one (a comma with a point, `1,250.50`, separates thousands in either language).
 */
export function readAmount(text: string, locale: string = activeLocale()): number | undefined {
  const bare = text.replace(/\s/g, '').replace(/^\$|\$$/g, '');
  const decimalComma = locale.startsWith('fr') && !bare.includes('.');
  const plain = decimalComma ? bare.replace(',', '.') : bare.replace(/,/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return undefined;
  return Number(plain);
}

/** An amount in dollars as the form shows it, ready to edit: `1250.5` → `1250.50`, in French `1250,50`. */
export const amountText = (amount: number, locale: string = activeLocale()) =>
  locale.startsWith('fr') ? amount.toFixed(2).replace('.', ',') : amount.toFixed(2);

/** The buyout form: its dates and its amounts as typed. */
export type BuyoutDraft = Record<'quoteDate' | 'goodUntil', string> & Record<BuyoutAmount, string>;

/** The form of a quote as the server answered it. */
export function buyoutDraftOf(quote: BuyoutQuote): BuyoutDraft {
  return {
    quoteDate: quote.quoteDate,
    goodUntil: quote.goodUntil,
    remainingPayments: amountText(quote.remainingPayments),
    residualValue: amountText(quote.residualValue),
    earlyTerminationCharge: amountText(quote.earlyTerminationCharge),
    outstandingBalance: amountText(quote.outstandingBalance),
    fees: amountText(quote.fees),
  };
}

/** What a form's fields come to: the value to send, or each field's error. */
export type Read<T> =
  { value: T; errors?: undefined } | { value?: undefined; errors: Record<string, string> };

/** Errors of a schema's issues, by their first path segment, the first one of each field. */
function errorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The buyout form read as terms, or the errors to show under its fields. */
export function readBuyoutDraft(draft: BuyoutDraft): Read<BuyoutQuoteTerms> {
  const errors: Record<string, string> = {};
  const amounts: Partial<Record<BuyoutAmount, number>> = {};
  for (const field of [
    'remainingPayments',
    'residualValue',
    'earlyTerminationCharge',
    'outstandingBalance',
    'fees',
  ] as const) {
    const amount = readAmount(draft[field]);
    if (amount === undefined) errors[field] = fileMoneyMessage('fileTool.amount.format');
    else amounts[field] = amount;
  }
  const parsed = BuyoutQuoteTermsSchema.safeParse({ ...draft, ...amounts });
  const all = { ...(parsed.success ? {} : errorsOf(parsed.error.issues)), ...errors };
  return Object.keys(all).length > 0 || !parsed.success ? { errors: all } : { value: parsed.data };
}

/** The banking form: every field as typed. */
export type BankingDraft = Record<
  'payeeName' | 'institutionNo' | 'transitNo' | 'accountNo' | 'amount',
  string
>;

/** An empty banking form. */
export const emptyBankingDraft: BankingDraft = {
  payeeName: '',
  institutionNo: '',
  transitNo: '',
  accountNo: '',
  amount: '',
};

/** The form of a record read whole. */
export function bankingDraftOf(record: BankingInfo): BankingDraft {
  return {
    payeeName: record.payeeName,
    institutionNo: record.institutionNo,
    transitNo: record.transitNo,
    accountNo: record.accountNo,
    amount: amountText(record.amount),
  };
}

/** The banking form read as a record of the file, or the errors to show under its fields. */
export function readBankingDraft(draft: BankingDraft, fileNo: string): Read<NewBankingInfo> {
  const amount = readAmount(draft.amount);
  const parsed = NewBankingInfoSchema.safeParse({ ...draft, fileNo, amount: amount ?? draft.amount });
  const errors = parsed.success ? {} : errorsOf(parsed.error.issues);
  if (amount === undefined) errors['amount'] = fileMoneyMessage('fileTool.amount.format');
  return parsed.success && amount !== undefined ? { value: parsed.data } : { errors };
}
