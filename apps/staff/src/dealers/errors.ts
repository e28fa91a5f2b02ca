import { formFailure } from '@sfi/api-client';
import { describeValidationError, message, type MessageKey } from '@sfi/domain';

/** What a form shows after a refusal: each named field's message, and one message for the rest. */
export interface FormErrors {
  fields: Record<string, string>;
  form?: string;
}

/** The form's values as a domain schema takes them, or the errors to show under its fields. */
export function checkValues<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown } },
  values: unknown,
): { value: T; errors?: never } | { value?: never; errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { value: result.data };
  const { fieldErrors } = describeValidationError(
    result.error as Parameters<typeof describeValidationError>[0],
  );
  return { errors: { fields: fieldErrors } };
}

/**
 * What a form shows when the server refused it (`formFailure`): the server's field errors under the
 * form's fields (a taken user name or dealer number), the rest as one message above them.
 */
export function failureErrors(
  error: unknown,
  fieldNames: readonly string[],
  otherwise: MessageKey = 'error.tryAgain',
): FormErrors {
  const { fields, form } = formFailure(error, fieldNames, message(otherwise));
  return form === undefined ? { fields } : { fields, form };
}
