import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { CloseIcon, SearchIcon } from '../../icons/icons.tsx';
import { cx, withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import * as styles from './SearchField.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** The visible label. Without one, give an `aria-label`. */
  label?: ReactNode;
  /** Help text between the label and the input. */
  description?: ReactNode;
  /** The message shown while the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text, such as an example query. */
  placeholder?: string;
  /**
   * Accessible label of the clear button.
   * @default 'Clear search'
   */
  clearLabel?: string;
}

/**
 * A search input: Enter submits (`onSubmit`), Escape or the clear button empties it (`onClear`).
 * Wraps react-aria's `SearchField`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel: clearLabelGiven,
  className,
  ...props
}: SearchFieldProps) {
  const words = useUIWords();
  const clearLabel = clearLabelGiven ?? words.clearSearch;
  return (
    <RACSearchField {...props} className={withClass(className, fieldStyles.field)}>
      {label ? <Label>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <Group className={fieldStyles.group}>
        <SearchIcon className={styles.icon} />
        <Input placeholder={placeholder} className={fieldStyles.groupInput} />
        <RACButton aria-label={clearLabel} className={cx(fieldStyles.groupButton, styles.clear)}>
          <CloseIcon />
        </RACButton>
      </Group>
      <FieldError>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
