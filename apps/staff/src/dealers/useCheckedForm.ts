import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '@sfi/domain';
import { failureErrors, type FormErrors } from './errors.ts';

const noErrors: FormErrors = { fields: {} };

export interface CheckedFormOptions<Values, Value> {
  initial: Values;
  /** The fields whose refusals from the server show under them; the rest show above the form. */
  fieldNames: readonly string[];
  /** The values as the domain's schema takes them (`checkValues`), or the errors to show. */
  check: (values: Values) => { value: Value; errors?: never } | { value?: never; errors: FormErrors };
  /** Sends the checked values; a rejection keeps the form as typed, with the server's errors. */
  send: (value: Value) => Promise<unknown>;
  /** The catalogue's words for a refusal the server gave no words for. */
  failure?: MessageKey;
}

/**
 * A staff form checked with the domain's schema before it is sent: what was typed, each field's
 * error (cleared as the field changes), the pending send, and after a refusal the focus on the first
 * field in error. The form passes `errors.fields` as its `validationErrors`.
 */
export function useCheckedForm<Values extends object, Value>({
  initial,
  fieldNames,
  check,
  send,
  failure,
}: CheckedFormOptions<Values, Value>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(noErrors);
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector('[data-invalid]')?.querySelector<HTMLElement>('input')?.focus();
  }, [refusals]);

  function change<Name extends keyof Values & string>(name: Name, value: Values[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ fields: { [name]: _cleared, ...fields } }) => ({ fields }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (pending) return;
    const checked = check(values);
    setErrors(checked.errors ?? noErrors);
    if (checked.errors) return setRefusals((count) => count + 1);
    setPending(true);
    try {
      await send(checked.value);
      setPending(false);
    } catch (error) {
      setPending(false);
      setErrors(failureErrors(error, fieldNames, failure));
      setRefusals((count) => count + 1);
    }
  }

  /** A text field's props: its name, what was typed, and a change that clears its error. */
  const field = <Name extends keyof Values & string>(name: Name) => ({
    name,
    value: values[name],
    onChange: (value: Values[Name]) => change(name, value),
  });

  return { values, change, field, errors, pending, submit };
}
