import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
  type ValidationResult,
} from 'react-aria-components';

import { CheckIcon, MinusIcon } from '../../icons/icons.tsx';
import { cx, withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The label, beside the box. Clicking it toggles the box. */
  children?: ReactNode;
}

/**
 * A box the user checks or unchecks, with its label; `isIndeterminate` for a partly selected group.
 * Wraps react-aria's `Checkbox` (a native checkbox underneath, so it submits with forms).
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={withClass(className, styles.checkbox)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon strokeWidth={3} />
            ) : isSelected ? (
              <CheckIcon strokeWidth={3} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The group's label, naming the question the boxes answer. */
  label?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The message shown while the group is invalid; by default its validation message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The `Checkbox`es, each with a `value`. */
  children?: ReactNode;
  /**
   * Whether the boxes stack or sit in a row (wrapping on narrow screens).
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
}

/** Several related checkboxes under one label; its value is the list of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={withClass(className, fieldStyles.choiceGroup)}>
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
    </RACCheckboxGroup>
  );
}
