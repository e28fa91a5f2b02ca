import type { ReactNode } from 'react';
import { DataTable, EmptyState, Link, useElementWidth, type DataTableColumn } from '@sfi/ui';
import { activeLocale, message, peopleMessage, type ClientAccount } from '@sfi/domain';
import * as listPage from '../lists/ListPage.css.ts';

const ROW_HEIGHT = 52;
/** Below this width the table's columns do not fit: the clients show as cards. */
const TABLE_MIN_WIDTH = 720;

/** Where a client's detail is. */
export const clientPath = (id: string) => `/staff/clients/${encodeURIComponent(id)}`;

const added = (client: ClientAccount) =>
  new Date(client.createdAt).toLocaleDateString(activeLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

export interface ClientTableProps {
  /** The clients, in the order shown (newest first). */
  clients: readonly ClientAccount[];
  /** Opens a client (a row pressed, or Enter on it). */
  onOpen: (client: ClientAccount) => void;
  /** Another search is loading: the rows shown stay, marked busy. */
  isLoading?: boolean;
}

/**
 * Clients (doc 2 §3): e-mail, name, linked lease files and when they were added. A virtualized
 * table on wide screens, cards on narrow ones; "No clients found" when there are none (doc 2 §8).
 */
export function ClientTable({ clients, onOpen, isLoading = false }: ClientTableProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const narrow = width !== undefined && width < TABLE_MIN_WIDTH;
  const open = (client: ClientAccount) => (
    <Link href={clientPath(client.id)} aria-label={peopleMessage('clients.open', { email: client.email })}>
      <span className={listPage.truncated}>{client.email}</span>
    </Link>
  );
  const files = (client: ClientAccount) => client.fileNos.join(', ');

  return (
    <div ref={ref}>
      {width === undefined ? null : clients.length === 0 ? (
        <EmptyState title={message('clients.error.noneFound')} />
      ) : narrow ? (
        <ul
          className={listPage.cards}
          aria-label={peopleMessage('clients.list.label')}
          aria-busy={isLoading || undefined}
        >
          {clients.map((client) => (
            <li key={client.id} className={listPage.card}>
              <strong>{open(client)}</strong>
              <span>{client.name ?? peopleMessage('people.noName')}</span>
              {client.fileNos.length > 0 ? (
                <span className={listPage.cardDetail}>
                  {peopleMessage('people.card.detail', {
                    label: peopleMessage('people.column.files'),
                    value: files(client),
                  })}
                </span>
              ) : null}
              <span className={listPage.cardDetail}>
                {peopleMessage('people.card.detail', {
                  label: peopleMessage('people.column.created'),
                  value: added(client),
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <DataTable
          aria-label={peopleMessage('clients.list.label')}
          columns={columns(open, files)}
          rows={clients}
          rowHeight={ROW_HEIGHT}
          height={`min(${(clients.length + 1) * ROW_HEIGHT + 2}px, 70vh)`}
          isLoading={isLoading}
          loadingLabel={peopleMessage('people.loading')}
          onRowAction={(key) => {
            const client = clients.find((each) => each.id === key);
            if (client) onOpen(client);
          }}
        />
      )}
    </div>
  );
}

function columns(
  open: (client: ClientAccount) => ReactNode,
  files: (client: ClientAccount) => string,
): DataTableColumn<ClientAccount>[] {
  return [
    {
      id: 'email',
      header: peopleMessage('people.column.email'),
      isRowHeader: true,
      width: '1.4fr',
      minWidth: 200,
      cell: open,
    },
    {
      id: 'name',
      header: peopleMessage('people.column.name'),
      width: '1fr',
      minWidth: 120,
      cell: (client) => <span className={listPage.truncated}>{client.name ?? ''}</span>,
    },
    {
      id: 'files',
      header: peopleMessage('people.column.files'),
      width: '1fr',
      minWidth: 120,
      cell: (client) => <span className={listPage.truncated}>{files(client)}</span>,
    },
    { id: 'created', header: peopleMessage('people.column.created'), width: 140, cell: added },
  ];
}
