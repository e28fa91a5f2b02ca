/**
 * The option list inside `Select` and `ComboBox` popovers. Its item is exported as `SelectItem` and
 * `ComboBoxItem`.
 */
import {
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
} from 'react-aria-components';

import { CheckIcon } from '../../icons/icons.tsx';
import { withClass } from '../../utils/cx.ts';
import * as styles from './ListBox.css.ts';

export function ListBox<T extends object>({ className, ...props }: RACListBoxProps<T>) {
  return <RACListBox {...props} className={withClass(className, styles.listBox)} />;
}

export type ListBoxItemProps<T = object> = RACListBoxItemProps<T>;

/** One option. Its text (or `textValue`) is what typing matches and what the closed field shows. */
export function ListBoxItem<T extends object>({ className, children, ...props }: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACListBoxItem {...props} textValue={textValue} className={withClass(className, styles.item)}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {renderProps.isSelected ? <CheckIcon className={styles.check} /> : null}
        </>
      )}
    </RACListBoxItem>
  );
}

export { styles as listBoxStyles };
