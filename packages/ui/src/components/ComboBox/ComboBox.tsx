import { useEffect, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Group,
  Input,
  type Key,
  type ComboBoxProps as RACComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';

import { ChevronDownIcon } from '../../icons/icons.tsx';
import { withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import { ListBox, ListBoxItem, listBoxStyles } from '../ListBox/ListBox.tsx';
import { PopoverSurface } from '../Popover/Popover.tsx';
import { useUIWords } from '../UIProvider/words.ts';

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
  emptyLabel: emptyLabelGiven,
  buttonLabel: buttonLabelGiven,
  className,
  ...props
}: ComboBoxProps<T>) {
  const words = useUIWords();
  const emptyLabel = emptyLabelGiven ?? words.noMatches;
  const buttonLabel = buttonLabelGiven ?? words.showOptions;
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

export interface SearchComboBoxProps<T extends object> extends Omit<
  ComboBoxProps<T>,
  | 'items'
  | 'defaultItems'
  | 'children'
  | 'inputValue'
  | 'defaultInputValue'
  | 'onInputChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'value'
  | 'defaultValue'
  | 'onChange'
> {
  /** What the search found for the text typed last (the server's answer). */
  items: readonly T[];
  /** The item chosen, or null. It stays listed (and chosen) whatever the search answers next. */
  value: T | null;
  /** Called when an item is chosen, and with null when the user types over the choice. */
  onChange: (item: T | null) => void;
  /** Called with what the user typed: the text to search for. Never with a chosen item's label. */
  onSearchChange: (search: string) => void;
  /** The item's key in the list. */
  itemKey: (item: T) => Key;
  /** The item's text: in the list, and in the input once chosen. */
  itemLabel: (item: T) => string;
}

/**
 * A `ComboBox` over a search the caller runs (a server search): the user types, the caller searches
 * with `onSearchChange` and passes what it found as `items`; choosing an item shows its label in the
 * input without searching for that label, and the choice stays listed whatever the search answers
 * after, so it is never dropped for not being found. Typing over a choice clears it.
 */
export function SearchComboBox<T extends object>({
  items,
  value,
  onChange,
  onSearchChange,
  itemKey,
  itemLabel,
  ...props
}: SearchComboBoxProps<T>) {
  const [input, setInput] = useState(() => (value ? itemLabel(value) : ''));
  const chosenLabel = value ? itemLabel(value) : null;
  // A choice made elsewhere (a form reset, a value given) shows its label.
  useEffect(() => {
    if (chosenLabel !== null) setInput(chosenLabel);
  }, [chosenLabel]);
  const chosenKey = value ? itemKey(value) : null;
  const listed = value && !items.some((item) => itemKey(item) === chosenKey) ? [value, ...items] : items;

  return (
    <ComboBox
      {...props}
      items={listed}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text);
        // The box writes the chosen item's label itself: that is no search.
        if (chosenLabel !== null && text === chosenLabel) return;
        if (value) onChange(null);
        onSearchChange(text);
      }}
      selectedKey={chosenKey}
      onSelectionChange={(key) => {
        // Null: the box closed without a choice; what was typed stays.
        const chosen = key === null ? undefined : listed.find((item) => itemKey(item) === key);
        if (!chosen) return;
        setInput(itemLabel(chosen));
        if (itemKey(chosen) !== chosenKey) onChange(chosen);
      }}
    >
      {(item) => (
        <ComboBoxItem id={itemKey(item)} textValue={itemLabel(item)}>
          {itemLabel(item)}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
