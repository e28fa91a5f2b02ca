import { useState, type FormEvent } from 'react';
import { Button, Form, Inline, TextField } from '@sfi/ui';
import { nameError, type NamedLevel } from '@sfi/domain';
import { serverFieldError } from './fieldError.ts';

export interface AddNameFormProps {
  /** The field's label, e.g. "New model of Honda". */
  label: string;
  /** The submit button's text, e.g. "Add model". */
  actionLabel: string;
  level: NamedLevel;
  /** The names the new one must differ from. */
  siblings: readonly { name: string }[];
  /** Adds the name; a rejection keeps the typed name in the field. */
  onAdd: (name: string) => Promise<unknown>;
}

/** A one-field form that adds a make, model or trim by name, checked before it is sent. */
export function AddNameForm({ label, actionLabel, level, siblings, onAdd }: AddNameFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = nameError(name, level, siblings);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      await onAdd(name.trim());
      setName('');
    } catch (failure) {
      setError(serverFieldError(failure, 'name'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} validationErrors={error ? { name: error } : {}}>
      <Inline gap="small" alignY="end">
        <TextField
          name="name"
          label={label}
          value={name}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" isPending={pending}>
          {actionLabel}
        </Button>
      </Inline>
    </Form>
  );
}
