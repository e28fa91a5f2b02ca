import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Grid,
  Heading,
  Inline,
  LoadingDots,
  Stack,
  Text,
  TextField,
  snackbar,
  useConfirm,
} from '@sfi/ui';
import {
  ACCOUNT_NO_SHOWN_DIGITS,
  formatDateTime,
  formatMoney,
  message,
  type BankingChange,
  type BankingInfoListItem,
  type NewBankingInfo,
  fileMoneyMessage,
  type FileMoneyKey,
} from '@sfi/domain';
import { ApiError } from '@sfi/api-client';
import { useBankingInfo, useBankingInfoMutations, useBankingRecord } from '@sfi/api-client/react';
import { bankingDraftOf, emptyBankingDraft, readBankingDraft, type BankingDraft } from './forms.ts';
import * as styles from './money.css.ts';

export interface BankingInfoPanelProps {
  fileNo: string;
}

const fields: readonly (keyof BankingDraft)[] = [
  'payeeName',
  'institutionNo',
  'transitNo',
  'accountNo',
  'amount',
];
const labelOf = (field: string) => fileMoneyMessage(`fileTool.banking.${field}` as FileMoneyKey);
const helpOf: Partial<Record<keyof BankingDraft, FileMoneyKey>> = {
  institutionNo: 'fileTool.banking.institutionNo.help',
  transitNo: 'fileTool.banking.transitNo.help',
  accountNo: 'fileTool.banking.accountNo.help',
};

/** What the form is doing: nothing, adding a record, or editing one (by id). */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: string; payee: string };

/**
 * A file's banking info (doc 2 §3, §7, §8): its records with their account numbers masked; adding
 * one, editing one (read whole) and deleting one, each field checked as typed with its error under
 * it and what was typed kept; and the audit trail of the changes, who made each and when.
 */
