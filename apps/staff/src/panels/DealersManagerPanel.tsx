import { useState } from 'react';
import { useFileDealers } from '@sfi/api-client/react';
import { Alert, Button, Drawer, Link, LoadingDots, SearchField, Stack, Text } from '@sfi/ui';
import { message, staffPanelMessage } from '@sfi/domain';
import * as styles from './panels.css.ts';

/** How many dealers the panel lists: the search narrows them down. */
const SHOWN = 20;

export interface DealersManagerPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The dealers manager panel (doc 2 §2, §4: open or closed): the file tool's dealers at hand from any
 * screen of the console, searched as they are typed (`GET /dealers/search`), each a link to its
 * detail, and a link to the whole list. Opening a dealer closes the panel.
 */
export function DealersManagerPanel({ isOpen, onOpenChange }: DealersManagerPanelProps) {
  return (
    <Drawer
      title={staffPanelMessage('panels.dealers.title')}
      closeLabel={message('action.close')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <DealerSearch onOpened={() => onOpenChange(false)} />
    </Drawer>
  );
}

function DealerSearch({ onOpened }: { onOpened: () => void }) {
  const [search, setSearch] = useState('');
  const found = useFileDealers({ search: search.trim() || undefined, sort: 'name', limit: SHOWN });
  const dealers = found.data?.dealers ?? [];
  const count = found.data?.count ?? 0;
  return (
    <Stack gap="medium">
      <Text tone="secondary">{staffPanelMessage('panels.dealers.intro')}</Text>
      <SearchField
        label={staffPanelMessage('panels.dealers.search')}
        description={staffPanelMessage('panels.dealers.searchHelp')}
        value={search}
        onChange={setSearch}
      />
      {found.error && !found.data ? (
        <Alert
          tone="critical"
          role="alert"
          action={
            <Button size="small" onPress={() => void found.mutate()}>
              {message('action.retry')}
            </Button>
          }
        >
          {message('error.tryAgain')}
        </Alert>
      ) : !found.data ? (
        <LoadingDots label={message('app.loading')} />
      ) : dealers.length === 0 ? (
        <Text role="status">{message('dealers.error.noneFound')}</Text>
      ) : (
        <>
          <ul className={styles.dealers} aria-label={staffPanelMessage('panels.dealers.list')}>
            {dealers.map((dealer) => (
              <li key={dealer.id} className={styles.dealer}>
                <Link href={`/staff/dealers/${encodeURIComponent(dealer.id)}`} onPress={onOpened}>
                  {`${dealer.name} (${dealer.dealerNo})`}
                </Link>
                <Text size="small" tone="secondary">
                  {dealer.email}
                </Text>
              </li>
            ))}
          </ul>
          {count > dealers.length ? (
            <Text size="small" tone="secondary" role="status">
              {staffPanelMessage('panels.dealers.more', { shown: dealers.length, count })}
            </Text>
          ) : null}
        </>
      )}
      <Link href="/staff/dealers" onPress={onOpened}>
        {staffPanelMessage('panels.dealers.all')}
      </Link>
    </Stack>
  );
}
