import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureMessage } from '@sfi/api-client';
import { useClientMutations, useClients } from '@sfi/api-client/react';
import {
  Alert,
  Button,
  Heading,
  LoadingDots,
  Radio,
  RadioGroup,
  SearchField,
  Stack,
  Text,
  snackbar,
} from '@sfi/ui';
import {
  clientSearchKinds,
  message,
  peopleMessage,
  type ClientCreatedResponse,
  type ClientSearchKind,
} from '@sfi/domain';
import { ClientTable, clientPath } from './ClientTable.tsx';
import { NewClientDialog } from './NewClientDialog.tsx';
import { PasswordOnceDialog } from './PasswordOnceDialog.tsx';
import * as styles from './People.css.ts';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

type Open = { dialog: 'new' } | { dialog: 'password'; created: ClientCreatedResponse } | null;

/**
 * The staff console's clients (spec doc 2 §3, §4, §7, §8): newest first (the list is reversed as
 * loaded), older ones a page at a time; searched by any part of the e-mail or by a linked file
 * number (`/users/search/criteria`; the search lives in the address), "No clients found" when none
 * match. A new client is added in a dialog, and their password is then shown once.
 */
export default function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const by: ClientSearchKind = params.get('by') === 'fileno' ? 'fileno' : 'email';
  const search = params.get('q') ?? '';
  const [draft, setDraft] = useState(search);
  const [open, setOpen] = useState<Open>(null);
  const list = useClients(search ? { [by]: search } : undefined);
  const mutations = useClientMutations();

  const show = (next: { by?: ClientSearchKind; q?: string }, replace = false) => {
    const to = new URLSearchParams();
    const kind = next.by ?? by;
    const q = next.q ?? search;
    if (kind !== 'email') to.set('by', kind);
    if (q) to.set('q', q);
    setParams(to, { replace });
  };

  // The search follows typing once it pauses; the address's search wins when it changes elsewhere.
  useEffect(() => setDraft(search), [search]);
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => show({ q: draft.trim() }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `show` reads the current address; only typing restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const clients = list.clients;

  return (
    <div className={styles.page}>
      <title>{`${peopleMessage('clients.title')} · ${message('nav.staff.label')}`}</title>
      <Stack gap="small">
        <Heading level={1}>{peopleMessage('clients.title')}</Heading>
        <Text tone="neutral">{peopleMessage('clients.intro')}</Text>
      </Stack>
      <div className={styles.toolbar}>
        <div className={styles.searchGroup}>
          <RadioGroup
            label={peopleMessage('people.search.by')}
            orientation="horizontal"
            value={by}
            onChange={(value) => show({ by: value as ClientSearchKind })}
          >
            {clientSearchKinds.map((kind) => (
              <Radio key={kind} value={kind}>
                {peopleMessage(kind === 'email' ? 'people.search.email' : 'people.search.fileNo')}
              </Radio>
            ))}
          </RadioGroup>
          <SearchField
            className={styles.search}
            label={peopleMessage('clients.search.label')}
            description={peopleMessage(
              by === 'email' ? 'clients.search.email.description' : 'clients.search.fileNo.description',
            )}
            value={draft}
            onChange={setDraft}
            onSubmit={(value) => show({ q: value.trim() })}
            onClear={() => show({ q: '' })}
          />
        </div>
        <Button onPress={() => setOpen({ dialog: 'new' })}>{peopleMessage('clients.add')}</Button>
      </div>

      {list.error && !clients ? (
        <Alert
          tone="critical"
          title={peopleMessage('clients.list.error')}
          action={<Button onPress={() => list.reload()}>{message('action.retry')}</Button>}
        >
          {failureMessage(list.error, 'error.ourEnd')}
        </Alert>
      ) : !clients ? (
        <LoadingDots label={peopleMessage('people.loading')} />
      ) : (
        <Stack gap="small">
          {clients.length > 0 ? (
            <Text tone="neutral" aria-live="polite">
              {peopleMessage('clients.count', { count: clients.length })}
            </Text>
          ) : null}
          <ClientTable
            clients={clients}
            onOpen={(client) => navigate(clientPath(client.id))}
            isLoading={list.isLoading}
          />
          {list.hasMore ? (
            <div>
              <Button variant="secondary" isPending={list.isLoadingMore} onPress={() => void list.loadMore()}>
                {peopleMessage('clients.list.more')}
              </Button>
            </div>
          ) : null}
        </Stack>
      )}

      {open?.dialog === 'new' ? (
        <NewClientDialog
          onCreate={async (client) => {
            const created = await mutations.create(client);
            list.reload();
            snackbar.show({
              message: peopleMessage('clients.added', { email: created.user.email }),
              tone: 'success',
            });
            setOpen({ dialog: 'password', created });
          }}
          onClose={() => setOpen(null)}
        />
      ) : open?.dialog === 'password' ? (
        <PasswordOnceDialog
          name={open.created.user.name ?? open.created.user.email}
          password={open.created.password}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
