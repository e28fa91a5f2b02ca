import { useState, type FormEvent } from 'react';
import { Button, Dialog, Form, Inline, Stack, TextField } from '@sfi/ui';
import { message, nameError, type NamedLevel } from '@sfi/domain';
import { serverFieldError } from './fieldError.ts';

export interface NameDialogProps {
  title: string;
  label: string;
  level: NamedLevel;
  /** The name as it is now. */
  current: string;
  /** The names of the thing's siblings (its own included). */
  siblings: readonly { name: string }[];
  /** Saves the new name; a rejection keeps the dialog open with what the user typed. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog that renames a make, model or trim. */
export function NameDialog({ title, label, level, current, siblings, onSave, onClose }: NameDialogProps) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = nameError(name, level, siblings, current);
    setError(problem);
    if (problem) return;
    if (name.trim() === current) return onClose();
    setPending(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (failure) {
      setError(serverFieldError(failure, 'name'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog isOpen title={title} onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={submit} validationErrors={error ? { name: error } : {}}>
        <Stack gap="medium">
          <TextField
            name="name"
            label={label}
            value={name}
            autoFocus
            onChange={(value) => {
              setName(value);
              setError(undefined);
            }}
          />
          <Inline gap="small" align="end">
            <Button variant="quiet" onPress={onClose}>
              {message('action.cancel')}
            </Button>
            <Button type="submit" isPending={pending}>
              {message('action.save')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
