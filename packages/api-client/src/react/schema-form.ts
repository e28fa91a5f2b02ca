import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { checkValues, failureErrors, type FormErrors } from './errors.ts';

export interface SchemaFormOptions<S extends z.ZodType, Name extends string> {
  /** The domain schema the values must pass before anything is sent (the server checks the same). */
  schema: S;
  /** The fields' first values, by the fields' names. */
  initial: Record<Name, string>;
  /** Sends the checked value; a rejection keeps the form as typed and shows why. */
  send: (value: z.output<S>) => Promise<unknown>;
  /** Called once `send` has succeeded (closes the dialog). */
  onSent?: () => void;
}

const noErrors: FormErrors = { fields: {} };

/**
 * The state of a form checked with a domain schema: the typed values, the errors shown under the
 * fields by name (the schema's before sending, the server's after), a message for the whole form,
 * and whether a send is under way. What was typed stays after any failure; editing a field clears
 * its error; after a refused submit the first field in error takes the focus.
 */
export function useSchemaForm<S extends z.ZodType, Name extends string>({
  schema,
  initial,
  send,
  onSent,
}: SchemaFormOptions<S, Name>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(noErrors);
  const [pending, setPending] = useState(false);
  /** Counts the refused submits: after each, the first field in error takes the focus. */
  const [refusals, setRefusals] = useState(0);
  const formElement = useRef<HTMLFormElement | null>(null);
  const names = Object.keys(initial);

  /** Props for the field named `name`: its value, and a change that clears its error. */
  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ fields: { [name]: _cleared, ...fields } }) => ({ fields }));
    },
  });

  useEffect(() => {
    if (refusals === 0) return;
    // react-aria marks an invalid field's root with data-invalid; its control is the first input,
    // text area or button in it (a select's is its button: its hidden native select is not focusable).
    const field = formElement.current?.querySelector('[data-invalid]');
    field?.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea, button')?.focus();
  }, [refusals]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formElement.current = event.currentTarget;
    if (pending) return;
    const checked = checkValues(schema, values);
    setErrors(checked.errors ?? noErrors);
    if (checked.errors) return setRefusals((count) => count + 1);
    setPending(true);
    try {
      await send(checked.value);
      setPending(false);
      onSent?.();
    } catch (error) {
      setPending(false);
      setErrors(failureErrors(error, names));
      setRefusals((count) => count + 1);
    }
  }

  return { values, errors, pending, field, submit };
}
