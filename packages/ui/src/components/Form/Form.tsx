/**
 * The form and the parts every field shares: `Label`, `Description` and `FieldError` are written once,
 * here, and reused by `TextField` and every later field.
 */
import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Form as RACForm,
  Label as RACLabel,
  type FieldErrorProps as RACFieldErrorProps,
  type FormProps as RACFormProps,
  type LabelProps as RACLabelProps,
} from 'react-aria-components';

import { ErrorIcon } from '../../icons/icons.tsx';
import { Text, type TextProps } from '../Text/Text.tsx';
import * as styles from './Form.css.ts';

export interface FormProps extends RACFormProps {
  /**
   * Errors from the server, keyed by field name: a field whose `name` has an entry shows that error
   * (and is marked invalid) until the user edits it. Pass `{}` or leave unset when there are none.
   */
  validationErrors?: RACFormProps['validationErrors'];
}

/**
 * A form. Wraps react-aria's `Form`, which connects each named field to `validationErrors` and to
 * native constraint validation (`isRequired`, `type="email"`…), and focuses the first invalid field
 * on submit.
 */
export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={[styles.form, className].filter(Boolean).join(' ')} />;
}

export interface LabelProps extends RACLabelProps {
  /**
   * Shows a required marker after the label. The marker is visual only: the field itself tells
   * screen readers it is required.
   * @default false
   */
  isRequired?: boolean;
}

/** A field label. Inside a react-aria field it is linked to the input automatically. */
export function Label({ isRequired = false, className, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={[styles.label, className].filter(Boolean).join(' ')}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </RACLabel>
  );
}

export type DescriptionProps = Omit<TextProps, 'slot' | 'size' | 'tone'>;

/** Help text under a field, linked to the input with `aria-describedby`. */
export function Description({ className, as = 'div', ...props }: DescriptionProps) {
  return (
    <Text
      {...props}
      as={as}
      slot="description"
      size="small"
      tone="secondary"
      className={[styles.description, className].filter(Boolean).join(' ')}
    />
  );
}

export interface FieldErrorProps extends Omit<RACFieldErrorProps, 'children'> {
  /**
   * The message. By default the field's own validation messages (native constraints, `validate`, or
   * the form's `validationErrors`) are shown.
   */
  children?: RACFieldErrorProps['children'];
}

/** The error under a field. Renders only while the field is invalid, linked with `aria-describedby`. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <RACFieldError {...props} className={[styles.fieldError, className].filter(Boolean).join(' ')}>
      {(validation) => {
        const message: ReactNode =
          typeof children === 'function'
            ? children({ ...validation, defaultChildren: undefined })
            : (children ?? validation.validationErrors.join(' '));
        return (
          <>
            <ErrorIcon className={styles.fieldErrorIcon} />
            <span>{message}</span>
          </>
        );
      }}
    </RACFieldError>
  );
}

export { styles as fieldStyles };
