import { ApiError } from '@sfi/api-client';

/** The server's words about a named field of a failed call, when it sent any. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409) return error.message;
  return error.fieldErrors[field];
}
