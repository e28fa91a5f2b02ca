import { useNavigate, useParams } from 'react-router-dom';
import { useApiClient, useDealerUser, useDealerUserMutations } from '@sfi/api-client/react';
import {
  Alert,
  Button,
  DescriptionList,
  Heading,
  Link,
  LoadingDots,
  snackbar,
  Stack,
  Text,
  useConfirm,
} from '@sfi/ui';
import { activeLocale, dealerAdminMessage, message, type DealerUserDetail } from '@sfi/domain';
import { useOperation } from '../operation.ts';
import { PersonPhoto } from '../photos/PersonPhoto.tsx';
import { OneFieldForm } from './OneFieldForm.tsx';
import * as styles from './DealerUserPage.css.ts';

const listPath = '/staff/dealers';
const filePath = (fileNo: string) => `/staff/files/${encodeURIComponent(fileNo)}`;

/**
 * One file-tool dealer (spec doc 2 §3, §4, §7, §8; the dealer API): who they are and their photo or
 * logo (changed here), how many lease
 * files their dealership holds, their chat rooms and who is assigned to each; assigning them a lease
 * file ("The file does not exist" when none has that number), sending them a password reset link
 * (staff never choose a dealer's password; issue 26 item 6) and deleting them after a confirmation. Loading, each change and the deletion keep their
 * own state.
 */
