import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button as RACButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
  type Key,
} from 'react-aria-components';

import { ArrowDownIcon, ArrowUpIcon, GripIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { cx } from '../../utils/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './ReorderableList.css.ts';

/** Moves the items with `keys` to just before or after `target`, keeping their relative order. */
export function moveItems<T>(
  items: readonly T[],
  getKey: (item: T) => Key,
  keys: ReadonlySet<Key>,
  target: Key,
  position: 'before' | 'after',
): T[] {
  const moving = items.filter((item) => keys.has(getKey(item)));
  const rest = items.filter((item) => !keys.has(getKey(item)));
  const at = rest.findIndex((item) => getKey(item) === target);
  if (at < 0) return [...items];
  const index = position === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...moving, ...rest.slice(index)];
}

export interface ReorderableListProps<T extends object> {
  /** The items, in their current order. */
  items: readonly T[];
  /** Renders an item's content. */
  children: (item: T) => ReactNode;
  /** The item's name as text, for announcements and the move buttons' labels (“Revision 2”). */
  getTextValue: (item: T) => string;
  /** Called with the items in their new order. Update `items` with it (and save it). */
  onReorder: (items: T[]) => void;
  /**
   * A unique key for each item.
   * @default (item) => item.id
   */
  getKey?: (item: T) => Key;
  /** More controls for an item, after the move buttons (a delete button, a menu). */
  renderActions?: (item: T) => ReactNode;
  /** Accessible name of the list. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Labels and announcements, for other wordings or languages.
   * @default English
   */
  labels?: {
    moveUp?: (text: string) => string;
    moveDown?: (text: string) => string;
    drag?: (text: string) => string;
    moved?: (text: string, position: number, count: number) => string;
  };
}

const defaultLabels = {
  moveUp: (text: string) => `Move ${text} up`,
  moveDown: (text: string) => `Move ${text} down`,
  drag: (text: string) => `Drag ${text}`,
  moved: (text: string, position: number, count: number) =>
    `${text} moved to position ${position} of ${count}.`,
};

const defaultKey = (item: object): Key => (item as { id: Key }).id;

/**
 * A list the user puts in order: by dragging a row's handle, or without dragging (WCAG 2.5.7) with
 * its Move up / Move down buttons or Alt + ↑ / Alt + ↓ on a focused row. Each move is announced.
 * Built on react-aria's `GridList` with `useDragAndDrop` (which also gives screen reader users
 * keyboard drag and drop from the handle).
 */
export function ReorderableList<T extends object>({
  items,
  children,
  getTextValue,
  onReorder,
  getKey = defaultKey,
  renderActions,
  isDisabled = false,
  labels: labelOverrides,
  ...aria
}: ReorderableListProps<T>) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  // After a move, where focus goes once the list has re-rendered in its new order (`from` is the
  // order it was moved from: a render before the new order arrives must not take the focus yet).
  const pendingFocus = useRef<{ key: Key; target: 'row' | 'up' | 'down'; from: readonly T[] } | null>(null);

  const commit = (next: T[], key: Key, target: 'row' | 'up' | 'down') => {
    const index = next.findIndex((item) => getKey(item) === key);
    const item = next[index];
    if (!item) return;
    pendingFocus.current = { key, target, from: items };
    onReorder(next);
    setAnnouncement(labels.moved(getTextValue(item), index + 1, next.length));
  };

  const moveBy = (key: Key, delta: -1 | 1, target: 'row' | 'up' | 'down') => {
    const index = items.findIndex((item) => getKey(item) === key);
    const neighbour = items[index + delta];
    if (index < 0 || !neighbour) return;
    commit(
      moveItems(items, getKey, new Set([key]), getKey(neighbour), delta < 0 ? 'before' : 'after'),
      key,
      target,
    );
  };

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.from === items) return;
    pendingFocus.current = null;
    const row = root.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(String(pending.key))}"]`);
    if (!row) return;
    const index = items.findIndex((item) => getKey(item) === pending.key);
    let target = pending.target;
    // A move button that is now disabled (the item reached an end) cannot keep focus: use the other.
    if (target === 'up' && index === 0) target = 'down';
    if (target === 'down' && index === items.length - 1) target = 'up';
    const button = target === 'row' ? null : row.querySelector<HTMLElement>(`[data-move="${target}"]`);
    // After the grid's own effects, which put the focus back on the row it tracks.
    requestAnimationFrame(() => (button ?? row).focus());
  }, [items, getKey]);

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => {
        const item = items.find((i) => getKey(i) === key);
        return { 'text/plain': item ? getTextValue(item) : String(key) };
      }),
    onReorder: (event) => {
      if (event.target.dropPosition === 'on') return;
      const first = [...event.keys][0];
      if (first === undefined) return;
      commit(moveItems(items, getKey, event.keys, event.target.key, event.target.dropPosition), first, 'row');
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
    isDisabled,
  });

  // Alt + ↑ / Alt + ↓ move the focused row, before the grid's own arrow-key navigation sees the key.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isDisabled || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-key]');
    const key = row ? items.map(getKey).find((k) => String(k) === row.dataset.key) : undefined;
    if (key === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    moveBy(key, event.key === 'ArrowUp' ? -1 : 1, 'row');
  };

  return (
    <div ref={root} onKeyDownCapture={onKeyDownCapture}>
      <GridList
        {...aria}
        items={items}
        dragAndDropHooks={dragAndDropHooks}
        disabledBehavior="selection"
        className={styles.list}
        // Rows are cached by item: their buttons' state and handlers depend on the whole order.
        dependencies={[items, isDisabled]}
      >
        {(item) => {
          const key = getKey(item);
          const text = getTextValue(item);
          const index = items.indexOf(item);
          return (
            <GridListItem id={key} textValue={text} className={styles.item}>
              <RACButton slot="drag" aria-label={labels.drag(text)} className={styles.handle}>
                <GripIcon />
              </RACButton>
              <div className={styles.content}>{children(item)}</div>
              <div className={styles.actions}>
                <IconButton
                  label={labels.moveUp(text)}
                  size="small"
                  data-move="up"
                  isDisabled={isDisabled || index === 0}
                  onPress={() => moveBy(key, -1, 'up')}
                >
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  label={labels.moveDown(text)}
                  size="small"
                  data-move="down"
                  isDisabled={isDisabled || index === items.length - 1}
                  onPress={() => moveBy(key, 1, 'down')}
                >
                  <ArrowDownIcon />
                </IconButton>
                {renderActions?.(item)}
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      <div role="status" aria-live="polite" className={cx(visuallyHidden)}>
        {announcement}
      </div>
    </div>
  );
}
