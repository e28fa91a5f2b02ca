import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Form, Inline, Stack, TextField } from '@sfi/ui';
import { FileNoSchema, describeValidationError, message } from '@sfi/domain';

export interface FileNoDialogProps {
  /** "New file", "Change the file number". */
  title: string;
  submitLabel: string;
  /** The number the field starts with. */
  initial?: string;
  /**
   * Sends the number, checked by the domain's file-number rule; resolves with the message to show
   * when the server refused it, or undefined when it was taken.
   */
  onSubmit: (fileNo: string) => Promise<string | undefined>;
  onClose: () => void;
}

/**
 * A dialog asking for a file number (a new file, or a file's new number): the number is checked as
 * the server checks it (`FileNoSchema`) before it is sent, and a refusal shows under the field, the
 * number kept as typed.
 */
export function FileNoDialog({ title, submitLabel, initial = '', onSubmit, onClose }: FileNoDialogProps) {
  const [fileNo, setFileNo] = useState(initial);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = FileNoSchema.safeParse(fileNo);
    if (!checked.success) return setError(describeValidationError(checked.error).fieldErrors['_']);
    setPending(true);
    setFailure(undefined);
    try {
      const refused = await onSubmit(checked.data);
      if (refused) setError(refused);
    } catch (thrown) {
      setFailure(thrown instanceof Error ? thrown.message : String(thrown));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      isOpen
      title={title}
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <Stack gap="medium">
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
          <TextField
            label={message('fileTool.fileNo.label')}
            description={message('fileTool.fileNo.help')}
            value={fileNo}
            onChange={(next) => {
              setFileNo(next);
              setError(undefined);
            }}
            isInvalid={error !== undefined}
            errorMessage={error}
            isRequired
            autoFocus
          />
          <Inline gap="small" align="end">
            <Button variant="quiet" onPress={onClose}>
              {message('action.cancel')}
            </Button>
            <Button type="submit" isPending={pending}>
              {submitLabel}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
