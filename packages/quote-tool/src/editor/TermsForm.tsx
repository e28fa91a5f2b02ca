import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker, DescriptionList, Form, NumberField, Text, type DescriptionListItem } from '@sfi/ui';
import {
  activeLocale,
  formatDate,
  formatMoney,
  formatTaxRate,
  LEASE_MAX_AMOUNT,
  LEASE_MAX_ANNUAL_KILOMETRES,
  LEASE_MAX_TERM_MONTHS,
  LEASE_MIN_TERM_MONTHS,
  message,
  numberFieldWords,
  taxLabel,
  type LeasePayment,
  type LeaseTerms,
  type ProvinceCode,
} from '@sfi/domain';
import { errorProps } from '../forms/errors.ts';
import { livePayment, termFields, type TermField, type TermsValues } from './values.ts';
import * as styles from './editor.css.ts';

/** How each figure of the terms is typed: dollars, a percent, months or kilometres. */
const fieldFormats: Record<
  TermField,
  { minValue: number; maxValue: number; step?: number; options?: Intl.NumberFormatOptions }
> = {
  sellingPrice: { minValue: 0, maxValue: LEASE_MAX_AMOUNT, options: money() },
  downPayment: { minValue: 0, maxValue: LEASE_MAX_AMOUNT, options: money() },
  tradeIn: { minValue: 0, maxValue: LEASE_MAX_AMOUNT, options: money() },
  fees: { minValue: 0, maxValue: LEASE_MAX_AMOUNT, options: money() },
  termMonths: { minValue: LEASE_MIN_TERM_MONTHS, maxValue: LEASE_MAX_TERM_MONTHS, step: 1 },
  annualKilometres: { minValue: 0, maxValue: LEASE_MAX_ANNUAL_KILOMETRES, step: 1000 },
  residualPercent: { minValue: 0, maxValue: 100, options: { maximumFractionDigits: 2 } },
  rate: { minValue: 0, maxValue: 100, options: { maximumFractionDigits: 3 } },
};

function money(): Intl.NumberFormatOptions {
  return { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' };
}

/** A `YYYY-MM-DD` day as the date picker takes it; null when blank or not a day. */
function calendarDate(day: string): CalendarDate | null {
  try {
    return day ? parseDate(day) : null;
  } catch {
    return null;
  }
}

/** The lines of a monthly payment, from the gross capitalized cost down to what is paid each month. */
export function paymentItems(payment: LeasePayment): DescriptionListItem[] {
  const line = (key: Exclude<keyof LeasePayment, 'taxes'>) => ({
    term: message(`quote.payment.${key}`),
    description: formatMoney(payment[key]),
  });
  return [
    line('grossCapitalizedCost'),
    line('capitalizedCostReduction'),
    line('adjustedCapitalizedCost'),
    line('residualValue'),
    line('depreciation'),
    line('rentCharge'),
    line('basePayment'),
    ...payment.taxes.map((tax) => ({
      term: message('quote.payment.tax', { tax: taxLabel(tax.label), rate: formatTaxRate(tax.rate) }),
      description: formatMoney(tax.amount),
    })),
    line('monthlyPayment'),
  ];
}

export interface TermsFormProps {
  /** The revision these terms belong to: the fields' ids are unique per revision. */
  revisionId: string;
  values: TermsValues;
  /** Each field's error, by its name. */
  errors: Record<string, string>;
  province: ProvinceCode | null | undefined;
  onChange: (field: keyof TermsValues, value: number | string) => void;
  /** A field refuses what was typed (its message), or takes it again (undefined): see NumberField. */
  onInputError?: (field: TermField, message: string | undefined) => void;
}

/**
 * A draft revision's lease terms, with the monthly payment they come to shown as the figures change
 * (`leasePayment` of @sfi/domain, which the server computes again when it saves). Each field's
 * error shows under it for as long as it stands, and what was typed stays (a word or a figure out
 * of range is flagged by the field itself); a payment shows once the terms are valid and the
 * province is known.
 */
export function TermsForm({ revisionId, values, errors, province, onChange, onInputError }: TermsFormProps) {
  // While a field is in error (a figure refused as typed, say), the payment of the others is not shown.
  const invalid = Object.keys(errors).length > 0;
  const payment = invalid ? undefined : livePayment(values, province);
  const date = calendarDate(values.quotedOn);
  const words = numberFieldWords();
  return (
    <div className={styles.termsLayout}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => event.preventDefault()}
        aria-label={message('quote.terms.title')}
      >
        <div className={styles.fields}>
          {termFields.map((field) => (
            <NumberField
              key={`${revisionId}-${field}`}
              name={field}
              label={message(`quote.terms.field.${field}`)}
              value={values[field]}
              onChange={(value) => onChange(field, value)}
              onInputError={(text) => onInputError?.(field, text)}
              labels={words}
              {...errorProps(errors[field])}
              minValue={fieldFormats[field].minValue}
              maxValue={fieldFormats[field].maxValue}
              {...(fieldFormats[field].step !== undefined && { step: fieldFormats[field].step })}
              {...(fieldFormats[field].options && { formatOptions: fieldFormats[field].options })}
            />
          ))}
          <DatePicker
            name="quotedOn"
            label={message('quote.terms.field.quotedOn')}
            value={date}
            onChange={(day) => onChange('quotedOn', day ? day.toString() : '')}
            {...errorProps(errors['quotedOn'])}
          />
        </div>
      </Form>
      <PaymentSummary payment={payment} province={province} invalid={invalid} />
    </div>
  );
}

/** The monthly payment, line by line, or why it cannot be shown yet; announced as it changes. */
export function PaymentSummary({
  payment,
  province,
  invalid = false,
}: {
  payment: LeasePayment | undefined;
  province: ProvinceCode | null | undefined;
  /** A field of the terms is in error: the fields say what to correct. */
  invalid?: boolean;
}) {
  return (
    <section className={styles.payment} aria-label={message('quote.payment.title')}>
      <Text weight="bold">{message('quote.payment.title')}</Text>
      <p className={styles.paymentFigure} aria-live="polite">
        {payment ? formatMoney(payment.monthlyPayment) : '—'}
      </p>
      {payment ? (
        <DescriptionList items={paymentItems(payment)} />
      ) : (
        <Text size="small" tone="secondary">
          {!province
            ? message('quote.payment.noProvince')
            : invalid
              ? message('quote.payment.invalid')
              : message('quote.payment.incomplete')}
        </Text>
      )}
    </section>
  );
}

/** Terms that can no longer change, as a list of their figures. */
export function termsItems(terms: LeaseTerms): DescriptionListItem[] {
  const format = (field: TermField) => {
    const value = terms[field];
    const options = fieldFormats[field].options;
    return new Intl.NumberFormat(activeLocale(), options).format(value);
  };
  return [
    ...termFields.map((field) => ({
      term: message(`quote.terms.field.${field}`),
      description: format(field),
    })),
    { term: message('quote.terms.field.quotedOn'), description: formatDate(terms.quotedOn) },
  ];
}
