import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  Link,
  LoadingDots,
  Pagination,
  SearchField,
  Stack,
  Text,
  snackbar,
  useConfirm,
  type DataTableColumn,
  useElementWidth,
} from '@sfi/ui';
import { failureMessage } from '@sfi/api-client';
import { isSuperAdmin, message, type FileDealerAccount, type FileDealerImportResult } from '@sfi/domain';
import { staffSession, useStoredSession } from '@sfi/app-kit';
import {
  useApiClient,
  useDealerUserMutations,
  useFileDealerMutations,
  useFileDealers,
} from '@sfi/api-client/react';
import { DealerDialog } from './DealerDialog.tsx';
import { DealerOfFile } from './DealerOfFile.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { useListSearch, usePageInRange } from '../lists/useListSearch.ts';
import * as styles from './DealersPage.css.ts';
import * as listPage from '../lists/ListPage.css.ts';
import { ListPageHeading } from '../lists/ListPageHeading.tsx';

/** Dealers a page: the server pages and searches, so the list stays quick however long it grows. */
const PAGE_SIZE = 50;
const ROW_HEIGHT = 52;
/** Below this width the table's five columns do not fit: the dealers show as cards. */
const TABLE_MIN_WIDTH = 720;

type Open = { dialog: 'new' } | { dialog: 'edit'; dealer: FileDealerAccount } | { dialog: 'import' } | null;

/** Where one dealer's detail is. */
const dealerPath = (id: string) => `/staff/dealers/${encodeURIComponent(id)}`;

/**
 * The staff console's file-system dealers (spec doc 2 §3, §7, §8): the dealerships that sign in to
 * the dealer file tool and chat, by company name, searched and paged on the server (the search and
 * page live in the address); adding and changing a dealer in a dialog, deleting one after a
 * confirmation (which signs it out), and importing dealers from a CSV or Excel file.
 */
