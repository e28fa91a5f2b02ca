import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth/auth.ts';
import { REDACTED_BODY } from '../src/db/outbox.ts';
import { outbox } from '../src/db/schema.ts';
import { loadEnv } from '../src/env.ts';
import { CapturingTransport } from './support/auth.ts';
import { twoNodesOnOneDatabase } from './support/database.ts';

// Two nodes are two pools on one PostgreSQL database. On PGlite one process owns the database and
// sweeps alone (sessions.test.ts covers what a sweep deletes): this runs on PostgreSQL only.
const onServer = loadEnv().database.url !== undefined;

describe.skipIf(!onServer)('the sign-in upkeep on two nodes (PostgreSQL)', () => {
  const nodes = twoNodesOnOneDatabase();

  it('runs on one node at a time: while one sweeps, the other skips at once', async () => {
    const transports = { sms: new CapturingTransport(), email: new CapturingTransport() };
    const [a, b] = nodes.map((node) => createAuth(node.db, { transports }, () => undefined));
    // A sign-in code never delivered, older than a code lives: the sweep blanks it.
    const [stale] = await nodes[0]!.db
      .insert(outbox)
      .values({
        kind: 'sms',
        to: '+15555550100',
        body: 'code 123456',
        sensitive: true,
        createdAt: new Date(0),
      })
      .returning();
    const pool = nodes[0]!.driver === 'node-postgres' ? nodes[0]!.pool : undefined;
    // Someone else holds that row for a moment: node B's sweep waits there, in the middle of its work.
    const holder = await pool!.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from outbox where id = $1 for update', [stale!.id]);
      const sweepB = b!.sweep();
      await sleep(200);
      // Node A's timer fires meanwhile: it does not sweep alongside B, nor wait for it.
      expect(await Promise.race([a!.sweep(), sleep(2_000).then(() => 'still waiting')])).toBe(false);
      await holder.query('commit');
      expect(await sweepB).toBe(true);
      const [row] = await nodes[0]!.db.select().from(outbox).where(eq(outbox.id, stale!.id));
      expect(row?.body).toBe(REDACTED_BODY);
      // The lock went with B's transaction: A sweeps next time.
      expect(await a!.sweep()).toBe(true);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      holder.release();
      await Promise.all([a!.close(), b!.close()]);
    }
  });
});
