import type { ReactNode } from 'react';
import { GridList, GridListItem, ListLayout, Virtualizer, type Key } from 'react-aria-components';
import { Badge, DataTable, Link, StatusBadge, type DataTableColumn } from '@sfi/ui';
import {
  message,
  provinceLabel,
  quoteListLabel,
  quoteStatusLabel,
  quoteStatusTone,
  type LeaseQuoteListItem,
  type QuoteSortField,
} from '@sfi/domain';
import { useQuoteToolMode } from '../mode.tsx';
import type { QuotePaths } from './paths.ts';
import { hasNewMessage, quoteDate, quoteTitle, shortQuoteId, vehicleName } from './quoteText.ts';
import * as styles from './QuotesPage.css.ts';

/** What the list shows and links to, for both of its layouts. */
export interface QuoteListItemsProps {
  quotes: readonly LeaseQuoteListItem[];
  paths: QuotePaths;
  /** The signed-in user, whose unread messages are marked. */
  userId?: string;
  /** A page is loading: the rows shown are the previous page's. */
  isLoading: boolean;
  /** The list's sort: each quote shows the date it is sorted by. */
  sortBy: QuoteSortField;
  /** Opens a quote (a row's action: Enter or a click). */
  onOpen: (id: string) => void;
}

const ROW_HEIGHT = 60;
/** The most room the list takes on screen before it scrolls. */
const MAX_LIST_HEIGHT = '75vh';

/** The quote's header status, by the spec's label and colour (doc 1 §4). */
function QuoteStatusBadge({ quote }: { quote: LeaseQuoteListItem }) {
  return <StatusBadge tone={quoteStatusTone(quote.status)}>{quoteStatusLabel(quote.status)}</StatusBadge>;
}

/**
 * The state the list shows the quote in (its selected revision's, labelled by its type and state as
 * the editor labels it), when it says more than the status beside it: a draft quote is not "Draft
 * Draft".
 */
function listStateDetail(quote: LeaseQuoteListItem): string | undefined {
  const state = quoteListLabel(quote);
  return state === quoteStatusLabel(quote.status) ? undefined : state;
}

function NewMessageMarker({ quote, userId }: { quote: LeaseQuoteListItem; userId?: string }) {
  const mode = useQuoteToolMode();
  return hasNewMessage(quote, mode, userId) ? (
    <Badge tone="brand" variant="solid">
      {message('quotes.newMessage')}
    </Badge>
  ) : null;
}

const dealerName = (quote: LeaseQuoteListItem) => quote.dealer?.name ?? message('quotes.dealer.none');
const province = (quote: LeaseQuoteListItem) => (quote.province ? provinceLabel(quote.province) : '');
/** The date the list is sorted by: "Updated March 9, 2026", or "Created March 2, 2026". */
const sortDateText = (quote: LeaseQuoteListItem, sortBy: QuoteSortField) =>
  sortBy === 'createdAt'
    ? message('quotes.created', { date: quoteDate(quote.createdAt) })
    : message('quotes.updated', { date: quoteDate(quote.sortDate) });

/**
 * What names the quote besides its title: the company of a named customer, and the short number
 * of a quote titled by its customer (the title of a quote without a customer is its number).
 */
function titleDetail(quote: LeaseQuoteListItem): string | undefined {
  const { firstName, lastName, companyName } = quote.customer ?? {};
  if (firstName || lastName) return companyName || shortQuoteId(quote.id);
  return companyName ? shortQuoteId(quote.id) : undefined;
}

/** A cell's value, and a detail under it; text too long for the cell ends in an ellipsis. */
function Lines({ children, detail }: { children: ReactNode; detail?: ReactNode }) {
  return (
    <span className={styles.lines}>
      <span className={styles.line}>
        {typeof children === 'string' ? (
          <span className={styles.truncated} title={children}>
            {children}
          </span>
        ) : (
          children
        )}
      </span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </span>
  );
}

