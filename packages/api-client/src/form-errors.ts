import { describeValidationError, message, type MessageKey } from '@sfi/domain';
import { formFailure, type FormFields } from './errors.ts';

// Apart from errors.ts, which every first load carries: `message` brings the whole catalogue, and
// only the screens with a form need it (scripts/first-load.mjs), as with failure-message.ts.

/** What a form shows after a refusal: each named field's message, and one message for the rest. */
export interface FormErrors {
  /** The message of each field of the form, by the field's name. */
  fields: Record<string, string>;
  /** A message for the whole form, when the refusal names none of its fields. */
  form?: string;
}

/** A schema of the domain's (zod): what was typed parsed into the schema's output, or the reasons why not. */
export interface FormSchema<Output = unknown> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: Parameters<typeof describeValidationError>[0] };
}

/** The value a schema gives for what was typed. */
export type FormSchemaOutput<S> = S extends FormSchema<infer Output> ? Output : never;

/** The form's values as its schema takes them, or the errors to show under its fields. */
export function checkValues<S extends FormSchema>(
  schema: S,
  values: unknown,
): { value: FormSchemaOutput<S>; errors?: never } | { value?: never; errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { value: result.data as FormSchemaOutput<S> };
  const { fieldErrors } = describeValidationError(result.error);
  return { errors: { fields: fieldErrors } };
}

/**
 * What a form shows when the server refused what it sent ({@link formFailure}): the server's field
 * errors under the form's fields by name (a taken user name, a bad phone number); the rest as one
 * message for the form: the server's words for a refusal (4xx), else the catalogue's message
 * `otherwise` for the call (doc 1 §8, doc 2 §8: by default "error.ourEnd", the problem on our end).
 */
export function failureErrors(
  error: unknown,
  fields: FormFields,
  otherwise: MessageKey = 'error.ourEnd',
): FormErrors {
  const { fields: shown, form } = formFailure(error, fields, message(otherwise));
  return form === undefined ? { fields: shown } : { fields: shown, form };
}
