import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  DropZone,
  FileTypeIcon,
  Grid,
  Heading,
  Inline,
  Link,
  LoadingDots,
  ProgressBar,
  Select,
  SelectItem,
  Stack,
  Text,
  snackbar,
  useConfirm,
} from '@sfi/ui';
import {
  UPLOAD_MAX_BYTES,
  documentTypeLabel,
  documentTypes,
  fileTypeIcon,
  formatFileSize,
  message,
  normalizeDocumentType,
  uploadMimeTypes,
  uploadProblem,
  uploadableContentTypes,
  type DocumentType,
  type FileDocument,
  formatDateTime,
} from '@sfi/domain';
import { failureMessage } from '@sfi/api-client';
import { useApiClient, useLeaseFileDocuments, useLeaseFileMutations, useUpload } from '@sfi/api-client/react';
import * as styles from './file.css.ts';

/** The types a document can be filed as: the older worksheet names are one type (`normalizeDocumentType`). */
const fileableTypes = [...new Set(documentTypes.map((type) => normalizeDocumentType(type)))];
const acceptedTypes = uploadableContentTypes.flatMap((type) => uploadMimeTypes[type]);

export interface FileDocumentsProps {
  fileNo: string;
  /** Whether the user may remove a filed document (staff). */
  canRemove: boolean;
}

/**
 * A file's documents (doc 2 §4): the checklist of what the file's state requires (the co-lessee's
 * documents and CARFAX for a used vehicle included), what is filed and what is missing, with the
 * completeness; the filed documents, each opened through a short-lived read URL; and an upload
 * straight to storage with its progress, cancel and retry, filed as the type chosen.
 */
