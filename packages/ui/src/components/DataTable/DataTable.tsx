import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  Cell,
  Collection,
  Column,
  Row,
  Table as RACTable,
  TableBody,
  TableHeader,
  TableLayout,
  TooltipTriggerStateContext,
  Virtualizer,
  type ColumnProps,
  type Key,
  type Selection,
  type SelectionMode,
  type SortDescriptor,
  type TooltipTriggerState,
} from 'react-aria-components';

import { ArrowDownIcon, ArrowUpIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { Alert } from '../Alert/Alert.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { LoadingDots } from '../LoadingDots/LoadingDots.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './DataTable.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export type { Key, Selection, SortDescriptor };

export interface DataTableColumn<T extends object> {
  /** Unique id; the `column` of the sort descriptor. */
  id: string;
  /** The column's title. */
  header: ReactNode;
  /** What to show in this column for a row. */
  cell: (row: T) => ReactNode;
  /** Whether pressing the header asks to sort by this column (`onSortChange`). */
  allowsSorting?: boolean;
  /** Whether this column names the row for screen readers (usually the first: name, file number). */
  isRowHeader?: boolean;
  /** `end` for numbers and amounts, so they line up. @default 'start' */
  align?: 'start' | 'end';
  /** A width: pixels, a percentage or a fraction (`'2fr'`). */
  width?: ColumnProps['width'];
  minWidth?: ColumnProps['minWidth'];
  /** The header as plain text, when `header` is not a string (for announcements). */
  textValue?: string;
  /**
   * A cell's whole text, for a cell that shows less of it (the first of several badges, say): a
   * tooltip shows it as it shows a cell cut short (whose whole text is its text content).
   */
  fullText?: (row: T) => string;
}

export interface DataTableProps<T extends object> {
  /** The columns, in order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows to show, already sorted and filtered (by you or by the server). */
  rows: readonly T[];
  /**
   * A row's unique key.
   * @default (row) => row.id
   */
  getRowId?: (row: T) => Key;
  /** The current sort, shown in the headers. Sorting is yours: sort `rows` when `onSortChange` fires. */
  sortDescriptor?: SortDescriptor;
  /** Called when the user asks to sort, by pressing a sortable header (Enter or Space from the keyboard). */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** @default 'none' */
  selectionMode?: SelectionMode;
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Called when the user opens a row (click, Enter). */
  onRowAction?: (key: Key) => void;
  /** Keys of rows that cannot be selected or opened. */
  disabledKeys?: Iterable<Key>;
  /** Rows are loading: with no rows yet, the body says so; otherwise a busy indicator shows in the corner. */
  isLoading?: boolean;
  /** @default 'Loading' */
  loadingLabel?: string;
  /** When set, the rows could not load: this message shows in place of the body. */
  error?: ReactNode;
  /**
   * Shown when there are no rows.
   * @default 'No results'
   */
  emptyState?: ReactNode;
  /**
   * Height of the scrolling area (the header stays in view). A number is in pixels.
   * @default 400
   */
  height?: number | string;
  /**
   * Height of each row, in pixels. Rows are virtualized, so they share one height.
   * @default 44
   */
  rowHeight?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  className?: string;
}

const defaultRowId = (row: unknown): Key => (row as { id: Key }).id;

/** How long the pointer rests on a cut-short cell before its whole text shows. */
const HOVER_DELAY_MS = 500;

/** A cell's tooltip is open while it is rendered: its cell, not a trigger, decides when. */
const shownTooltip: TooltipTriggerState = {
  isOpen: true,
  shouldSkipAnimation: false,
  open: () => undefined,
  close: () => undefined,
};

/** Whether an element, or one inside it, is cut short: its content wider than its box. */
function isCut(element: Element): boolean {
  if (element.scrollWidth > element.clientWidth + 1) return true;
  return [...element.children].some(isCut);
}

/**
 * A cell's content on one line, cut short with an ellipsis when the column is too narrow; then its
 * whole text (or the column's `fullText`, when the cell shows less) shows in a tooltip while the
 * cell has keyboard focus (the arrow keys move between cells) or the pointer rests on it.
 */
function CellText({
  children,
  isFocusVisible,
  isHovered,
  fullText,
}: {
  children: ReactNode;
  isFocusVisible: boolean;
  isHovered: boolean;
  fullText: string | undefined;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [rested, setRested] = useState(false);
  const [cutText, setCutText] = useState<string>();
  useEffect(() => {
    if (!isHovered) return setRested(false);
    const timer = setTimeout(() => setRested(true), HOVER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isHovered]);
  const open = isFocusVisible || (isHovered && rested);
  useLayoutEffect(() => {
    const element = ref.current;
    const shown = element?.textContent ?? '';
    const whole = fullText ?? shown;
    setCutText(open && element && (isCut(element) || whole !== shown) ? whole : undefined);
  }, [open, fullText]);
  return (
    <>
      <span ref={ref} className={styles.cellText}>
        {children}
      </span>
      {cutText ? (
        <TooltipTriggerStateContext.Provider value={shownTooltip}>
          <Tooltip triggerRef={ref} placement="top" className={styles.cellTooltip}>
            {cutText}
          </Tooltip>
        </TooltipTriggerStateContext.Provider>
      ) : null}
    </>
  );
}

/**
 * A table of records with sortable columns (sorted by you, so it can happen on the server), row
 * selection, loading, empty and error states and a header that stays in view. It is virtualized: only
 * the rows in view are in the page, so 100,000 rows cost a few hundred DOM nodes. Arrow keys move
 * between cells; Enter or Space on a header sorts. A cell cut short shows its whole text in a tooltip
 * while it has keyboard focus or the pointer rests on it. Built on react-aria's `Table` with `Virtualizer`
 * and `TableLayout`.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  getRowId = defaultRowId,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onRowAction,
  disabledKeys,
  isLoading = false,
  loadingLabel: loadingLabelGiven,
  error,
  emptyState: emptyStateGiven,
  height = 400,
  rowHeight = 44,
  className,
  ...aria
}: DataTableProps<T>) {
  const words = useUIWords();
  const loadingLabel = loadingLabelGiven ?? words.loading;
  const emptyState = emptyStateGiven ?? words.noResults;
  const showRows = error ? [] : rows;
  const withSelection = selectionMode === 'multiple';
  const style: CSSProperties = { height, scrollPaddingTop: rowHeight };

  return (
    <div className={cx(styles.container, className)} aria-busy={isLoading || undefined}>
      {isLoading && showRows.length > 0 ? (
        <div className={styles.busy}>
          <LoadingDots label={loadingLabel} />
        </div>
      ) : null}
      <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight: rowHeight }}>
        <RACTable
          {...aria}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          selectionMode={selectionMode}
          selectionBehavior="toggle"
          selectedKeys={selectedKeys}
          defaultSelectedKeys={defaultSelectedKeys}
          onSelectionChange={onSelectionChange}
          onRowAction={onRowAction}
          disabledKeys={disabledKeys}
          className={styles.table}
          style={style}
        >
          <TableHeader className={styles.header}>
            {withSelection ? (
              <Column width={48} minWidth={48} className={cx(styles.column, styles.selectionCell)}>
                <Checkbox slot="selection" />
              </Column>
            ) : null}
            <Collection items={columns}>
              {(column) => (
                <Column
                  id={column.id}
                  allowsSorting={column.allowsSorting}
                  isRowHeader={column.isRowHeader}
                  width={column.width}
                  minWidth={column.minWidth}
                  textValue={
                    column.textValue ?? (typeof column.header === 'string' ? column.header : undefined)
                  }
                  className={styles.column}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <span
                      className={cx(styles.columnContent, column.align === 'end' && styles.alignEnd)}
                      data-sort-direction={sortDirection ?? 'none'}
                    >
                      <span className={styles.columnTitle}>{column.header}</span>
                      {allowsSorting ? (
                        sortDirection === 'descending' ? (
                          <ArrowDownIcon className={styles.sortIcon} />
                        ) : (
                          <ArrowUpIcon className={styles.sortIcon} />
                        )
                      ) : null}
                    </span>
                  )}
                </Column>
              )}
            </Collection>
          </TableHeader>
          <TableBody
            items={showRows}
            dependencies={[columns, withSelection, getRowId]}
            renderEmptyState={() => (
              <div className={styles.state}>
                {error ? (
                  <Alert tone="critical">{error}</Alert>
                ) : isLoading ? (
                  <LoadingDots label={loadingLabel} />
                ) : (
                  emptyState
                )}
              </div>
            )}
          >
            {(row) => (
              <Row id={getRowId(row)} className={styles.row}>
                {withSelection ? (
                  <Cell className={cx(styles.cell, styles.selectionCell)}>
                    <Checkbox slot="selection" />
                  </Cell>
                ) : null}
                {columns.map((column) => (
                  <Cell
                    key={column.id}
                    className={cx(styles.cell, column.align === 'end' && styles.alignEnd)}
                  >
                    {({ isFocusVisible, isHovered }) => (
                      <CellText
                        isFocusVisible={isFocusVisible}
                        isHovered={isHovered}
                        fullText={column.fullText?.(row)}
                      >
                        {column.cell(row)}
                      </CellText>
                    )}
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </RACTable>
      </Virtualizer>
    </div>
  );
}
