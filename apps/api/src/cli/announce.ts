import type { AddressInfo } from 'node:net';
import type { Env } from '../env.ts';
import { demoSignIns } from '../seed/demo-accounts.ts';
import { CLOSE_GRACE_MS, type Server } from '../server.ts';

/** Prints where the product is served and how its data is kept. */
export function announce(server: Server, env: Env): void {
  const { port } = server.app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '::'].includes(env.host) ? 'localhost' : env.host;
  const origin = `http://${host}:${port}`;
  const data = env.database.url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.database.dataDir}`;
  console.log(
    [
      '',
      `SFI is running at ${origin}/`,
      `  public site     ${origin}/`,
      `  client sign-in  ${origin}/client/login`,
      `  dealer sign-in  ${origin}/dealer/login`,
      `  staff console   ${origin}/staff/makes`,
      `  API             ${origin}/api/main/makes`,
      `  data            ${data}`,
      ...demoSignInLines(env),
      '',
    ].join('\n'),
  );
}

/** The demo sign-ins, when the demo data is on; staff codes are printed as `[outbox] SMS …` lines. */
function demoSignInLines(env: Env): string[] {
  if (!env.seedDemoData) return [];
  const width = Math.max(...demoSignIns.map((entry) => entry.audience.length));
  return [
    '',
    'Demo sign-ins (SEED_DEMO_DATA; never on a server with real data):',
    ...demoSignIns.map((entry) => `  ${entry.audience.padEnd(width)}  ${entry.username} / ${entry.password}`),
    env.outbox.smsWebhookUrl === undefined
      ? '  Staff sign-in codes are printed here, as "[outbox] SMS to …" lines.'
      : '  Staff sign-in codes are sent through SMS_WEBHOOK_URL.',
    env.outbox.smtpUrl === undefined
      ? '  Clients sign in at /client/login; their sign-up and password-reset links are printed here, as "[outbox] E-mail to …" lines.'
      : '  Clients sign in at /client/login; their e-mails are sent through SMTP_URL.',
  ];
}

/**
 * How long a stop may take in all, beyond the requests' grace: the live sockets' last emits, the
 * outbox's message under way, the database closing. Past it the process ends anyway (exit code 1).
 */
export const STOP_DEADLINE_MS = CLOSE_GRACE_MS + 8_000;

/**
 * Stops gracefully on SIGTERM (an orchestrator's stop, a rolling restart) or Ctrl-C: see
 * `Server.close`; the process ends once it is done, within `STOP_DEADLINE_MS` whatever happens.
 */
export function stopOnSignals(server: Server): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`Did not stop within ${STOP_DEADLINE_MS / 1000} s; exiting.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Failed to stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
