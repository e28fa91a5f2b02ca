import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { checkValues, failureErrors, failureMessage, type FormErrors } from '@sfi/api-client';
import { useClient, useClientMutations } from '@sfi/api-client/react';
import {
  Alert,
  Button,
  DescriptionList,
  Form,
  Heading,
  Link,
  Stack,
  Text,
  TextField,
  snackbar,
} from '@sfi/ui';
import {
  activeLocale,
  ClientFileChangeSchema,
  message,
  peopleMessage,
  type ClientAccount,
} from '@sfi/domain';
import { PersonPhoto } from '../photos/PersonPhoto.tsx';
import { ClientActivation } from './ClientActivation.tsx';
import { DeletePerson, PersonPage } from './PersonPage.tsx';
import * as styles from './People.css.ts';

const filePath = (fileNo: string) => `/staff/files/${encodeURIComponent(fileNo)}`;
const clientsPath = '/staff/clients';
const noErrors: FormErrors = { fields: {} };

/**
 * A client's lease files: each linked file (to open, or unlink), and a file number to link
 * ("The file does not exist" under the field when there is none). Linking and unlinking each keep
 * their own state (doc 2 §4).
 */
function ClientFiles({ client }: { client: ClientAccount }) {
  const mutations = useClientMutations();
  const [fileNo, setFileNo] = useState('');
  const [errors, setErrors] = useState(noErrors);
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<string | undefined>();

  async function link(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (linking) return;
    const checked = checkValues(ClientFileChangeSchema, { fileNo });
    setErrors(checked.errors ?? noErrors);
    if (checked.errors) return;
    setLinking(true);
    try {
      await mutations.changeFile(client.id, checked.value);
      setFileNo('');
      snackbar.show({
        message: peopleMessage('clients.linked', { fileNo: checked.value.fileNo }),
        tone: 'success',
      });
    } catch (failure) {
      setErrors(failureErrors(failure, ['fileNo'], 'error.tryAgain'));
    } finally {
      setLinking(false);
    }
  }

  async function unlink(file: string) {
    if (unlinking) return;
    setUnlinking(file);
    try {
      await mutations.changeFile(client.id, { fileNo: file, unlink: true });
      snackbar.show({ message: peopleMessage('clients.unlinked', { fileNo: file }), tone: 'success' });
    } catch (failure) {
      snackbar.show({ message: failureMessage(failure, 'error.tryAgain'), tone: 'error' });
    } finally {
      setUnlinking(undefined);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="client-files">
      <Heading level={2} id="client-files">
        {peopleMessage('clients.detail.files')}
      </Heading>
      {client.fileNos.length === 0 ? (
        <Text tone="secondary">{peopleMessage('clients.detail.noFiles')}</Text>
      ) : (
        <ul className={styles.files}>
          {client.fileNos.map((file) => (
            <li key={file} className={styles.fileRow}>
              <Link href={filePath(file)}>{file}</Link>
              <Button
                size="small"
                variant="quiet"
                aria-label={peopleMessage('clients.unlink.action', { fileNo: file })}
                isPending={unlinking === file}
                onPress={() => void unlink(file)}
              >
                {peopleMessage('clients.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={link} validationErrors={errors.fields} validationBehavior="aria">
        <div className={styles.linkForm}>
          <TextField
            className={styles.linkField}
            name="fileNo"
            label={peopleMessage('clients.link.label')}
            value={fileNo}
            onChange={(value) => {
              setFileNo(value);
              setErrors(noErrors);
            }}
            autoComplete="off"
            isRequired
          />
          <Button className={styles.linkButton} type="submit" variant="secondary" isPending={linking}>
            {peopleMessage('clients.link.submit')}
          </Button>
        </div>
      </Form>
      {errors.form ? <Alert tone="critical">{errors.form}</Alert> : null}
    </section>
  );
}

/**
 * One client (spec doc 2 §3, §4, §7, §8): their e-mail, name, when they were added and whether
 * their e-mail is confirmed; their photo, changed here; their lease files, linked and unlinked here; and their removal, after
 * a confirmation. "There was a problem loading this client." when they cannot be loaded.
 */
export default function ClientPage() {
  const { id } = useParams();
  const client = useClient(id);
  const mutations = useClientMutations();

  return (
    <PersonPage listPath={clientsPath} person={client} loadError={message('clients.error.load')}>
      {(shown) => (
        <>
          <title>{`${shown.email} · ${peopleMessage('clients.title')} · ${message('nav.staff.label')}`}</title>
          <Stack gap="small">
            <Heading level={1}>{shown.email}</Heading>
            <Text tone="neutral">{shown.name ?? peopleMessage('people.noName')}</Text>
          </Stack>
          <section className={styles.section} aria-label={peopleMessage('clients.title')}>
            <DescriptionList
              items={[
                { term: peopleMessage('people.field.email'), description: shown.email },
                {
                  term: peopleMessage('clients.detail.created'),
                  description: new Date(shown.createdAt).toLocaleDateString(activeLocale(), {
                    dateStyle: 'long',
                  }),
                },
                {
                  term: peopleMessage('clients.detail.confirmed'),
                  description: peopleMessage(
                    shown.emailConfirmed ? 'people.yes' : 'clients.detail.notConfirmed',
                  ),
                },
              ]}
            />
          </section>
          <ClientActivation client={shown} />
          <PersonPhoto ownerId={shown.id} name={shown.name ?? shown.email} photo={shown.photo} />
          <ClientFiles client={shown} />
          <DeletePerson
            label={peopleMessage('clients.delete')}
            confirmation={{
              title: peopleMessage('clients.delete.title', { email: shown.email }),
              message: peopleMessage('clients.delete.question', { email: shown.email }),
              confirmLabel: peopleMessage('clients.delete.confirm'),
            }}
            onDelete={async () => {
              const removed = await mutations.remove(shown.id);
              return peopleMessage('clients.deleted', { email: removed.email });
            }}
            listPath={clientsPath}
          />
        </>
      )}
    </PersonPage>
  );
}
