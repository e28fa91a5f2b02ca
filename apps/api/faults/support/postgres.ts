// A throwaway PostgreSQL server (scripts/lib/postgres.mjs) held by a child process, so that
// stopping and starting it (`pg_ctl -w`, synchronous) never blocks the test's own event loop,
// where the API servers under test answer. The child removes the server when the test ends, also
// when the test process dies (its stdin closes).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const helper = fileURLToPath(new URL('../../../../scripts/lib/postgres.mjs', import.meta.url));

const child = `
import { createInterface } from 'node:readline';
const { startPostgres } = await import(process.argv[1]);
const server = await startPostgres({ quiet: true });
const bye = () => { try { server.remove(); } catch {} process.exit(0); };
process.on('SIGTERM', bye);
console.log(JSON.stringify({ url: server.url }));
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  try { line === 'stop' ? server.stop() : server.start(); console.log(JSON.stringify({ done: line })); }
  catch (error) { console.log(JSON.stringify({ failed: String(error) })); }
});
lines.on('close', bye);
`;

export interface ControlledPostgres {
  url: string;
  /** Stops the server (fast shutdown: sessions are cut), resolving once it is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  remove(): Promise<void>;
}

export async function controlledPostgres(): Promise<ControlledPostgres> {
  const process_ = spawn(process.execPath, ['--input-type=module', '-e', child, helper], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const replies = createInterface({ input: process_.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await replies.next();
    if (done) throw new Error('the PostgreSQL child ended');
    return JSON.parse(value as string) as { url?: string; done?: string; failed?: string };
  };
  const { url } = await next();
  const command = async (line: 'stop' | 'start') => {
    process_.stdin!.write(`${line}\n`);
    const reply = await next();
    if (reply.failed) throw new Error(`pg ${line}: ${reply.failed}`);
  };
  return {
    url: url!,
    stop: () => command('stop'),
    start: () => command('start'),
    async remove() {
      process_.stdin!.end();
      if (process_.exitCode === null) await once(process_, 'exit');
    },
  };
}
