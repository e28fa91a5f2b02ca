import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, CheckboxGroup, Dialog, Inline, Stack, Text, snackbar } from '@sfi/ui';
import {
  formatFileSize,
  message,
  reportFailureKey,
  reportTemplateList,
  reportTemplates,
  type ReportTemplate,
  reportMessage,
} from '@sfi/domain';
import { isAbortError } from '@sfi/api-client';
import { useApiClient } from '@sfi/api-client/react';
import { saveDownload } from '../download.ts';

export interface DocumentPackDialogProps {
  fileNo: string;
  onClose: () => void;
}

/**
 * The file's document pack (doc 2 §7, `POST /reports`): the templates to fill from the file, all
 * chosen to start with, then one zip, `{fileNo}.zip`, downloaded with its progress. Closing the
 * dialog cancels a download under way. A failure says the spec's words (doc 2 §8).
 */
export function DocumentPackDialog({ fileNo, onClose }: DocumentPackDialogProps) {
  const api = useApiClient();
  const [chosen, setChosen] = useState<ReportTemplate[]>([...reportTemplates]);
  const [received, setReceived] = useState<number>();
  const [failed, setFailed] = useState(false);
  const [missing, setMissing] = useState(false);
  const running = useRef<AbortController>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  async function download() {
    if (chosen.length === 0) return setMissing(true);
    const controller = new AbortController();
    running.current = controller;
    setFailed(false);
    setReceived(0);
    try {
      const { name, blob } = await api.reports.documentPack(
        // In the templates' own order, whatever the order they were ticked in.
        { fileNo, templates: reportTemplates.filter((template) => chosen.includes(template)) },
        { signal: controller.signal, onProgress: setReceived },
      );
      saveDownload(blob, name);
      snackbar.show({ message: reportMessage('reports.screen.done', { name }), tone: 'success' });
      onClose();
    } catch (error) {
      if (!controller.signal.aborted && !isAbortError(error)) setFailed(true);
    } finally {
      if (running.current === controller) running.current = undefined;
      setReceived(undefined);
    }
  }

  const busy = received !== undefined;
  return (
    <Dialog
      isOpen
      title={reportMessage('reports.pack.title', { fileNo })}
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Stack gap="medium">
        <Text tone="neutral">{reportMessage('reports.pack.intro')}</Text>
        {failed ? <Alert tone="critical" title={message(reportFailureKey('documents'))} /> : null}
        <CheckboxGroup
          label={reportMessage('reports.pack.templates')}
          value={chosen}
          onChange={(next) => {
            setChosen(next as ReportTemplate[]);
            setMissing(false);
          }}
          isInvalid={missing}
          errorMessage={reportMessage('reports.pack.choose')}
          isDisabled={busy}
        >
          {reportTemplateList().map((template) => (
            <Checkbox key={template.name} value={template.name}>
              {template.title}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {busy ? (
          <Text role="status" tone="neutral">
            {received === 0
              ? reportMessage('reports.screen.preparing')
              : reportMessage('reports.screen.downloading', { size: formatFileSize(received) })}
          </Text>
        ) : null}
        <Inline gap="small" align="end">
          <Button variant="quiet" onPress={onClose}>
            {reportMessage('reports.pack.cancel')}
          </Button>
          <Button
            isPending={busy}
            pendingLabel={reportMessage('reports.screen.preparing')}
            onPress={() => void download()}
          >
            {reportMessage('reports.pack.download')}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
