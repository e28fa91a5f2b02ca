import { isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { loadEnv } from '../src/env.ts';
import { Outbox } from '../src/outbox/outbox.ts';
import type { Delivery, Transport } from '../src/outbox/transports.ts';
import { twoNodesOnOneDatabase } from './support/database.ts';

// Two nodes are two processes, each with its own pool on one PostgreSQL database: here, two pools
// (and two outboxes) in one test process. On PGlite one process owns the database, so there is no
// second node to race with: these tests run on PostgreSQL only (`node scripts/with-postgres.mjs`).
const onServer = loadEnv().database.url !== undefined;

/** Every message any node sent, with the node that sent it. */
class Recorder {
  readonly sent: { node: string; body: string }[] = [];
  transport(node: string, during?: (message: Delivery) => Promise<void>): Transport {
    return {
      name: `record-${node}`,
      send: async (message) => {
        // A provider answers after a moment: the other node runs meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
        await during?.(message);
        this.sent.push({ node, body: message.body });
      },
    };
  }
  /** The bodies sent more than once. */
  twice(): string[] {
    const seen = new Set<string>();
    return this.sent.map((each) => each.body).filter((body) => seen.has(body) || !seen.add(body));
  }
}

describe.skipIf(!onServer)('the outbox on two nodes (PostgreSQL)', () => {
  const nodes = twoNodesOnOneDatabase();
  beforeEach(async () => {
    await nodes[0]!.db.delete(outbox);
  });

  function outboxOf(node: number, transport: Transport, now: () => Date = () => new Date()): Outbox {
    return new Outbox({
      db: nodes[node]!.db,
      now,
      logError: (message, error) => console.error(message, error),
      transports: { sms: transport, email: transport },
    });
  }

  it('sends each of 200 messages exactly once when both nodes deliver at once, round after round', async () => {
    const recorder = new Recorder();
    const boxes = [outboxOf(0, recorder.transport('a')), outboxOf(1, recorder.transport('b'))];
    try {
      for (let round = 0; round < 5; round += 1) {
        const bodies = Array.from({ length: 200 }, (_, n) => `round ${round} message ${n}`);
        await nodes[0]!.db
          .insert(outbox)
          .values(
            bodies.map((body) => ({ kind: 'sms' as const, to: '+15555550100', body, createdAt: new Date() })),
          );
        for (const box of boxes) box.kick();
        await Promise.all(boxes.map((box) => box.settled()));
        const sent = recorder.sent.filter((each) => each.body.startsWith(`round ${round} `));
        expect(recorder.twice()).toEqual([]);
        expect(sent.map((each) => each.body).sort()).toEqual([...bodies].sort());
        // Both nodes took part: the two really raced for the same rows.
        expect(new Set(sent.map((each) => each.node))).toEqual(new Set(['a', 'b']));
      }
      expect(await nodes[0]!.db.select().from(outbox).where(isNull(outbox.sentAt))).toEqual([]);
    } finally {
      await Promise.all(boxes.map((box) => box.close()));
    }
  });

  it('a node with a slow provider stops before its claim runs out, so the other node never sends its messages again', async () => {
    // One clock for both nodes. Node A's provider takes 20 s a message: its claim on a batch (60 s)
    // runs out while it works through it, and node B, retrying meanwhile, claims what A still holds.
    let clock = Date.parse('2026-12-07T10:00:00Z');
    const now = () => new Date(clock);
    const recorder = new Recorder();
    const b = outboxOf(1, recorder.transport('b'), now);
    const a = outboxOf(
      0,
      recorder.transport('a', async () => {
        clock += 20_000;
        b.kick();
        await b.settled();
      }),
      now,
    );
    try {
      const bodies = Array.from({ length: 20 }, (_, n) => `slow message ${n}`);
      await nodes[0]!.db.insert(outbox).values(
        bodies.map((body, n) => ({
          kind: 'sms' as const,
          to: '+15555550100',
          body,
          createdAt: new Date(clock + n),
        })),
      );
      a.kick();
      await a.settled();
      // What A left (it stopped in time) goes out on the next rounds, from either node.
      for (let round = 0; round < 20 && recorder.sent.length < bodies.length; round += 1) {
        for (const box of [a, b]) box.kick();
        await Promise.all([a.settled(), b.settled()]);
      }
      expect(recorder.twice()).toEqual([]);
      expect(recorder.sent.map((each) => each.body).sort()).toEqual([...bodies].sort());
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('a node stopping finishes the message on its way and hands back the rest of its batch', async () => {
    const recorder = new Recorder();
    let closing: Promise<void> | undefined;
    const a: Outbox = outboxOf(
      0,
      recorder.transport('a', async () => {
        // SIGTERM while the first message is with the provider.
        closing ??= a.close();
      }),
    );
    const b = outboxOf(1, recorder.transport('b'));
    try {
      const bodies = Array.from({ length: 20 }, (_, n) => `stop message ${n}`);
      await nodes[0]!.db.insert(outbox).values(
        bodies.map((body, n) => ({
          kind: 'sms' as const,
          to: '+15555550100',
          body,
          createdAt: new Date(Date.now() + n),
        })),
      );
      a.kick();
      await a.settled();
      await closing;
      expect(recorder.sent).toEqual([{ node: 'a', body: 'stop message 0' }]);
      // The rest is free at once (not after the claim's minute), and its attempt was not counted.
      b.kick();
      await b.settled();
      expect(recorder.twice()).toEqual([]);
      expect(recorder.sent.filter((each) => each.node === 'b')).toHaveLength(19);
      const rows = await nodes[0]!.db.select().from(outbox);
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
