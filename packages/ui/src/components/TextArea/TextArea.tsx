import type { ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { cx, withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children'> {
  /** The visible label. Required unless the field is named another way (`aria-label`). */
  label?: ReactNode;
  /** Help text between the label and the input, read with the field. */
  description?: ReactNode;
  /** The message shown while the field is invalid; by default its validation message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text. Do not use it instead of a label. */
  placeholder?: string;
  /**
   * Visible lines of text before it scrolls. The user can make it taller.
   * @default 4
   */
  rows?: number;
}

/** A multi-line text input with label, description and error. Wraps react-aria's `TextField` + `TextArea`. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={withClass(className, fieldStyles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <RACTextArea rows={rows} placeholder={placeholder} className={cx(fieldStyles.input, styles.textArea)} />
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