export function BankingInfoPanel({ fileNo }: BankingInfoPanelProps) {
  const list = useBankingInfo(fileNo);
  const mutations = useBankingInfoMutations(fileNo);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });

  if (list.error && !list.data)
    return (
      <Alert
        tone="critical"
        title={message('bankingInfo.error.load')}
        action={<Button onPress={() => void list.mutate()}>{message('action.retry')}</Button>}
      />
    );
  if (!list.data) return <LoadingDots label={message('app.loading')} />;

  async function remove(record: BankingInfoListItem) {
    const yes = await confirm({
      title: fileMoneyMessage('fileTool.banking.delete.title', { payee: record.payeeName }),
      message: fileMoneyMessage('fileTool.banking.delete.detail'),
      confirmLabel: fileMoneyMessage('fileTool.banking.delete'),
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await mutations.remove(record.id);
      if (editing.kind === 'edit' && editing.id === record.id) setEditing({ kind: 'none' });
      snackbar.show({
        message: fileMoneyMessage('fileTool.banking.deleted', { payee: record.payeeName }),
        tone: 'success',
      });
    } catch {
      snackbar.show({ message: message('bankingInfo.error.delete'), tone: 'error' });
    }
  }

  const { bankingInfo: records, changes } = list.data;
  return (
    <Grid columns={{ mobile: 1, desktop: 2 }} gap="large">
      <Stack gap="large">
        <Card as="section" aria-labelledby="banking-records">
          <Stack gap="medium">
            <Inline gap="small" align="spaceBetween" alignY="center">
              <Heading level={2} id="banking-records">
                {message('fileTool.tab.banking')}
              </Heading>
              {editing.kind === 'none' ? (
                <Button variant="secondary" onPress={() => setEditing({ kind: 'new' })}>
                  {fileMoneyMessage('fileTool.banking.add')}
                </Button>
              ) : null}
            </Inline>
            {records.length === 0 ? (
              <Text tone="neutral">{fileMoneyMessage('fileTool.banking.none')}</Text>
            ) : (
              <ul
                className={styles.records}
                aria-label={fileMoneyMessage('fileTool.banking.list', { fileNo })}
              >
                {records.map((record) => (
                  <li key={record.id}>
                    <Inline gap="small" align="spaceBetween" alignY="center">
                      <Stack gap="xxsmall">
                        <Text weight="semibold">
                          {record.payeeName} · {formatMoney(Math.round(record.amount * 100))}
                        </Text>
                        <Text tone="neutral" size="small">
                          {record.institutionNo}-{record.transitNo} ·{' '}
                          <span
                            aria-label={fileMoneyMessage('fileTool.banking.accountEnding', {
                              digits: record.accountNo.slice(-ACCOUNT_NO_SHOWN_DIGITS),
                            })}
                          >
                            {record.accountNo}
                          </span>
                        </Text>
                      </Stack>
                      <Inline gap="xsmall">
                        <Button
                          variant="secondary"
                          aria-label={fileMoneyMessage('fileTool.banking.editLabel', {
                            payee: record.payeeName,
                          })}
                          onPress={() => setEditing({ kind: 'edit', id: record.id, payee: record.payeeName })}
                        >
                          {fileMoneyMessage('fileTool.banking.edit')}
                        </Button>
                        <Button
                          variant="danger"
                          aria-label={fileMoneyMessage('fileTool.banking.deleteLabel', {
                            payee: record.payeeName,
                          })}
                          onPress={() => void remove(record)}
                        >
                          {fileMoneyMessage('fileTool.banking.delete')}
                        </Button>
                      </Inline>
                    </Inline>
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Card>
        {editing.kind === 'new' ? (
          <BankingForm
            fileNo={fileNo}
            title={fileMoneyMessage('fileTool.banking.new')}
            initial={emptyBankingDraft}
            submitLabel={fileMoneyMessage('fileTool.banking.create')}
            failureMessage={message('bankingInfo.error.create')}
            onSubmit={async (record) => {
              await mutations.create(record);
              snackbar.show({
                message: fileMoneyMessage('fileTool.banking.created', { payee: record.payeeName }),
                tone: 'success',
              });
            }}
            onDone={() => setEditing({ kind: 'none' })}
          />
        ) : editing.kind === 'edit' ? (
          <EditRecord
            key={editing.id}
            fileNo={fileNo}
            id={editing.id}
            payee={editing.payee}
            onSubmit={async (record) => {
              await mutations.save(editing.id, record);
              snackbar.show({
                message: fileMoneyMessage('fileTool.banking.saved', { payee: record.payeeName }),
                tone: 'success',
              });
            }}
            onDone={() => setEditing({ kind: 'none' })}
          />
        ) : null}
      </Stack>
      <Card as="section" aria-labelledby="banking-changes">
        <Stack gap="medium">
          <Heading level={2} id="banking-changes">
            {fileMoneyMessage('fileTool.banking.changes')}
          </Heading>
          {changes.length === 0 ? (
            <Text tone="neutral">{fileMoneyMessage('fileTool.banking.noChanges')}</Text>
          ) : (
            <ol className={styles.trail}>
              {changes.map((change) => (
                <li key={change.id}>
                  {changeText(change)} · <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                </li>
              ))}
            </ol>
          )}
        </Stack>
      </Card>
    </Grid>
  );
}

/** An audit entry in words: who did what to which fields. */
function changeText(change: BankingChange): string {
  const names = Object.keys(change.changes).map((field) => labelOf(field).toLowerCase());
  return fileMoneyMessage(`fileTool.banking.change.${change.action}`, {
    name: change.actorName,
    fields: names.join(', '),
  });
}

/** What a form does with the record read from it. */
type Submit = (record: NewBankingInfo) => Promise<void>;

/** Editing a record: it is read whole first (its account number unmasked). */
function EditRecord({
  fileNo,
  id,
  payee,
  onSubmit,
  onDone,
}: {
  fileNo: string;
  id: string;
  payee: string;
  onSubmit: Submit;
  onDone: () => void;
}) {
  const record = useBankingRecord(fileNo, id);
  if (record.error && !record.data)
    return (
      <Alert
        tone="critical"
        title={message('bankingInfo.error.load')}
        action={<Button onPress={() => void record.mutate()}>{message('action.retry')}</Button>}
      />
    );
  if (!record.data) return <LoadingDots label={message('app.loading')} />;
  return (
    <BankingForm
      fileNo={fileNo}
      title={fileMoneyMessage('fileTool.banking.editTitle', { payee })}
      initial={bankingDraftOf(record.data)}
      submitLabel={fileMoneyMessage('fileTool.banking.saveEdit')}
      failureMessage={message('bankingInfo.error.load')}
      onSubmit={onSubmit}
      onDone={onDone}
    />
  );
}

/**
 * The banking form: every field as typed, checked by the domain's rules on submit (each error
 * under its field, what was typed kept), then the server's refusals under their fields too.
 */
function BankingForm({
  fileNo,
  title,
  initial,
  submitLabel,
  failureMessage,
  onSubmit,
  onDone,
}: {
  fileNo: string;
  title: string;
  initial: BankingDraft;
  submitLabel: string;
  failureMessage: string;
  onSubmit: Submit;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit() {
    setFailure(undefined);
    const read = readBankingDraft(draft, fileNo);
    if (!read.value) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onSubmit(read.value);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else setFailure(failureMessage);
    } finally {
      setSending(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="banking-form">
      <Stack gap="medium">
        <Heading level={2} id="banking-form">
          {title}
        </Heading>
        {failure ? <Alert tone="critical" title={failure} /> : null}
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Grid minColumnWidth="12rem" gap="medium">
            {fields.map((field) => {
              const help = helpOf[field];
              return (
                <TextField
                  key={field}
                  name={field}
                  label={labelOf(field)}
                  description={help ? fileMoneyMessage(help) : undefined}
                  inputMode={field === 'payeeName' ? undefined : field === 'amount' ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  value={draft[field]}
                  onChange={(value) => {
                    setDraft((current) => ({ ...current, [field]: value }));
                    if (field in errors) setErrors(({ [field]: _, ...rest }) => rest);
                  }}
                  isInvalid={field in errors}
                  errorMessage={errors[field]}
                />
              );
            })}
          </Grid>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onDone}>
              {fileMoneyMessage('fileTool.banking.cancel')}
            </Button>
            <Button type="submit" isPending={sending}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </Stack>
    </Card>
  );
}
