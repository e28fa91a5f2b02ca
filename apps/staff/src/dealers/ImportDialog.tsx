import { useState } from 'react';
import { failureMessage } from '@sfi/api-client';
import { Alert, Button, Dialog, DropZone, FileTrigger, Inline, LoadingDots, Stack, Text } from '@sfi/ui';
import {
  FILE_DEALER_IMPORT_MAX_BYTES,
  FILE_DEALER_IMPORT_MAX_ROWS,
  formatFileSize,
  message,
  type MessageKey,
  type FileDealerImportColumn,
  type FileDealerImportPreview,
  type FileDealerImportResult,
} from '@sfi/domain';
import * as styles from './DealersPage.css.ts';

export interface ImportDialogProps {
  /** Checks the file: every row with its problems. Writes nothing. */
  onPreview: (file: File) => Promise<FileDealerImportPreview>;
  /** Imports the file's rows without problems, all at once. */
  onImport: (file: File) => Promise<FileDealerImportResult>;
  /** The import is done: how many dealers were added. */
  onImported: (result: FileDealerImportResult) => void;
  onClose: () => void;
}

type Step =
  | { step: 'choose'; problem?: string }
  | { step: 'checking'; file: File }
  | { step: 'preview'; file: File; preview: FileDealerImportPreview; problem?: string; importing?: boolean };

/** The preview's columns: the row's values, then its problems. */
const columns = [
  'dealerNo',
  'name',
  'email',
  'username',
] as const satisfies readonly FileDealerImportColumn[];

/** Each column's name as the dialog's form calls it. */
const columnLabels = {
  dealerNo: 'fileDealers.dealerNo.label',
  name: 'fileDealers.name.label',
  email: 'fileDealers.email.label',
  username: 'fileDealers.username.label',
  password: 'fileDealers.password.label',
} as const satisfies Record<FileDealerImportColumn, MessageKey>;

/** A column's name, in the language shown when it is asked for. */
const columnLabel = (column: string) =>
  Object.hasOwn(columnLabels, column) ? message(columnLabels[column as FileDealerImportColumn]) : column;

/**
 * The dealer import: pick or drop a CSV or Excel file, see every row with its problems (the server
 * reads the file, so what it shows is what would be imported), then "Import N dealers", which adds
 * the rows without problems in one go. A file the server cannot read says why, in plain words.
 */
export function ImportDialog({ onPreview, onImport, onImported, onClose }: ImportDialogProps) {
  const [state, setState] = useState<Step>({ step: 'choose' });

  async function check(file: File) {
    setState({ step: 'checking', file });
    try {
      setState({ step: 'preview', file, preview: await onPreview(file) });
    } catch (error) {
      setState({ step: 'choose', problem: failureMessage(error, 'error.tryAgain') });
    }
  }

  async function run() {
    if (state.step !== 'preview' || state.importing) return;
    setState({ ...state, importing: true, problem: undefined });
    try {
      onImported(await onImport(state.file));
      onClose();
    } catch (error) {
      setState({ ...state, importing: false, problem: failureMessage(error, 'error.tryAgain') });
    }
  }

  const pick = (files: File[]) => {
    const [file] = files;
    if (file) void check(file);
  };

  return (
    <Dialog
      isOpen
      size="large"
      title={message('fileDealers.import.title')}
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Stack gap="medium">
        {state.step === 'choose' ? (
          <>
            <Text tone="neutral">
              {message('fileDealers.import.intro', {
                maxSize: formatFileSize(FILE_DEALER_IMPORT_MAX_BYTES),
                maxRows: FILE_DEALER_IMPORT_MAX_ROWS,
              })}
            </Text>
            {state.problem ? <Alert tone="critical">{state.problem}</Alert> : null}
            <DropZone
              label={message('fileDealers.import.drop')}
              browseLabel={message('fileDealers.import.pick')}
              onFiles={pick}
            />
          </>
        ) : state.step === 'checking' ? (
          <LoadingDots label={message('fileDealers.import.checking', { file: state.file.name })} />
        ) : (
          <PreviewTable file={state.file} preview={state.preview} />
        )}
        {state.step === 'preview' && state.problem ? <Alert tone="critical">{state.problem}</Alert> : null}
        <Inline gap="small" align="end">
          {state.step === 'preview' ? (
            <FileTrigger onSelect={pick} variant="quiet" isDisabled={state.importing}>
              {message('fileDealers.import.another')}
            </FileTrigger>
          ) : null}
          <Button variant="quiet" onPress={onClose}>
            {message('action.cancel')}
          </Button>
          {state.step === 'preview' ? (
            <Button
              isDisabled={state.preview.valid === 0}
              isPending={state.importing ?? false}
              onPress={() => void run()}
            >
              {message('fileDealers.import.action', { count: state.preview.valid })}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Dialog>
  );
}

/** Every row of the file, with its problems under the values they concern. */
function PreviewTable({ file, preview }: { file: File; preview: FileDealerImportPreview }) {
  return (
    <Stack gap="small">
      <Text aria-live="polite">
        {message('fileDealers.import.ready', { count: preview.valid })}{' '}
        {preview.invalid > 0 ? message('fileDealers.import.skipped', { count: preview.invalid }) : null}
      </Text>
      <div
        className={styles.previewScroll}
        tabIndex={0}
        role="region"
        aria-label={message('fileDealers.import.rows', { file: file.name })}
      >
        <table className={styles.preview}>
          <thead>
            <tr>
              <th scope="col">{message('fileDealers.import.column.line')}</th>
              {/* The problems come first: on a phone they are in view without scrolling sideways. */}
              <th scope="col">{message('fileDealers.import.column.problems')}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {columnLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => {
              const problems = Object.entries(row.errors).map(([column, problem]) =>
                message('fileDealers.detail', {
                  label: columnLabel(column),
                  value: problem,
                }),
              );
              return (
                <tr key={row.line} data-invalid={problems.length > 0 || undefined}>
                  <th scope="row">{row.line}</th>
                  <td>
                    {problems.length === 0 ? (
                      <span className={styles.ready}>{message('fileDealers.import.rowReady')}</span>
                    ) : (
                      <ul className={styles.problems}>
                        {problems.map((problem) => (
                          <li key={problem}>{problem}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  {columns.map((column) => (
                    <td key={column}>
                      <span className={styles.cellValue}>{row.values[column]}</span>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}
