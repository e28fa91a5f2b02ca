import { findSignInRecord } from '../db/accounts.ts';
import type { SessionKind } from '@sfi/domain';
import { HttpError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import type { Credentials } from './credentials.ts';
import { throttleClient } from './network.ts';
import { loginFailedMessage } from './strings.ts';
import type { ThrottleKey } from './throttle.ts';
import { usernameKey } from '../db/usernames.ts';

/**
 * The counter of one account's failed sign-ins from every client (`account` names it, as
 * `dealer:alex` or `client:a@b.ca`): guessing spread over many addresses slows the account down,
 * and the attempt that starts it is logged.
 */
export function accountAnywhereKey(auth: Auth, account: string): ThrottleKey {
  return {
    key: `sign-in:${account}@*`,
    rule: auth.policy.throttle.account,
    record: 'sign-in slowed down for an account failing from many clients',
  };
}

/**
 * The throttle counters of a sign-in: the account from this client, this client alone, and the
 * account from anywhere.
 */
function signInKeys(auth: Auth, kind: SessionKind, username: string, ip: string) {
  const client = throttleClient(ip);
  const account: ThrottleKey = {
    key: `sign-in:${kind}:${usernameKey(username)}@${client}`,
    rule: auth.policy.throttle.accountClient,
  };
  const anyAccount: ThrottleKey = { key: `sign-in:*@${client}`, rule: auth.policy.throttle.client };
  const anyClient = accountAnywhereKey(auth, `${kind}:${usernameKey(username)}`);
  return [account, anyAccount, anyClient] as const;
}

/**
 * Checks a username and password against the accounts of one kind and returns the account's id.
 *
 * Every failure is the same 401 (`Please try logging in again.`), and takes about as long: an
 * unknown username is checked against a dummy hash, so neither the answer nor its timing tells
 * whether the account exists. Failures are throttled per account and client, per client, and
 * per account from any client (429 with `Retry-After`), each attempt counted before the password
 * is checked; the throttle keys on the username as typed, existing or not.
 */
export async function checkPassword(
  auth: Auth,
  kind: SessionKind,
  credentials: Credentials,
  ip: string,
): Promise<string> {
  const keys = signInKeys(auth, kind, credentials.username, ip);
  await auth.throttle.attempt(keys);

  const record = await findSignInRecord(auth.db, kind, usernameKey(credentials.username));
  const valid = await auth.passwords.verify(record?.passwordHash, credentials.password);
  if (!record || !valid) throw new HttpError(401, loginFailedMessage());
  await auth.throttle.succeed(keys);
  return record.id;
}
