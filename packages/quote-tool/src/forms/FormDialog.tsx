import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Dialog, Form, Inline, Stack } from '@sfi/ui';
import { message } from '@sfi/domain';
import type { FormErrors } from '@sfi/api-client';

export interface FormDialogProps {
  /** The dialog's title: "New quote dealer". */
  title: string;
  /** The submit button's text. */
  submitLabel: string;
  /** The errors to show: under the fields by name, and one for the whole form above them. */
  errors: FormErrors;
  /** A send is under way. */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Cancel, Escape, the close button or a click outside. */
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a modal dialog: the fields, the errors of a refused submit (under the fields by name,
 * and one for the whole form above them), Cancel and the submit button.
 */
export function FormDialog({
  title,
  submitLabel,
  errors,
  pending,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      isOpen
      title={title}
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Form onSubmit={onSubmit} validationErrors={errors.fields} validationBehavior="aria">
        <Stack gap="medium">
          {errors.form ? <Alert tone="critical">{errors.form}</Alert> : null}
          {children}
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
