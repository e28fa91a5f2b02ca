import type { z } from 'zod';
import { describeValidationError, message } from '@sfi/domain';
import { formFailure } from '@sfi/api-client';

/** What a form shows after a refusal: each named field's message, and one message for the rest. */
export interface FormErrors {
  /** The message of each field of the form, by the field's name. */
  fields: Record<string, string>;
  /** A message for the whole form, when the refusal names none of its fields. */
  form?: string;
}

/** The form's values as its schema takes them, or what the form shows under its fields. */
export function checkValues<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { value: z.output<S>; errors?: never } | { value?: never; errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { value: result.data };
  const { fieldErrors } = describeValidationError(result.error);
  return { errors: { fields: fieldErrors } };
}

/**
 * What a form shows when the server refused what it sent (`formFailure`): the server's field errors
 * under the form's fields by name (a taken name, a bad phone number); the rest as one message for
 * the form: the server's words for a refusal (4xx), the spec's "problem on our end" when the
 * server failed or could not be reached (doc 1 §8).
 */
export function failureErrors(error: unknown, fieldNames: readonly string[]): FormErrors {
  const { fields, form } = formFailure(error, fieldNames, message('error.ourEnd'));
  return form === undefined ? { fields } : { fields, form };
}

/**
 * A field's error as the field's props: shown, and the field marked invalid, for as long as the
 * form has it. (A form's `validationErrors` are the server's, hidden once the user edits the field;
 * an editor that checks as the user types and saves by itself shows its errors this way.)
 */
export function errorProps(text: string | undefined): { isInvalid?: true; errorMessage?: string } {
  return text ? { isInvalid: true, errorMessage: text } : {};
}
