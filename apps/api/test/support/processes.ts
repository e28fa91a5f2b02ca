// Real server processes on one PostgreSQL database (the live socket across processes): started from
// `src/cli/serve.ts`, and waited for until their socket adapters listen.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { vi } from 'vitest';
import { CHAT_NAMESPACE } from '@sfi/domain';
import { demoAccounts } from '../../src/seed/demo-accounts.ts';
import type { SignedIn } from './auth.ts';
import { LOCAL } from './live.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  origin: string;
  /** Everything it printed so far (the demo staff's SMS codes arrive as `[outbox] SMS …` lines). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `src/cli/serve.ts` on the database and waits for its `listening on` line. */
export async function serve(databaseUrl: string, seed: boolean): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: LOCAL,
      SEED_DEMO_DATA: String(seed),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code} before listening:\n${output}`)));
  });
  return {
    origin,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/**
 * Waits until `processes` connections to the database listen for the live socket's events: each
 * process's adapter takes a connection of its own and LISTENs on the quotes' channel, then the
 * chat's, a moment after the process says it listens (later on a loaded machine). An event sent
 * before a process listens never reaches it.
 */
export async function adaptersListening(databaseUrl: string, processes: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await vi.waitFor(
      async () => {
        const { rows } = await client.query<{ listening: number }>(
          `SELECT count(*)::int AS listening FROM pg_stat_activity
            WHERE datname = current_database() AND query = $1`,
          [`LISTEN "socket.io#${CHAT_NAMESPACE}"`],
        );
        const listening = rows[0]?.listening ?? 0;
        if (listening < processes) throw new Error(`${listening} of ${processes} processes listen`);
      },
      { timeout: 30_000, interval: 100 },
    );
  } finally {
    await client.end();
  }
}

/** Signs a demo member of staff in through a process, reading the texted code from its console. */
export async function staffSignInThrough(
  server: ServerProcess,
  who: 'staffAdmin' | 'staffSuperAdmin' = 'staffAdmin',
): Promise<SignedIn> {
  const { username, password, phone } = demoAccounts[who];
  const basic = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const printed = server.output().length;
  const response = await fetch(`${server.origin}/api/main/login/sms`, {
    method: 'POST',
    headers: { authorization: basic },
  });
  const first = (await response.json()) as { token: string; session: { id: string } };
  const code = await vi.waitFor(
    () => {
      const line = server
        .output()
        .slice(printed)
        .split('\n')
        .find((each) => each.startsWith(`[outbox] SMS to ${phone}:`));
      const found = line && /\b(\d{6})\b/.exec(line.slice(line.indexOf(':') + 1))?.[1];
      if (!found) throw new Error('the SMS has not arrived yet');
      return found;
    },
    { timeout: 10_000, interval: 50 },
  );
  const verified = await fetch(`${server.origin}/api/main/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-session-token': first.session.id,
      authorization: `Bearer ${first.token}`,
    },
    body: JSON.stringify({ code }),
  });
  const { token, session } = (await verified.json()) as { token: string; session: { id: string } };
  return { id: session.id, token };
}
