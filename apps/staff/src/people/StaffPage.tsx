import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStaff, useStaffMutations } from '@sfi/api-client/react';
import { Alert, Button, Heading, LoadingDots, SearchField, Stack, Text, snackbar } from '@sfi/ui';
import { message, peopleMessage } from '@sfi/domain';
import { failureMessage } from '../dealers/errors.ts';
import { NewStaffDialog } from './NewStaffDialog.tsx';
import { PasswordOnceDialog } from './PasswordOnceDialog.tsx';
import { StaffTable, staffMemberPath } from './StaffTable.tsx';
import { viewsAsSuperAdmin, type StaffViewer } from './viewer.ts';
import * as styles from './People.css.ts';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

type Open = { dialog: 'new' } | { dialog: 'password'; name: string; password: string } | null;

/**
 * The staff console's staff (spec doc 2 §3, §4, §7, §8): sorted by name, searched by name, e-mail
 * or user name (the search lives in the address), "No staffs found" when none match. Only a super
 * admin sees "Add staff member" (the server refuses anyone else anyway); the new member's password
 * is then shown once.
 */
export default function StaffPage({ viewer }: { viewer: StaffViewer | undefined }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('q') ?? '';
  const [draft, setDraft] = useState(search);
  const [open, setOpen] = useState<Open>(null);
  const list = useStaff(search);
  const mutations = useStaffMutations();

  useEffect(() => setDraft(search), [search]);
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(
      () => setParams(draft.trim() ? { q: draft.trim() } : {}, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // Only typing restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  return (
    <div className={styles.page}>
      <title>{`${peopleMessage('staffAdmin.title')} · ${message('nav.staff.label')}`}</title>
      <Stack gap="small">
        <Heading level={1}>{peopleMessage('staffAdmin.title')}</Heading>
        <Text tone="neutral">{peopleMessage('staffAdmin.intro')}</Text>
      </Stack>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label={peopleMessage('staffAdmin.search.label')}
          description={peopleMessage('staffAdmin.search.description')}
          value={draft}
          onChange={setDraft}
          onSubmit={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
          onClear={() => setParams({})}
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
            const created = await mutations.create(member);
            snackbar.show({
              message: peopleMessage('staffAdmin.added', { name: member.name }),
              tone: 'success',
            });
            setOpen({ dialog: 'password', name: member.name, password: created.password });
          }}
          onClose={() => setOpen(null)}
        />
      ) : open?.dialog === 'password' ? (
        <PasswordOnceDialog name={open.name} password={open.password} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