function tableColumns(
  paths: QuotePaths,
  sortBy: QuoteSortField,
  userId?: string,
): DataTableColumn<LeaseQuoteListItem>[] {
  return [
    {
      id: 'quote',
      header: message('quotes.column.quote'),
      isRowHeader: true,
      width: '1.2fr',
      minWidth: 150,
      cell: (quote) => (
        <Lines detail={titleDetail(quote)}>
          <span className={styles.truncated}>
            <Link href={paths.quote(quote.id)}>{quoteTitle(quote)}</Link>
          </span>
          <NewMessageMarker quote={quote} userId={userId} />
        </Lines>
      ),
    },
    {
      id: 'vehicle',
      header: message('quotes.column.vehicle'),
      width: '1.3fr',
      minWidth: 140,
      cell: (quote) => <Lines detail={quote.vehicle.vin}>{vehicleName(quote.vehicle)}</Lines>,
    },
    {
      id: 'dealer',
      header: message('quotes.filter.dealer.label'),
      width: '1.1fr',
      minWidth: 130,
      cell: (quote) => <Lines detail={province(quote)}>{dealerName(quote)}</Lines>,
    },
    {
      id: 'preparedBy',
      header: message('quotes.filter.preparedBy.label'),
      width: '1.2fr',
      minWidth: 120,
      cell: (quote) => <Lines detail={sortDateText(quote, sortBy)}>{quote.preparedBy}</Lines>,
    },
    {
      id: 'status',
      header: message('quotes.filter.status.label'),
      // Room for the longest state, in either language (« En attente d’examen »).
      width: 224,
      cell: (quote) => (
        <Lines detail={listStateDetail(quote)}>
          <QuoteStatusBadge quote={quote} />
        </Lines>
      ),
    },
  ];
}

/**
 * The quotes as a table, for wide screens: one row per quote, its customer linking to the quote.
 * Virtualized (only the rows in view are in the page), arrow keys move between cells, Enter opens.
 */
export function QuoteTable({ quotes, paths, sortBy, userId, isLoading, onOpen }: QuoteListItemsProps) {
  return (
    <DataTable
      aria-label={message('quotes.title')}
      columns={tableColumns(paths, sortBy, userId)}
      rows={quotes}
      rowHeight={ROW_HEIGHT}
      height={`min(${(quotes.length + 1) * ROW_HEIGHT + 2}px, ${MAX_LIST_HEIGHT})`}
      isLoading={isLoading}
      loadingLabel={message('app.loading')}
      onRowAction={(key: Key) => onOpen(String(key))}
    />
  );
}

/**
 * The quotes as cards, for phones: each a link to its quote, with its status, customer, vehicle,
 * quote dealer and province, preparer and the date it is sorted by. Virtualized like the table.
 */
export function QuoteCards({ quotes, paths, sortBy, userId }: QuoteListItemsProps) {
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowSize: 150, gap: 12 }}>
      <GridList
        aria-label={message('quotes.title')}
        items={quotes}
        className={styles.cards}
        style={{ maxHeight: MAX_LIST_HEIGHT }}
      >
        {(quote) => {
          const state = listStateDetail(quote);
          return (
            <GridListItem
              id={quote.id}
              href={paths.quote(quote.id)}
              textValue={quoteTitle(quote)}
              className={styles.card}
            >
              <span className={styles.cardStatus}>
                <QuoteStatusBadge quote={quote} />
                {state ? <span className={styles.cardDetail}>{state}</span> : null}
                <NewMessageMarker quote={quote} userId={userId} />
              </span>
              <span className={styles.cardTitle}>{quoteTitle(quote)}</span>
              <span>{vehicleName(quote.vehicle)}</span>
              <span className={styles.cardDetail}>
                {[dealerName(quote), province(quote)].filter(Boolean).join(' · ')}
              </span>
              <span className={styles.cardDetail}>
                {[quote.preparedBy, sortDateText(quote, sortBy)].filter(Boolean).join(' · ')}
              </span>
            </GridListItem>
          );
        }}
      </GridList>
    </Virtualizer>
  );
}
