import { ChevronIcon, ChevronLeftIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './Pagination.css.ts';
import { fillWords, useUIWords } from '../UIProvider/words.ts';

/** A page number, or a gap between page numbers. */
export type PaginationEntry = number | 'gap';

/**
 * The page numbers to show: always the first and last, the current one with `siblings` on each side,
 * and `'gap'` where pages are left out. A gap always stands for at least two pages (a single hidden
 * page is shown instead), so the list length stays stable as the current page moves.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationEntry[] {
  if (pageCount <= 0) return [];
  // first + gap + current with its siblings + gap + last
  if (pageCount <= siblings * 2 + 5) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.max(Math.min(current - siblings, pageCount - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(current + siblings, siblings * 2 + 3), pageCount - 2);
  return [
    1,
    start > 3 ? 'gap' : 2,
    ...Array.from({ length: end - start + 1 }, (_, i) => start + i),
    end < pageCount - 2 ? 'gap' : pageCount - 1,
    pageCount,
  ];
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page to show. The caller fetches it and passes the new `page`. */
  onPageChange: (page: number) => void;
  /**
   * Pages shown on each side of the current one.
   * @default 1
   */
  siblings?: number;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Pagination'
   */
  label?: string;
  /** @default 'Previous page' */
  previousLabel?: string;
  /** @default 'Next page' */
  nextLabel?: string;
  /**
   * Accessible name of each page button.
   * @default (page) => `Page ${page}`
   */
  pageLabel?: (page: number) => string;
  className?: string;
}

/**
 * Moves through a list shown a page at a time: previous and next buttons and page numbers, the
 * current one marked `aria-current="page"`. The caller owns the page (often on the server).
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  label: labelGiven,
  previousLabel: previousLabelGiven,
  nextLabel: nextLabelGiven,
  pageLabel: pageLabelGiven,
  className,
}: PaginationProps) {
  const words = useUIWords();
  const label = labelGiven ?? words.pagination;
  const previousLabel = previousLabelGiven ?? words.previousPage;
  const nextLabel = nextLabelGiven ?? words.nextPage;
  const pageLabel = pageLabelGiven ?? ((page: number) => fillWords(words.page, { page }));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul role="list" className={styles.list}>
        <li>
          <Button
            variant="quiet"
            size="small"
            aria-label={previousLabel}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </Button>
        </li>
        {paginationRange(page, pageCount, siblings).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Button
                variant="quiet"
                size="small"
                aria-label={pageLabel(entry)}
                aria-current={entry === page ? 'page' : undefined}
                className={cx(styles.page)}
                onPress={() => onPageChange(entry)}
              >
                {entry}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="quiet"
            size="small"
            aria-label={nextLabel}
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronIcon />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
