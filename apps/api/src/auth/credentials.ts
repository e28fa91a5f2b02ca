import type { IncomingHttpHeaders } from 'node:http';
import { DealerLoginSchema, type DealerLogin } from '@sfi/domain';
import { HttpError } from '../http/errors.ts';
import { credentialsRequiredMessage } from './strings.ts';

/** A username and password as sent: the contract of `POST /dealer-login`'s body and of Basic credentials. */
export type Credentials = DealerLogin;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * The credentials of an `Authorization: Basic base64(username:password)` header (RFC 7617):
 * `undefined` when the header is absent or of another scheme; a 400 when it is Basic but unusable.
 */
export function basicCredentials(headers: IncomingHttpHeaders): Credentials | undefined {
  const header = single(headers.authorization);
  const match = header === undefined ? null : /^Basic[ ]+([A-Za-z0-9+/=_-]+)[ ]*$/i.exec(header);
  if (!match) {
    if (header !== undefined && /^Basic\b/i.test(header))
      throw new HttpError(400, credentialsRequiredMessage());
    return undefined;
  }
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new HttpError(400, credentialsRequiredMessage());
  const parsed = DealerLoginSchema.safeParse({
    username: decoded.slice(0, colon),
    password: decoded.slice(colon + 1),
  });
  if (!parsed.success) throw new HttpError(400, credentialsRequiredMessage());
  return parsed.data;
}

/** The session a request presents: the id in `X-Session-Token`, the token in `Authorization: Bearer`. */
export interface PresentedSession {
  id: string;
  token: string;
}

/** Both halves of a session, or `undefined` when either is missing: one alone is worth nothing. */
export function presentedSession(headers: IncomingHttpHeaders): PresentedSession | undefined {
  const id = single(headers['x-session-token'])?.trim();
  const bearer = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/i.exec(single(headers.authorization) ?? '');
  if (!id || !bearer) return undefined;
  return { id, token: bearer[1]! };
}