export function FileDocuments({ fileNo, canRemove }: FileDocumentsProps) {
  const api = useApiClient();
  const confirm = useConfirm();
  const listing = useLeaseFileDocuments(fileNo);
  const files = useLeaseFileMutations();
  const uploading = useUpload();
  const [type, setType] = useState<DocumentType | null>(null);
  const [chosen, setChosen] = useState<File>();
  const [problem, setProblem] = useState<string>();

  if (listing.error && !listing.data)
    return (
      <Alert
        tone="critical"
        title={message('fileTool.documents.error')}
        action={<Button onPress={() => void listing.mutate()}>{message('action.retry')}</Button>}
      />
    );
  if (!listing.data) return <LoadingDots label={message('app.loading')} />;
  const { documents, checklist } = listing.data;

  async function send(file: File, as: DocumentType) {
    setProblem(undefined);
    const token = await uploading.upload(file, { fileNo });
    if (!token) return;
    try {
      // Filed under the name it was saved as (and downloads as): the one the list shows.
      const filed = await files.addDocument(fileNo, { type: as, storageKey: token.key });
      setChosen(undefined);
      snackbar.show({
        message: message('fileTool.documents.filed', { name: filed.name, type: documentTypeLabel(as) }),
        tone: 'success',
      });
    } catch (error) {
      setProblem(failureMessage(error, 'upload.error.failed'));
    }
  }

  function start() {
    if (!type) return setProblem(message('fileTool.documents.chooseType'));
    if (!chosen) return setProblem(message('fileTool.documents.chooseFile'));
    void send(chosen, type);
  }

  async function open(document: FileDocument) {
    try {
      const { urls } = await api.storage.readUrls([document.storageKey]);
      const url = urls[0]?.url;
      if (url) window.open(url, '_blank', 'noopener');
    } catch (error) {
      snackbar.show({
        message: failureMessage(error, 'fileTool.documents.openError'),
        tone: 'error',
      });
    }
  }

  async function remove(document: FileDocument) {
    const yes = await confirm({
      title: message('fileTool.documents.remove.title', { name: document.name }),
      confirmLabel: message('fileTool.documents.remove'),
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await files.removeDocument(fileNo, document.id);
    } catch (error) {
      snackbar.show({ message: failureMessage(error, 'error.tryAgain'), tone: 'error' });
    }
  }

  const percent = Math.round(checklist.completeness * 100);
  const progress = uploading.progress;
  return (
    <Grid columns={{ mobile: 1, tablet: 2 }} gap="large">
      <Card as="section" aria-labelledby="checklist-heading">
        <Stack gap="medium">
          <Heading level={2} id="checklist-heading">
            {message('fileTool.documents.checklist')}
          </Heading>
          <ProgressBar
            label={message('fileTool.documents.completeness')}
            value={percent}
            tone={percent === 100 ? 'positive' : 'brand'}
          />
          <ul className={styles.checklist} aria-label={message('fileTool.documents.required')}>
            {checklist.required.map((required) => {
              const filed = checklist.present.includes(required);
              return (
                <li key={required}>
                  <Text>{documentTypeLabel(required)}</Text>
                  <Badge tone={filed ? 'positive' : 'caution'}>
                    {message(filed ? 'fileTool.documents.present' : 'fileTool.documents.missing')}
                  </Badge>
                </li>
              );
            })}
            {checklist.optional.map((optional) => (
              <li key={optional}>
                <Text>{documentTypeLabel(optional)}</Text>
                <Badge tone="neutral">{message('document.optional')}</Badge>
              </li>
            ))}
          </ul>
        </Stack>
      </Card>

      <Stack gap="large">
        <Card as="section" aria-labelledby="upload-heading">
          <Stack gap="medium">
            <Heading level={2} id="upload-heading">
              {message('fileTool.documents.upload')}
            </Heading>
            {(problem ?? uploading.error) ? (
              <Alert tone="critical">{problem ?? uploading.error}</Alert>
            ) : null}
            <Select
              label={message('fileTool.documents.type')}
              placeholder={message('fileTool.field.choose')}
              selectedKey={type}
              onSelectionChange={(key) => setType(key as DocumentType)}
            >
              {fileableTypes.map((each) => (
                <SelectItem key={each} id={each}>
                  {documentTypeLabel(each)}
                </SelectItem>
              ))}
            </Select>
            <DropZone
              label={chosen ? chosen.name : message('fileTool.documents.drop')}
              description={message('fileTool.documents.limits', { max: formatFileSize(UPLOAD_MAX_BYTES) })}
              acceptedFileTypes={acceptedTypes}
              browseLabel={message('fileTool.documents.browse')}
              onFiles={([file]) => {
                setChosen(file);
                // What the upload would refuse (its type, size, a name that is not its type's) is
                // said at once, in the catalogue's words; its bytes are read when it is sent.
                setProblem(file && uploadProblem(file));
              }}
              onReject={() => {
                setChosen(undefined);
                setProblem(message('upload.error.type'));
              }}
            />
            {progress !== undefined && progress !== null && progress !== 'complete' ? (
              <Inline gap="small" alignY="center">
                <ProgressBar
                  label={message('fileTool.documents.uploading', { name: chosen?.name ?? '' })}
                  value={progress}
                />
                <Button variant="quiet" onPress={uploading.cancel}>
                  {message('action.cancel')}
                </Button>
              </Inline>
            ) : (
              <Inline gap="small">
                <Button onPress={start}>{message('fileTool.documents.send')}</Button>
                {uploading.error && uploading.canRetry ? (
                  <Button variant="secondary" onPress={() => void uploading.retry()}>
                    {message('action.retry')}
                  </Button>
                ) : null}
              </Inline>
            )}
          </Stack>
        </Card>

        <Card as="section" aria-labelledby="documents-heading">
          <Stack gap="medium">
            <Heading level={2} id="documents-heading">
              {message('fileTool.documents.filedTitle', { count: documents.length })}
            </Heading>
            {documents.length === 0 ? (
              <Text tone="neutral">{message('fileTool.documents.none')}</Text>
            ) : (
              <ul className={styles.documents}>
                {documents.map((document) => (
                  <li key={document.id}>
                    <FileTypeIcon type={fileTypeIcon(document.name)} size={28} />
                    <Stack gap="xxsmall">
                      <Link onPress={() => void open(document)}>{document.name}</Link>
                      <Text size="small" tone="neutral">
                        {documentTypeLabel(document.type)} · {formatFileSize(document.size)} ·{' '}
                        {message('fileTool.history.by', {
                          name: document.uploadedBy.name,
                          when: formatDateTime(document.createdAt),
                        })}
                      </Text>
                    </Stack>
                    {canRemove ? (
                      <Button variant="quiet" onPress={() => void remove(document)}>
                        {message('fileTool.documents.remove')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Card>
      </Stack>
    </Grid>
  );
}