export default function DealerUserPage() {
  const { id } = useParams();
  const api = useApiClient();
  const dealer = useDealerUser(id);
  const mutations = useDealerUserMutations();
  const assigning = useOperation('dealers.error.update');
  const sendingLink = useOperation('dealers.error.update');
  const deleting = useOperation('error.tryAgain');
  const confirm = useConfirm();
  const navigate = useNavigate();

  const back = <Link href={listPath}>{dealerAdminMessage('dealerUsers.back')}</Link>;
  if (dealer.error && !dealer.data)
    return (
      <div className={styles.page}>
        {back}
        <Alert
          tone="critical"
          title={message('dealers.error.load')}
          action={<Button onPress={() => void dealer.mutate()}>{message('action.retry')}</Button>}
        >
          {dealer.error.message}
        </Alert>
      </div>
    );
  if (!dealer.data) return <LoadingDots label={message('app.loading')} />;
  const shown: DealerUserDetail = dealer.data;

  async function remove() {
    const yes = await confirm({
      title: message('fileDealers.delete.title', { name: shown.name }),
      message: message('fileDealers.delete.question', { name: shown.name, dealerNo: shown.dealerNo }),
      confirmLabel: message('fileDealers.delete.confirm'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    const removed = await deleting.run(() => mutations.remove(shown.id));
    if (!removed) return;
    snackbar.show({ message: message('fileDealers.deleted', { name: removed.name }), tone: 'success' });
    void navigate(listPath);
  }

  return (
    <div className={styles.page}>
      <title>{`${shown.name} · ${message('fileDealers.title')} · ${message('nav.staff.label')}`}</title>
      {back}
      <Stack gap="xsmall">
        <Heading level={1}>{shown.name}</Heading>
        <Text tone="neutral">{`${message('fileDealers.dealerNo.label')} ${shown.dealerNo}`}</Text>
      </Stack>

      <div className={styles.columns}>
        <section className={styles.section} aria-label={dealerAdminMessage('dealerUsers.facts')}>
          <Heading level={2}>{dealerAdminMessage('dealerUsers.facts')}</Heading>
          <DescriptionList
            layout="stacked"
            items={[
              {
                term: message('fileDealers.email.label'),
                description: <span className={styles.wrap}>{shown.email}</span>,
              },
              {
                term: message('fileDealers.username.label'),
                description: <span className={styles.wrap}>{shown.username}</span>,
              },
              {
                term: dealerAdminMessage('dealerUsers.fileCount.label'),
                description: dealerAdminMessage('dealerUsers.fileCount', { count: shown.fileCount }),
              },
              {
                term: dealerAdminMessage('dealerUsers.created.label'),
                description: new Date(shown.createdAt).toLocaleDateString(activeLocale(), {
                  dateStyle: 'long',
                }),
              },
            ]}
          />
        </section>

        <PersonPhoto
          className={styles.section}
          ownerId={shown.id}
          name={shown.name}
          photo={shown.photo}
          service="dealer"
        />

        <section className={styles.section} aria-label={dealerAdminMessage('dealerUsers.rooms.title')}>
          <Heading level={2}>{dealerAdminMessage('dealerUsers.rooms.title')}</Heading>
          {shown.rooms.length === 0 ? (
            <Text tone="neutral">{dealerAdminMessage('dealerUsers.rooms.none')}</Text>
          ) : (
            <ul className={styles.rooms}>
              {shown.rooms.map((room) => (
                <li key={room.id}>
                  <Stack gap="xxsmall">
                    {room.fileNo === null ? (
                      <Text>{dealerAdminMessage('dealerUsers.room.untied')}</Text>
                    ) : (
                      <Text>
                        <Link href={filePath(room.fileNo)}>
                          {dealerAdminMessage('dealerUsers.room.file', { fileNo: room.fileNo })}
                        </Link>
                      </Text>
                    )}
                    <Text tone="neutral" size="small">
                      {room.staff.length === 0
                        ? dealerAdminMessage('dealerUsers.room.unassigned')
                        : dealerAdminMessage('dealerUsers.room.staff', {
                            names: room.staff.map((each) => each.name).join(', '),
                          })}
                    </Text>
                  </Stack>
                </li>
              ))}
            </ul>
          )}
        </section>

        <OneFieldForm
          title={dealerAdminMessage('dealerUsers.assignFile.title')}
          intro={dealerAdminMessage('dealerUsers.assignFile.intro')}
          label={dealerAdminMessage('dealerUsers.assignFile.label')}
          action={dealerAdminMessage('dealerUsers.assignFile.action')}
          state={assigning.state}
          onSubmit={async (fileNo) => {
            const assigned = await assigning.run(() => mutations.assignFile(shown.id, fileNo));
            if (!assigned) return false;
            snackbar.show({
              message: dealerAdminMessage('dealerUsers.assignFile.done', { fileNo, name: assigned.name }),
              tone: 'success',
            });
            return true;
          }}
        />

        <section className={styles.section} aria-label={message('password.link.send')}>
          <Heading level={2}>{message('password.link.send')}</Heading>
          <Text tone="neutral">{message('password.link.sendIntro')}</Text>
          {sendingLink.state.status === 'failed' ? (
            <Alert tone="critical">{sendingLink.state.message}</Alert>
          ) : null}
          <span>
            <Button
              variant="secondary"
              isPending={sendingLink.state.status === 'pending'}
              onPress={async () => {
                const sent = await sendingLink.run(async () => {
                  await api.fileDealers.sendPasswordLink(shown.id);
                  return true;
                });
                if (!sent) return;
                snackbar.show({
                  message: message('password.link.sent', { email: shown.email }),
                  tone: 'success',
                });
              }}
            >
              {message('password.link.send')}
            </Button>
          </span>
        </section>
      </div>

      <section className={styles.section} aria-label={dealerAdminMessage('dealerUsers.delete.title')}>
        <Heading level={2}>{dealerAdminMessage('dealerUsers.delete.title')}</Heading>
        <Text tone="neutral">{dealerAdminMessage('dealerUsers.delete.intro')}</Text>
        <span>
          <Button
            variant="danger"
            isPending={deleting.state.status === 'pending'}
            onPress={() => void remove()}
          >
            {message('fileDealers.delete.confirm')}
          </Button>
        </span>
        {deleting.state.status === 'failed' ? <Alert tone="critical" title={deleting.state.message} /> : null}
      </section>
    </div>
  );
}
