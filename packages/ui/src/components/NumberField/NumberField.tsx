import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { MinusIcon, PlusIcon } from '../../icons/icons.tsx';
import { cx, withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import * as styles from './NumberField.css.ts';

/**
 * Ready-made formats: `decimal` (1,234.5), `currency` (Canadian dollars, $1,234.50) and `percent`
 * (the value 0.055 shows as 5.5 %).
 */
export const numberFormats = ['decimal', 'currency', 'percent'] as const;
export type NumberFormat = (typeof numberFormats)[number];

const formats: Record<NumberFormat, Intl.NumberFormatOptions> = {
  decimal: { maximumFractionDigits: 2 },
  currency: { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' },
  percent: { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 },
};

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'> {
  /** The visible label. */
  label?: ReactNode;
  /** Help text between the label and the input. */
  description?: ReactNode;
  /** The message shown while the field is invalid; by default its validation message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * How the number is shown and parsed: `currency` is Canadian dollars, `percent` stores 0.055 for 5.5 %.
   * `formatOptions` wins over it.
   * @default 'decimal'
   */
  format?: NumberFormat;
  /**
   * Shows − and + buttons (the arrow keys step too), named by react-aria in the current locale
   * (“Decrease Term”).
   * @default false
   */
  showStepper?: boolean;
  /** Placeholder text. */
  placeholder?: string;
}

/**
 * A number input that formats as you leave it and parses what people type (“$1,200”, “5.5%”), in the
 * locale of the `UIProvider` (en-CA by default). Arrow keys step by `step`. Wraps react-aria's `NumberField`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  format = 'decimal',
  formatOptions,
  showStepper = false,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      formatOptions={formatOptions ?? formats[format]}
      className={withClass(className, fieldStyles.field)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <Group className={fieldStyles.group}>
        <Input placeholder={placeholder} className={cx(fieldStyles.groupInput, styles.input)} />
        {showStepper ? (
          <span className={styles.stepper}>
            <RACButton slot="decrement" className={fieldStyles.groupButton}>
              <MinusIcon />
            </RACButton>
            <RACButton slot="increment" className={fieldStyles.groupButton}>
              <PlusIcon />
            </RACButton>
          </span>
        ) : null}
      </Group>
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
