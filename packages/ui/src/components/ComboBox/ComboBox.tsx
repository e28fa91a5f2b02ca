import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Group,
  Input,
  type ComboBoxProps as RACComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';

import { ChevronDownIcon } from '../../icons/icons.tsx';
import { withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import { ListBox, ListBoxItem, listBoxStyles } from '../ListBox/ListBox.tsx';
import { PopoverSurface } from '../Popover/Popover.tsx';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'> {
  /** The visible label. */
  label?: ReactNode;
  /** Help text between the label and the input. */
  description?: ReactNode;
  /** The message shown while the field is invalid; by default its validation message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder text. */
  placeholder?: string;
  /** `ComboBoxItem`s, or a function that renders one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Shown in the list when nothing matches what was typed.
   * @default 'No matches'
   */
  emptyLabel?: string;
  /**
   * Accessible label of the button that opens the list.
   * @default 'Show options'
   */
  buttonLabel?: string;
}

/**
 * A text input with a filtered list of options: type to narrow the list, arrow keys to move, Enter to
 * choose. Filtering is built in (`items` + `defaultFilter`), or pass filtered `items` yourself for a
 * server search. Built from react-aria's `ComboBox`, our `PopoverSurface` and `ListBox`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  emptyLabel = 'No matches',
  buttonLabel = 'Show options',
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox {...props} className={withClass(className, fieldStyles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <Group className={fieldStyles.group}>
        <Input placeholder={placeholder} className={fieldStyles.groupInput} />
        <RACButton aria-label={buttonLabel} className={fieldStyles.groupButton}>
          <ChevronDownIcon />
        </RACButton>
      </Group>
      <FieldError>{errorMessage}</FieldError>
      <PopoverSurface placement="bottom start">
        <ListBox renderEmptyState={() => <div className={listBoxStyles.empty}>{emptyLabel}</div>}>
          {children}
        </ListBox>
      </PopoverSurface>
    </RACComboBox>
  );
}

/** One option of a `ComboBox`. */
export const ComboBoxItem = ListBoxItem;
