import { ErrorResponse } from 'oidc-client-ts';
import { clientMessages, messagesIn } from '@sfi/domain';

const clientMessage = /* @__PURE__ */ messagesIn(clientMessages);

/**
 * What the sign-in page says of a `/callback` that failed: the identity provider's own description
 * of its refusal (doc 2 §8: shown as the provider gives it), or, when the browser's half of the
 * sign-in cannot go on (no sign-in started in this browser, its state gone, a network failure),
 * the catalogue's words rather than the OIDC library's English ("No matching state found in
 * storage").
 */
export function callbackFailure(error: unknown): string {
  if (error instanceof ErrorResponse) return error.error_description ?? error.error ?? error.message;
  return clientMessage('client.login.interrupted');
}
