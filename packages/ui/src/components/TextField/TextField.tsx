import type { ReactNode } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** The visible label. Required unless the field is named another way (`aria-label`, `aria-labelledby`). */
  label?: ReactNode;
  /** Help text shown between the label and the input, and read with the field. */
  description?: ReactNode;
  /**
   * The message shown while the field is invalid. By default the validation message is shown
   * (native constraints, `validate`, or the form's `validationErrors` for this field's `name`).
   * To force the error, also pass `isInvalid`.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text. Do not use it instead of a label or to give instructions. */
  placeholder?: string;
}

/**
 * A single-line text input with label, description and error. Wraps react-aria's `TextField`: the
 * label, help text and error are linked to the input, and a form's server errors reach it by `name`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      className={(rp) =>
        [fieldStyles.field, typeof className === 'function' ? className(rp) : className]
          .filter(Boolean)
          .join(' ')
      }
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <Input className={fieldStyles.input} placeholder={placeholder} />
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
