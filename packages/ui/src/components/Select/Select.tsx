import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';

import { ChevronDownIcon } from '../../icons/icons.tsx';
import { cx, withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import { ListBox, ListBoxItem } from '../ListBox/ListBox.tsx';
import { PopoverSurface } from '../Popover/Popover.tsx';
import * as styles from './Select.css.ts';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  /** The visible label. */
  label?: ReactNode;
  /** Help text between the label and the button. */
  description?: ReactNode;
  /** The message shown while the field is invalid; by default its validation message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options, for a dynamic list: `items={provinces}` with a render function as children. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function that renders one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Choose one option from a list in a popover. The button shows the choice; Space, Enter or the arrow
 * keys open the list, typing jumps to an option. With a `name`, it submits with forms like a native
 * select. Built from react-aria's `Select`, our `PopoverSurface` and `ListBox`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={withClass(className, fieldStyles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      {description ? <Description>{description}</Description> : null}
      <RACButton className={cx(fieldStyles.input, styles.button)}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </RACButton>
      <FieldError>{errorMessage}</FieldError>
      <PopoverSurface>
        <ListBox items={items}>{children}</ListBox>
      </PopoverSurface>
    </RACSelect>
  );
}

/** One option of a `Select`. */
export const SelectItem = ListBoxItem;
