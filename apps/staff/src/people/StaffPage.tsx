import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStaff, useStaffMutations } from '@sfi/api-client/react';
import { Alert, Button, LoadingDots, Stack, Text, snackbar } from '@sfi/ui';
import { message, peopleMessage, staffSearchKinds, type StaffSearchKind } from '@sfi/domain';
import { failureMessage } from '@sfi/api-client';
import { useListSearch } from '../lists/useListSearch.ts';
import { NewStaffDialog } from './NewStaffDialog.tsx';
import { PeopleSearch } from './PeopleSearch.tsx';
import { StaffTable, staffMemberPath } from './StaffTable.tsx';
import { viewsAsSuperAdmin, type StaffViewer } from './viewer.ts';
import * as listPage from '../lists/ListPage.css.ts';
import { ListPageHeading } from '../lists/ListPageHeading.tsx';

type Open = { dialog: 'new' } | null;

/** What each way of searching says under the search field. */
const searchDescription = {
  name: 'staffAdmin.search.description',
  email: 'staffAdmin.search.email.description',
  fileno: 'staffAdmin.search.fileNo.description',
} as const satisfies Record<StaffSearchKind, string>;

/** Each way of searching's name in the "Search by" choice. */
const searchKindLabel = {
  name: 'staffAdmin.search.name',
  email: 'people.search.email',
  fileno: 'people.search.fileNo',
} as const satisfies Record<StaffSearchKind, string>;

/**
 * The staff console's staff (spec doc 2 §3, §4, §7, §8): sorted by name, searched by name, e-mail
 * or user name (`GET /auth`), or by e-mail or file number (the staff administration's
 * `/users/search/criteria`, doc 2 §7: by file number, the staff assigned to a conversation about
 * that lease file); the search lives in the address, "No staffs found" when none match. Only a super
 * admin sees "Add staff member" (the server refuses anyone else anyway); the new member's password
 * is then shown once.
 */
export default function StaffPage({ viewer }: { viewer: StaffViewer | undefined }) {
  const navigate = useNavigate();
  const address = useListSearch({ filters: { by: staffSearchKinds } });
  const { by, search } = address.state;
  const [open, setOpen] = useState<Open>(null);
  const list = useStaff(by === 'name' || !search ? search : { [by]: search });
  const mutations = useStaffMutations();

  return (
    <div className={listPage.page}>
      <ListPageHeading title={peopleMessage('staffAdmin.title')} intro={peopleMessage('staffAdmin.intro')} />
      <div className={listPage.toolbar}>
        <PeopleSearch
          kinds={staffSearchKinds}
          by={by}
          kindLabel={(kind) => peopleMessage(searchKindLabel[kind])}
          onByChange={(kind) => address.show({ by: kind })}
          label={peopleMessage('staffAdmin.search.label')}
          description={peopleMessage(searchDescription[by])}
          field={address.searchField}
        />
        {viewsAsSuperAdmin(viewer) ? (
          <Button onPress={() => setOpen({ dialog: 'new' })}>{peopleMessage('staffAdmin.add')}</Button>
        ) : null}
      </div>

      {list.error && !list.data ? (
        <Alert
          tone="critical"
          title={peopleMessage('staffAdmin.list.error')}
          action={<Button onPress={() => void list.mutate()}>{message('action.retry')}</Button>}
        >
          {failureMessage(list.error, 'error.ourEnd')}
        </Alert>
      ) : !list.data ? (
        <LoadingDots label={peopleMessage('people.loading')} />
      ) : (
        <Stack gap="small">
          {list.data.length > 0 ? (
            <Text tone="neutral" aria-live="polite">
              {peopleMessage('staffAdmin.count', { count: list.data.length })}
            </Text>
          ) : null}
          <StaffTable
            staff={list.data}
            viewerId={viewer?.id}
            onOpen={(member) => navigate(staffMemberPath(member.id))}
            isLoading={list.isLoading}
          />
        </Stack>
      )}

      {open?.dialog === 'new' ? (
        <NewStaffDialog
          onCreate={async (member) => {
            await mutations.create(member);
            snackbar.show({
              message: `${peopleMessage('staffAdmin.added', { name: member.name })} ${message('password.link.sent', { email: member.email })}`,
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
