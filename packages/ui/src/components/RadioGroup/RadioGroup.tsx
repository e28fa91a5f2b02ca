import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
  type ValidationResult,
} from 'react-aria-components';

import { cx, withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** The question the options answer. */
  label?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The message shown while the group is invalid; by default its validation message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The `Radio`s, each with a `value`. */
  children?: ReactNode;
}

/**
 * Choose exactly one of a few options, all visible. Tab enters the group, arrow keys move and select.
 * Wraps react-aria's `RadioGroup`.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={withClass(className, fieldStyles.choiceGroup)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <div
        className={cx(
          fieldStyles.choiceList,
          orientation === 'horizontal' && fieldStyles.choiceListHorizontal,
        )}
      >
        {children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  /** The option's label. */
  children?: ReactNode;
}

/** One option of a `RadioGroup`. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={withClass(className, styles.radio)}>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </RACRadio>
  );
}
