// `pnpm db:backup` and `pnpm db:restore` (issue 28, Faults: backup and restore), as an operator
// runs them: the demo data, plus a lease file, a quote and a chat message with an attachment key,
// backed up while the server runs on it, restored into a fresh database, and the API started on
// that one answers the same files, quotes and chat history. On PGlite (a folder), and on
// PostgreSQL when DATABASE_URL names a server (`node scripts/with-postgres.mjs …`): the test makes
// its two databases there. A restore over a database that holds data is refused without --force.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { addChatMessages } from '../src/db/chat.ts';
import { openDatabase } from '../src/db/client.ts';
import { createLeaseFile } from '../src/db/lease-files.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { loadEnv } from '../src/env.ts';
import { demoChatRoomId } from '../src/seed/chat.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/index.ts';
import { basic } from './support/auth.ts';
import { fileOf } from './support/lease-files.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const postgres = loadEnv().database.url;
const folder = await mkdtemp(join(tmpdir(), 'sfi-backup-'));
const children: ChildProcess[] = [];
const dropped: string[] = [];

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgres });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const name of dropped) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(folder, { recursive: true, force: true });
});

/**
 * A new, empty database and the environment that names it: a PGlite folder, or a database made
 * here on the PostgreSQL server. Each has its own local bucket (`<DATA_DIR>-uploads`).
 */
async function newDatabase(name: string): Promise<Record<string, string>> {
  const dataDir = join(folder, name);
  if (postgres === undefined) return { DATA_DIR: dataDir };
  const database = `sfi_backup_${name}_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${database}`);
  dropped.push(database);
  const url = new URL(postgres);
  url.pathname = `/${database}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

/** The process environment without the database the test run itself uses, plus `extra`. */
function envWith(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...env } = process.env;
  return { ...env, ...extra };
}

/** Runs `pnpm db:backup` or `db:restore` (the package's script: tsx on the command). */
async function command(
  name: 'backup' | 'restore',
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
    cwd: apiDir,
    env: envWith(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

/** Starts the API (`src/cli/serve.ts`) on the database; gives its URL and how to stop it. */
async function serve(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
    cwd: apiDir,
    env: envWith({ ...env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'false', BUILD_ID: 'backup' }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code} before listening`)));
  });
  return {
    url,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

type Session = Record<string, string>;

async function call(url: string, method: string, path: string, session: Session, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...session, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** Signs in the demo quote dealer and the demo file dealer, through the API. */
async function signIn(url: string): Promise<{ dealer: Session; fileDealer: Session }> {
  const asSession = (answer: unknown) => {
    const { token, session } = answer as { token: string; session: { id: string } };
    return { 'x-session-token': session.id, authorization: `Bearer ${token}` };
  };
  const { dealer, fileDealer } = demoAccounts;
  return {
    dealer: asSession(
      await call(
        url,
        'POST',
        '/api/main/dealer-login',
        {},
        { username: dealer.username, password: dealer.password },
      ),
    ),
    fileDealer: asSession(
      await call(url, 'POST', '/api/chat/users/login', {
        authorization: basic(fileDealer.username, fileDealer.password),
      }),
    ),
  };
}

const fileNo = 'BACKUP-1';
const attachmentKey = `chat-rooms/${demoChatRoomId}/${randomUUID()}/insurance.pdf`;

/** What the restored API must answer as the original did: files, quotes, the chat's rooms and history. */
async function observe(url: string, quoteId: string) {
  const { dealer, fileDealer } = await signIn(url);
  const quote = (await call(url, 'GET', `/api/main/lease-quotes/${quoteId}`, dealer)) as Record<
    string,
    unknown
  >;
  return {
    file: await call(url, 'GET', `/api/main/files/${fileNo}`, fileDealer),
    quotes: await call(url, 'GET', '/api/main/lease-quotes', dealer),
    quote,
    rooms: await call(url, 'GET', '/api/chat/chats', fileDealer),
    messages: await call(url, 'GET', `/api/chat/chats/${demoChatRoomId}/messages`, fileDealer),
  };
}

describe(`pnpm db:backup and db:restore (${postgres === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  it('a backup taken while the server runs, restored into a fresh database, answers the same files, quotes and chat history', async () => {
    // The demo data, a lease file of the demo file dealer, and a message with an attachment key in
    // their demo room, written as `pnpm seed` and the chat write them.
    const source = await newDatabase('source');
    const opened = await openDatabase(
      source.DATABASE_URL ? { url: source.DATABASE_URL } : { dataDir: source.DATA_DIR! },
    );
    try {
      await migrateDatabase(opened);
      await seedDemoData(opened.db, { quotes: 10, files: 5, gps: 0 });
      await createLeaseFile(
        opened.db,
        { id: demoAccounts.staffAdmin.id, name: demoAccounts.staffAdmin.name, kind: 'seed' },
        fileOf(fileNo, { dealerNo: demoAccounts.fileDealer.dealerNo }),
      );
      await addChatMessages(opened.db, [
        {
          roomId: demoChatRoomId,
          sender: { id: demoAccounts.fileDealer.id, name: demoAccounts.fileDealer.name, type: 'dealer' },
          clientId: randomUUID(),
          content: attachmentKey,
          contentType: 'DOCUMENT',
          attachment: { name: 'insurance.pdf', size: 15, mimeType: 'application/pdf' },
          createdAt: new Date(),
        },
      ]);
    } finally {
      await opened.close();
    }

    // The server runs on it; the dealer saves a quote through the API; the backup is taken.
    const running = await serve(source);
    const { dealer } = await signIn(running.url);
    const quote = (await call(running.url, 'POST', '/api/main/lease-quotes', dealer, {
      vehicle: { type: 'CAR', year: 2024, make: 'Mazda', model: 'CX-5' },
      province: 'ON',
      customer: { firstName: 'Priya', lastName: 'Backup' },
    })) as { id: string };
    const before = await observe(running.url, quote.id);
    const file = join(folder, postgres === undefined ? 'backup.tar.gz' : 'backup.dump');
    const backup = await command('backup', source, [file]);
    expect(backup.code, backup.output).toBe(0);
    expect(existsSync(file)).toBe(true);
    if (postgres === undefined)
      expect(backup.output).toContain('Backup taken by the server running on this data folder.');
    await running.stop();

    // Restored into a fresh database, the API started on it answers the same.
    const target = await newDatabase('target');
    const restore = await command('restore', target, [file]);
    expect(restore.code, restore.output).toBe(0);
    const restored = await serve(target);
    const after = await observe(restored.url, quote.id);
    expect(after).toEqual(before);
    expect(JSON.stringify(after.quotes)).toContain(quote.id);
    expect(JSON.stringify(after.messages)).toContain(attachmentKey);
    expect(after.file).toMatchObject({ file: { fileNo } });

    // Over a database that holds data: refused while the server runs (PGlite), and without --force.
    if (postgres === undefined) {
      const whileRunning = await command('restore', target, ['--force', file]);
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.output).toContain(
        `Not restored: The PGlite folder ${target.DATA_DIR} is in use by another process`,
      );
    }
    await restored.stop();
    const again = await command('restore', target, [file]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds');
    expect(again.output).toContain('Run again with --force to replace it');
    const forced = await command('restore', target, ['--force', file]);
    expect(forced.code, forced.output).toBe(0);
    if (postgres === undefined) expect(forced.output).toContain('The database that was there is kept at');
  }, 300_000);
});
