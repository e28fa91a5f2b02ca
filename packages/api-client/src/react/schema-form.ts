import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '@sfi/domain';
import {
  checkValues,
  failureErrors,
  type FormErrors,
  type FormSchema,
  type FormSchemaOutput,
} from '../form-errors.ts';

export interface SchemaFormOptions<Values extends object, S extends FormSchema> {
  /** The fields' first values, by the fields' names: the server's errors of these show under them. */
  initial: Values;
  /**
   * The domain schema the values must pass before anything is sent (the server checks the same),
   * taken at each submit: a dialog that adds or edits passes the one for what it does.
   */
  schema: S;
  /** What the schema checks, made from what was typed (by default, the values as typed). */
  input?: (values: Values) => unknown;
  /** Sends the checked value; a rejection keeps the form as typed and shows why. */
  send: (value: FormSchemaOutput<S>) => Promise<unknown>;
  /** Called once `send` has succeeded (closes the dialog). */
  onSent?: () => void;
  /** The catalogue's words for a failure the server gave no words for (by default "error.ourEnd"). */
  failure?: MessageKey;
}

const noErrors: FormErrors = { fields: {} };

/**
 * The state of a form checked with a domain schema: the typed values, the errors shown under the
 * fields by name (the schema's before sending, the server's after, see `failureErrors`), a message
 * for the whole form, and whether a send is under way. What was typed stays after any failure;
 * editing a field clears its error; after a refused submit the first field in error takes the focus.
 * The form passes `errors.fields` as its `validationErrors`.
 */
export function useSchemaForm<Values extends object, S extends FormSchema>({
  initial,
  schema,
  input = (values) => values,
  send,
  onSent,
  failure,
}: SchemaFormOptions<Values, S>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(noErrors);
  const [pending, setPending] = useState(false);
  /** Counts the refused submits: after each, the first field in error takes the focus. */
  const [refusals, setRefusals] = useState(0);
  const formElement = useRef<HTMLFormElement | null>(null);
  const names = Object.keys(initial);

  /** Changes the field named `name`, and clears its error. */
  function change<Name extends keyof Values & string>(name: Name, value: Values[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ fields: { [name]: _cleared, ...fields } }) => ({ fields }));
  }

  /** Props for the field named `name`: its name, its value, and a change that clears its error. */
  const field = <Name extends keyof Values & string>(name: Name) => ({
    name,
    value: values[name],
    onChange: (value: Values[Name]) => change(name, value),
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
    const checked = checkValues(schema, input(values));
    setErrors(checked.errors ?? noErrors);
    if (checked.errors) return setRefusals((count) => count + 1);
    setPending(true);
    try {
      await send(checked.value);
      setPending(false);
      onSent?.();
    } catch (error) {
      setPending(false);
      setErrors(failureErrors(error, names, failure));
      setRefusals((count) => count + 1);
    }
  }

  return { values, change, field, errors, pending, submit };
}
