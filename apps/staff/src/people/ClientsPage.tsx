import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClientMutations, useClients } from '@sfi/api-client/react';
import { Alert, Button, LoadingDots, Stack, Text, snackbar } from '@sfi/ui';
import { clientSearchKinds, message, peopleMessage } from '@sfi/domain';
import { failureMessage } from '@sfi/api-client';
import { useListSearch } from '../lists/useListSearch.ts';
import { ClientTable, clientPath } from './ClientTable.tsx';
import { NewClientDialog } from './NewClientDialog.tsx';
import { PeopleSearch } from './PeopleSearch.tsx';
import * as listPage from '../lists/ListPage.css.ts';
import { ListPageHeading } from '../lists/ListPageHeading.tsx';

type Open = { dialog: 'new' } | null;

/**
 * The staff console's clients (spec doc 2 §3, §4, §7, §8): newest first (the list is reversed as
 * loaded), older ones a page at a time; searched by any part of the e-mail or by a linked file
 * number (`/users/search/criteria`; the search lives in the address), "No clients found" when none
 * match. A new client is added in a dialog; they get an e-mailed activation link to choose their
 * password (issue 26 item 7: staff never see it).
 */
export default function ClientsPage() {
  const navigate = useNavigate();
  const address = useListSearch({ filters: { by: clientSearchKinds } });
  const { by, search } = address.state;
  const [open, setOpen] = useState<Open>(null);
  const list = useClients(search ? { [by]: search } : undefined);
  const mutations = useClientMutations();

  const clients = list.clients;

  return (
    <div className={listPage.page}>
      <ListPageHeading title={peopleMessage('clients.title')} intro={peopleMessage('clients.intro')} />
      <div className={listPage.toolbar}>
        <PeopleSearch
          kinds={clientSearchKinds}
          by={by}
          kindLabel={(kind) =>
            peopleMessage(kind === 'email' ? 'people.search.email' : 'people.search.fileNo')
          }
          onByChange={(kind) => address.show({ by: kind })}
          label={peopleMessage('clients.search.label')}
          description={peopleMessage(
            by === 'email' ? 'clients.search.email.description' : 'clients.search.fileNo.description',
          )}
          field={address.searchField}
        />
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
            const { user } = await mutations.create(client);
            list.reload();
            snackbar.show({
              message: `${peopleMessage('clients.added', { email: user.email })} ${message('password.activation.sent', { email: user.email })}`,
              tone: 'success',
            });
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
