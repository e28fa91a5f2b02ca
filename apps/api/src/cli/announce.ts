import type { AddressInfo } from 'node:net';
import type { Env } from '../env.ts';
import { demoSignIns } from '../seed/demo-accounts.ts';
import type { Server } from '../server.ts';

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

/** Closes the server and the database on Ctrl-C or a termination signal. */
export function stopOnSignals(server: Server): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
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
