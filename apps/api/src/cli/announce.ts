import type { AddressInfo } from 'node:net';
import type { Env } from '../env.ts';
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
      '',
    ].join('\n'),
  );
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
