import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureMessage } from '@sfi/api-client';
import { useStaff, useStaffMutations } from '@sfi/api-client/react';
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
import { message, peopleMessage, staffSearchKinds, type StaffSearchKind } from '@sfi/domain';
import { NewStaffDialog } from './NewStaffDialog.tsx';
import { StaffTable, staffMemberPath } from './StaffTable.tsx';
import { viewsAsSuperAdmin, type StaffViewer } from './viewer.ts';
import * as styles from './People.css.ts';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

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
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const by: StaffSearchKind = staffSearchKinds.find((kind) => kind === params.get('by')) ?? 'name';
  const search = params.get('q') ?? '';
  const [draft, setDraft] = useState(search);
  const [open, setOpen] = useState<Open>(null);
  const list = useStaff(by === 'name' || !search ? search : { [by]: search });
  const mutations = useStaffMutations();

  const show = (next: { by?: StaffSearchKind; q?: string }, replace = false) => {
    const to = new URLSearchParams();
    const kind = next.by ?? by;
    const q = next.q ?? search;
    if (kind !== 'name') to.set('by', kind);
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

  return (
    <div className={styles.page}>
      <title>{`${peopleMessage('staffAdmin.title')} · ${message('nav.staff.label')}`}</title>
      <Stack gap="small">
        <Heading level={1}>{peopleMessage('staffAdmin.title')}</Heading>
        <Text tone="neutral">{peopleMessage('staffAdmin.intro')}</Text>
      </Stack>
      <div className={styles.toolbar}>
        <div className={styles.searchGroup}>
          <RadioGroup
            label={peopleMessage('people.search.by')}
            orientation="horizontal"
            value={by}
            onChange={(value) => show({ by: value as StaffSearchKind })}
          >
            {staffSearchKinds.map((kind) => (
              <Radio key={kind} value={kind}>
                {peopleMessage(searchKindLabel[kind])}
              </Radio>
            ))}
          </RadioGroup>
          <SearchField
            className={styles.search}
            label={peopleMessage('staffAdmin.search.label')}
            description={peopleMessage(searchDescription[by])}
            value={draft}
            onChange={setDraft}
            onSubmit={(value) => show({ q: value.trim() })}
            onClear={() => show({ q: '' })}
          />
        </div>
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
