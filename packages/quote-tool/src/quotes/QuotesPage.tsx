import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Key } from 'react-aria-components';
import {
  Button,
  EmptyState,
  Heading,
  Inline,
  LoadingDots,
  Pagination,
  Select,
  SelectItem,
  Stack,
  Text,
  useElementWidth,
} from '@sfi/ui';
import { emptyQuoteList, message, quoteSortFields, type QuoteSortField } from '@sfi/domain';
import { useLeaseQuotes, useLiveQuoteList } from '@sfi/api-client/react';
import { LoadFailure } from './LoadFailure.tsx';
import { useQuoteToolMode, useQuoteToolViewer } from '../mode.tsx';
import { useListView } from './hooks.ts';
import {
  defaultListView,
  isFiltered,
  listFilters,
  quotePageSizes,
  savedFilters,
  viewOfSaved,
} from './listView.ts';
import type { QuotePaths } from './paths.ts';
import { QuoteExport } from './QuoteExport.tsx';
import { QuoteFilters } from './QuoteFilters.tsx';
import { QuoteCards, QuoteTable } from './QuoteListItems.tsx';
import { SavedSearchesDialog, SaveSearchDialog } from './SavedSearches.tsx';
import * as styles from './QuotesPage.css.ts';

/** Below this width the quotes show as cards, one under another, instead of a table. */
const TABLE_MIN_WIDTH = 760;

export interface QuotesPageProps {
  /** Where the app serves the quote screens. */
  paths: QuotePaths;
}

/**
 * The lease-quote list (spec doc 1 §2–§9), in the mode of the signed-in user (`ViewerProvider`): a search
 * box, filters (owner in SFI mode only, province, quote dealer, prepared by, and status: every
 * quote the user may reach, in every state, unless a status is chosen), sort and paging, all held
 * in the address (`useListView`), so reload, back and a shared link give the same list. A change asks the server for one page. Saved searches and the export act on
 * the same filters. A failed load shows no quotes and a count of 0 (doc 1 §8), with a retry.
 */
export function QuotesPage({ paths }: QuotesPageProps) {
  const mode = useQuoteToolMode();
  // Quotes with unread messages for the signed-in user are marked (`newMessageFor`).
  const userId = useQuoteToolViewer()?.id;
  const navigate = useNavigate();
  const { view, current, show, change } = useListView(mode);
  const filters = useMemo(() => listFilters(view), [view]);
  const { data, error, isLoading, isValidating, mutate } = useLeaseQuotes(filters);
  // Quotes changed by anyone the list shows: it is fetched again by itself (doc 1 §7).
  useLiveQuoteList();
  const [dialog, setDialog] = useState<'save' | 'saved' | null>(null);
  const [pageRef, pageWidth] = useElementWidth<HTMLDivElement>();
  const narrow = pageWidth !== undefined && pageWidth < TABLE_MIN_WIDTH;
  const QuoteItems = narrow ? QuoteCards : QuoteTable;

  // Doc 1 §8: a failed load shows no quotes and a count of 0, whatever was shown before.
  const list = error ? emptyQuoteList : data;
  const pageCount = list ? Math.ceil(list.count / view.pageSize) : 0;

  // A link past the last page (the list got shorter) shows the last page.
  const lastPage = Math.max(pageCount, 1);
  const pastTheEnd = !error && !isLoading && data !== undefined && view.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) show({ ...current(), page: lastPage }, true);
  }, [pastTheEnd, current, lastPage, show]);

  return (
    <div ref={pageRef} className={styles.page}>
      <title>{`${message('quotes.title')} · ${message('app.name')}`}</title>
      <Inline gap="medium" align="spaceBetween" alignY="end">
        <Stack gap="small">
          <Heading level={1}>{message('quotes.title')}</Heading>
          <Text tone="secondary">{message(`quotes.intro.${mode}`)}</Text>
        </Stack>
        <Button onPress={() => navigate(paths.newQuote)}>{message('quotes.new')}</Button>
      </Inline>

      <QuoteFilters view={view} mode={mode} onChange={change} narrow={narrow} />

      <Inline gap="small" align="spaceBetween">
        <Inline gap="small">
          <Button size="small" variant="secondary" onPress={() => setDialog('save')}>
            {message('quotes.savedSearch.save')}
          </Button>
          <Button size="small" variant="secondary" onPress={() => setDialog('saved')}>
            {message('quotes.savedSearch.open')}
          </Button>
          {isFiltered(view) ? (
            <Button
              size="small"
              variant="quiet"
              onPress={() => {
                const { sortBy, pageSize } = current();
                show({ ...defaultListView, sortBy, pageSize });
              }}
            >
              {message('quotes.filters.clear')}
            </Button>
          ) : null}
        </Inline>
        <QuoteExport filters={filters} />
      </Inline>

      <div className={styles.listBar}>
        <Inline gap="small">
          <Text weight="semibold" aria-live="polite">
            {list ? message('quotes.count', { count: list.count }) : null}
          </Text>
          {isValidating && list ? <LoadingDots label={message('app.loading')} /> : null}
        </Inline>
        <div className={styles.listControls}>
          <Select
            label={message('quotes.sort.label')}
            className={styles.control}
            selectedKey={view.sortBy}
            onSelectionChange={(key: Key | null) => key !== null && change({ sortBy: key as QuoteSortField })}
          >
            {quoteSortFields.map((field) => (
              <SelectItem key={field} id={field}>
                {message(`quotes.sort.${field}`)}
              </SelectItem>
            ))}
          </Select>
          <Select
            label={message('quotes.pageSize.label')}
            className={styles.control}
            selectedKey={String(view.pageSize)}
            onSelectionChange={(key: Key | null) => key !== null && change({ pageSize: Number(key) })}
          >
            {quotePageSizes.map((size) => (
              <SelectItem key={size} id={String(size)}>
                {String(size)}
              </SelectItem>
            ))}
          </Select>
        </div>
      </div>

      {error ? (
        <LoadFailure
          title={message('quotes.loadFailed')}
          error={error}
          retrying={isValidating}
          onRetry={() => mutate()}
        />
      ) : null}

      {!list ? (
        <LoadingDots label={message('app.loading')} />
      ) : list.data.length === 0 ? (
        error ? null : isFiltered(view) ? (
          <EmptyState title={message('quotes.noMatch.title')} description={message('quotes.noMatch.body')} />
        ) : (
          <EmptyState title={message('quotes.empty.title')} description={message('quotes.empty.body')} />
        )
      ) : pageWidth === undefined ? null : (
        <QuoteItems
          quotes={list.data}
          paths={paths}
          sortBy={view.sortBy}
          userId={userId}
          isLoading={isValidating}
          onOpen={(id) => navigate(paths.quote(id))}
        />
      )}

      <Pagination
        page={Math.min(view.page, lastPage)}
        pageCount={pageCount}
        onPageChange={(page) => change({ page })}
        label={message('quotes.pages.label')}
        previousLabel={message('quotes.pages.previous')}
        nextLabel={message('quotes.pages.next')}
        pageLabel={(page) => message('quotes.pages.page', { page })}
      />

      {dialog === 'save' ? (
        <SaveSearchDialog filters={savedFilters(view)} onClose={() => setDialog(null)} />
      ) : dialog === 'saved' ? (
        <SavedSearchesDialog
          onApply={(search) => {
            setDialog(null);
            show(viewOfSaved(search.filters, mode, current().pageSize));
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

export default QuotesPage;