export default function DealersPage() {
  const api = useApiClient();
  const superAdmin = isSuperAdmin(useStoredSession(staffSession)?.user.roles ?? []);
  const address = useListSearch();
  const { search, page } = address.state;
  const [open, setOpen] = useState<Open>(null);
  const [pageRef, pageWidth] = useElementWidth<HTMLDivElement>();
  const narrow = pageWidth !== undefined && pageWidth < TABLE_MIN_WIDTH;
  const list = useFileDealers({ search, sort: 'name', skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const mutations = useFileDealerMutations();
  const dealerUsers = useDealerUserMutations();
  const confirm = useConfirm();
  const close = () => setOpen(null);

  const count = list.data?.count ?? 0;
  const pageCount = Math.ceil(count / PAGE_SIZE);
  usePageInRange(address, list.data && !list.isLoading ? pageCount : undefined);

  async function remove(dealer: FileDealerAccount) {
    const yes = await confirm({
      title: message('fileDealers.delete.title', { name: dealer.name }),
      message: message('fileDealers.delete.question', { name: dealer.name, dealerNo: dealer.dealerNo }),
      confirmLabel: message('fileDealers.delete.confirm'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    try {
      const removed = await mutations.remove(dealer.id);
      snackbar.show({
        message: message('fileDealers.deleted', { name: removed.companyName }),
        tone: 'success',
      });
    } catch (failure) {
      snackbar.show({ message: failureMessage(failure, 'error.tryAgain'), tone: 'error' });
    }
  }

  const imported = (result: FileDealerImportResult) =>
    snackbar.show({
      message: message('fileDealers.import.done', { count: result.imported }),
      tone: 'success',
    });

  const dealers = list.data?.dealers ?? [];
  const rowActions = (dealer: FileDealerAccount) => (
    <span className={styles.rowActions}>
      <Button
        size="small"
        variant="secondary"
        aria-label={message('fileDealers.edit.action', { name: dealer.name })}
        onPress={() => setOpen({ dialog: 'edit', dealer })}
      >
        {message('fileDealers.edit')}
      </Button>
      <Button
        size="small"
        variant="quiet"
        aria-label={message('fileDealers.delete.action', { name: dealer.name })}
        onPress={() => void remove(dealer)}
      >
        {message('fileDealers.delete')}
      </Button>
    </span>
  );

  return (
    <div ref={pageRef} className={listPage.page}>
      <ListPageHeading title={message('fileDealers.title')} intro={message('fileDealers.intro')} />
      <div className={listPage.toolbar}>
        <SearchField
          className={listPage.search}
          label={message('fileDealers.search.label')}
          description={message('fileDealers.search.description')}
          {...address.searchField}
        />
        <div className={listPage.actions}>
          {/* An import sets the dealers' passwords from the file: super admins only (issue 26 item 6). */}
          {superAdmin ? (
            <Button variant="secondary" onPress={() => setOpen({ dialog: 'import' })}>
              {message('fileDealers.import')}
            </Button>
          ) : null}
          <Button onPress={() => setOpen({ dialog: 'new' })}>{message('fileDealers.add')}</Button>
        </div>
      </div>

      <DealerOfFile dealerHref={dealerPath} />

      {list.error && !list.data ? (
        <Alert
          tone="critical"
          title={failureMessage(list.error, 'error.ourEnd')}
          action={<Button onPress={() => void list.mutate()}>{message('action.retry')}</Button>}
        />
      ) : !list.data ? (
        <LoadingDots label={message('app.loading')} />
      ) : count === 0 ? (
        search ? (
          <EmptyState
            title={message('dealers.error.noneFound')}
            description={message('fileDealers.search.description')}
          />
        ) : (
          <EmptyState
            title={message('fileDealers.empty.title')}
            description={message('fileDealers.empty.body')}
          />
        )
      ) : (
        <Stack gap="small">
          <Text tone="neutral" aria-live="polite">
            {message('fileDealers.count', { count })}
          </Text>
          {pageWidth === undefined ? null : narrow ? (
            <ul className={listPage.cards} aria-label={message('fileDealers.title')}>
              {dealers.map((dealer) => (
                <li key={dealer.id} className={listPage.card}>
                  <Link className={listPage.cardTitle} href={dealerPath(dealer.id)}>
                    {dealer.name}
                  </Link>
                  <span>
                    {message('fileDealers.detail', {
                      label: message('fileDealers.dealerNo.label'),
                      value: dealer.dealerNo,
                    })}
                  </span>
                  <span className={listPage.cardDetail}>{dealer.email}</span>
                  <span className={listPage.cardDetail}>
                    {message('fileDealers.detail', {
                      label: message('fileDealers.username.label'),
                      value: dealer.username,
                    })}
                  </span>
                  {rowActions(dealer)}
                </li>
              ))}
            </ul>
          ) : (
            <DataTable
              aria-label={message('fileDealers.title')}
              columns={tableColumns(rowActions)}
              rows={dealers}
              rowHeight={ROW_HEIGHT}
              height={`min(${(dealers.length + 1) * ROW_HEIGHT + 2}px, 70vh)`}
              // Busy only while another page or search loads: a refresh after a change keeps the rows as they are.
              isLoading={list.isLoading}
              loadingLabel={message('app.loading')}
            />
          )}
          {pageCount > 1 ? (
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              onPageChange={(next) => address.show({ page: next })}
              label={message('fileDealers.pages.label')}
              previousLabel={message('fileDealers.pages.previous')}
              nextLabel={message('fileDealers.pages.next')}
              pageLabel={(number) => message('fileDealers.pages.page', { page: number })}
            />
          ) : null}
        </Stack>
      )}

      {open?.dialog === 'new' || open?.dialog === 'edit' ? (
        <DealerDialog
          {...(open.dialog === 'edit' && { dealer: open.dealer })}
          mayChangeEmail={superAdmin}
          // The dealer API's creation: one e-mail a dealer, as its password change names them by it.
          onCreate={async (dealer) => {
            await dealerUsers.create(dealer);
            snackbar.show({ message: message('fileDealers.added', { name: dealer.name }), tone: 'success' });
          }}
          onUpdate={async (id, changes) => {
            const saved = await mutations.update(id, changes);
            snackbar.show({ message: message('fileDealers.saved', { name: saved.name }), tone: 'success' });
          }}
          onSendPasswordLink={(id) => api.fileDealers.sendPasswordLink(id)}
          onClose={close}
        />
      ) : open?.dialog === 'import' ? (
        <ImportDialog
          onPreview={(file) => mutations.previewImport(file, file.name)}
          onImport={(file) => mutations.importFile(file, file.name)}
          onImported={imported}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

function tableColumns(
  actions: (dealer: FileDealerAccount) => ReactNode,
): DataTableColumn<FileDealerAccount>[] {
  return [
    {
      id: 'dealerNo',
      header: message('fileDealers.dealerNo.column'),
      isRowHeader: true,
      width: 150,
      cell: (dealer) => dealer.dealerNo,
    },
    {
      id: 'name',
      header: message('fileDealers.name.label'),
      width: '1.4fr',
      minWidth: 160,
      cell: (dealer) => (
        <Link className={listPage.truncated} href={dealerPath(dealer.id)}>
          {dealer.name}
        </Link>
      ),
    },
    {
      id: 'email',
      header: message('fileDealers.email.label'),
      width: '1.4fr',
      minWidth: 160,
      cell: (dealer) => <span className={listPage.truncated}>{dealer.email}</span>,
    },
    {
      id: 'username',
      header: message('fileDealers.username.label'),
      width: '1fr',
      minWidth: 120,
      cell: (dealer) => <span className={listPage.truncated}>{dealer.username}</span>,
    },
    // Wider than its two buttons: the cell is a grid cell the arrow keys reach, and once focused it
    // is a target of its own, which needs a clear 24 px beside its buttons (WCAG 2.5.8).
    { id: 'actions', header: message('fileDealers.actions'), width: 210, cell: actions },
  ];
}
