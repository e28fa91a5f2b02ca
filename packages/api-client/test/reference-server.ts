// Starts the real reference API server in a child process, on a random loopback port with a
// fresh in-memory database, so the client is tested against exactly what the apps talk to.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, vi } from 'vitest';
import { sameOriginServices, type ServiceBaseUrls } from '@sfi/domain';
import { ApiError, createApiClient, type ApiClient, type SessionHeaders } from '../src/index.ts';

const apiDir = fileURLToPath(new URL('../../../apps/api/', import.meta.url));

export interface ReferenceServer {
  origin: string;
  services: ServiceBaseUrls;
  /** Everything the server printed so far (the embedded outbox prints SMS codes there). */
  output(): string;
  /** The newest staff sign-in code the server texted, read from its output. */
  lastCode(): string | undefined;
  stop(): Promise<void>;
}

export async function startReferenceServer(env: Record<string, string> = {}): Promise<ReferenceServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 45_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  const services = Object.fromEntries(
    Object.entries(sameOriginServices).map(([name, path]) => [name, `${origin}${path}`]),
  ) as ServiceBaseUrls;
  return {
    origin,
    services,
    output: () => output,
    lastCode: () => [...output.matchAll(/verification code is (\d{6})/g)].at(-1)?.[1],
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        // A server that does not stop within five seconds is a bug worth seeing; end it anyway.
        const timer = setTimeout(() => {
          console.error(`The reference server did not stop on SIGTERM:\n${output}`);
          child.kill('SIGKILL');
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The `ApiError` a call failed with; the test fails if it succeeded or failed otherwise. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A client of the server whose session is the one `use` gives it. */
export function sessionClient(server: ReferenceServer): {
  api: ApiClient;
  use(session: SessionHeaders): void;
} {
  let session: SessionHeaders = {};
  return {
    api: createApiClient({ services: server.services, session: () => session }),
    use: (next) => (session = next),
  };
}

/** A client signed in as a lease-quote dealer (the demo dealer unless told otherwise). */
export async function signedInDealer(
  server: ReferenceServer,
  username = 'dealer',
  password = 'dealer-demo-2026',
): Promise<ApiClient> {
  const client = sessionClient(server);
  const { token, session } = await client.api.auth.dealerLogin({ username, password });
  client.use({ sessionToken: session.id, authorization: `Bearer ${token}` });
  return client.api;
}

/**
 * The demo dealer, the demo staff admin, and a dealer of another dealership (`dealerName`, created
 * by the super admin with its password: the spec's call), each signed in: for "one dealership never
 * reaches another's".
 */
export async function signedInDealerships(server: ReferenceServer, dealerName: string) {
  const [dealer, staff] = await Promise.all([signedInDealer(server), signedInStaff(server)]);
  // One after the other: each sign-in reads its code from the server's log.
  const superAdmin = await signedInStaff(server, demoSuperAdmin);
  const user = `${dealerName.toLowerCase().replaceAll(' ', '.')}`;
  const password = `${dealerName} password`;
  await superAdmin.leaseQuotes.dealerAccounts.create({
    dealerName,
    user,
    email: `${user}@dealers.example`,
    password,
  });
  return { dealer, staff, otherDealer: await signedInDealer(server, user, password) };
}

/** The demo super admin's credentials, for `signedInStaff`: only a super admin sets a dealer's password. */
export const demoSuperAdmin = { username: 'superadmin', password: 'superadmin-demo-2026' };

/** A client signed in as the demo staff admin, through both steps (the code read from the server's log). */
export async function signedInStaff(
  server: ReferenceServer,
  { username = 'admin', password = 'admin-demo-2026' }: { username?: string; password?: string } = {},
): Promise<ApiClient> {
  const client = sessionClient(server);
  // The code of this sign-in is the first printed after it was asked for.
  const printed = server.output().length;
  const sent = await client.api.auth.staffRequestCode(username, password);
  client.use({ sessionToken: sent.session.id, authorization: `Bearer ${sent.token}` });
  const code = await vi.waitFor(() => {
    const found = /verification code is (\d{6})/.exec(server.output().slice(printed))?.[1];
    if (!found) throw new Error('no code yet');
    return found;
  });
  const verified = await client.api.auth.staffVerify(code);
  client.use({ sessionToken: verified.session.id, authorization: `Bearer ${verified.token}` });
  return client.api;
}
