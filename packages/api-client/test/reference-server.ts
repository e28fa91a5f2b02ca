// Starts the real reference API server in a child process, on a random loopback port with a
// fresh in-memory database, so the client is tested against exactly what the apps talk to.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { sameOriginServices, type ServiceBaseUrls } from '@sfi/domain';
import { ApiError } from '../src/index.ts';

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
