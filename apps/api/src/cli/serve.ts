/**
 * Starts the API alone (no web apps): `tsx src/cli/serve.ts`. Reads PORT (0 picks a free port),
 * HOST, DATABASE_URL or DATA_DIR (`memory` for a database that lives as long as the process),
 * BUILD_ID, SEED_DEMO_DATA and LOG_LEVEL. Prints one line, `listening on http://127.0.0.1:<port>`,
 * once it accepts requests (tests that spawn it wait for that line); logs go to stderr.
 */
import type { AddressInfo } from 'node:net';
import { loadEnv } from '../env.ts';
import { createServer, serverOptionsFromEnv } from '../server.ts';
import { stopOnSignals } from './announce.ts';
import { answerBackups } from './backup-pglite.ts';

const env = loadEnv();
const backups = await answerBackups(env.database);
const server = await createServer(serverOptionsFromEnv(env, env.buildId, process.stderr));
backups(server.database);

await server.app.listen({ port: env.port, host: env.host });
const { port } = server.app.server.address() as AddressInfo;
// A wildcard address accepts local connections too; print the address a client can dial.
const wildcard = ['0.0.0.0', '::', 'localhost', '127.0.0.1'].includes(env.host);
console.log(`listening on http://${wildcard ? '127.0.0.1' : env.host}:${port}`);

stopOnSignals(server);
