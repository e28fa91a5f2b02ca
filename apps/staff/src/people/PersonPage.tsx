import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Link, LoadingDots, snackbar, useConfirm } from '@sfi/ui';
import { message, peopleMessage } from '@sfi/domain';
import { failureMessage } from '@sfi/api-client';
import * as listPage from '../lists/ListPage.css.ts';
import * as styles from './People.css.ts';

/**
 * One person's page, a client's or a staff member's (spec doc 2 §4, §8): the way back to their
 * list, then the person once loaded; the dots while they load, and the page's words for a person
 * who cannot be loaded, with the reason and "Try again".
 */
export function PersonPage<T>({
  listPath,
  person,
  loadError,
  children,
}: {
  /** The list the person is in, which the back link and a deletion return to. */
  listPath: string;
  person: { data?: T; error?: unknown; mutate: () => unknown };
  /** The title of the problem when the person cannot be loaded. */
  loadError: string;
  children: (shown: T) => ReactNode;
}) {
  return (
    <div className={listPage.page}>
      <Link href={listPath}>{peopleMessage('people.back')}</Link>
      {person.error && !person.data ? (
        <Alert
          tone="critical"
          title={loadError}
          action={<Button onPress={() => void person.mutate()}>{message('action.retry')}</Button>}
        >
          {failureMessage(person.error, 'error.ourEnd')}
        </Alert>
      ) : !person.data ? (
        <LoadingDots label={peopleMessage('people.loading')} />
      ) : (
        children(person.data)
      )}
    </div>
  );
}

/**
 * Deleting the person shown, after a confirmation that names them: then back to their list with
 * the words `onDelete` gives, or the server's reason above the button (doc 2 §8).
 */
export function DeletePerson({
  label,
  confirmation,
  onDelete,
  listPath,
}: {
  /** The button's words. */
  label: string;
  confirmation: { title: string; message: string; confirmLabel: string };
  /** Deletes the person; says so in the words it returns. */
  onDelete: () => Promise<string>;
  listPath: string;
}) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | undefined>();

  async function remove() {
    const yes = await confirm({
      ...confirmation,
      cancelLabel: peopleMessage('people.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    setDeleting(true);
    setDeleteError(undefined);
    try {
      snackbar.show({ message: await onDelete(), tone: 'success' });
      navigate(listPath);
    } catch (failure) {
      setDeleting(false);
      setDeleteError(failureMessage(failure, 'error.tryAgain'));
    }
  }

  return (
    <>
      {deleteError ? <Alert tone="critical">{deleteError}</Alert> : null}
      <Button className={styles.danger} variant="danger" isPending={deleting} onPress={() => void remove()}>
        {label}
      </Button>
    </>
  );
}
