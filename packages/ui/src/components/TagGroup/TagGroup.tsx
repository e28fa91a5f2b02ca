import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList,
  type Key,
  type TagGroupProps as RACTagGroupProps,
  type TagProps as RACTagProps,
} from 'react-aria-components';

import { CloseIcon } from '../../icons/icons.tsx';
import { cx, withClass } from '../../utils/cx.ts';
import { Description, Label } from '../Form/Form.tsx';
import * as styles from './TagGroup.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export interface TagGroupItem {
  id: Key;
  label: string;
}

export interface TagGroupProps extends Omit<RACTagGroupProps, 'children'> {
  /** The group's visible label. Without one, give an `aria-label`. */
  label?: ReactNode;
  /** Help text under the tags. */
  description?: ReactNode;
  /** The tags. */
  items: readonly TagGroupItem[];
  /**
   * Called with the keys to remove (remove button, Delete or Backspace). Without it, tags cannot be
   * removed. Remove them from `items` yourself.
   */
  onRemove?: (keys: Set<Key>) => void;
  /**
   * Accessible label of each remove button; the tag's own text is added after it (“Remove Flagged”).
   * @default react-aria's, in the current locale ('Remove')
   */
  removeLabel?: string;
  /**
   * Shown when there are no tags.
   * @default 'None'
   */
  emptyLabel?: ReactNode;
}

/**
 * A list of tags, such as the tags of a GPS device or the filters in use. With `onRemove`, each tag has
 * a remove button, and Delete or Backspace removes the focused tag; arrow keys move between tags.
 * Wraps react-aria's `TagGroup`.
 */
export function TagGroup({
  label,
  description,
  items,
  onRemove,
  removeLabel,
  emptyLabel: emptyLabelGiven,
  className,
  ...props
}: TagGroupProps) {
  const words = useUIWords();
  const emptyLabel = emptyLabelGiven ?? words.none;
  return (
    <RACTagGroup {...props} onRemove={onRemove} className={cx(styles.group, className)}>
      {label ? <Label>{label}</Label> : null}
      <TagList
        items={items}
        className={styles.list}
        renderEmptyState={() => <span className={styles.empty}>{emptyLabel}</span>}
      >
        {(item) => (
          <Tag id={item.id} textValue={item.label} removeLabel={removeLabel}>
            {item.label}
          </Tag>
        )}
      </TagList>
      {description ? <Description>{description}</Description> : null}
    </RACTagGroup>
  );
}

interface TagProps extends RACTagProps {
  removeLabel?: string;
}

function Tag({ children, removeLabel, className, ...props }: TagProps) {
  return (
    <RACTag {...props} className={withClass(className, styles.tag)}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {renderProps.allowsRemoving ? (
            <RACButton slot="remove" aria-label={removeLabel} className={styles.remove}>
              <CloseIcon />
            </RACButton>
          ) : null}
        </>
      )}
    </RACTag>
  );
}
