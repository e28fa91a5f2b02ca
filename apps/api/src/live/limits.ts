import type { Socket } from 'socket.io';
import type { Db } from '../db/client.ts';
import { takeAllowance, type AllowanceRule } from '../db/live-allowances.ts';

/*
 * The live sockets' limits (issue 26, item 11), the quote tool's and the chat's alike:
 *
 * - each person's requests of each kind are counted together, whatever socket, session or server
 *   process they come through (`allowances`): opening more sockets gives no more;
 * - one session opens at most `SOCKETS_PER_SESSION` sockets of a namespace on a process
 *   (`socketCap`): its tabs, not hundreds.
 */

/** The most sockets one session keeps open on one namespace of one process: far more tabs than anyone uses. */
export const SOCKETS_PER_SESSION = 20;

/**
 * Allowances of requests, by person and kind (`takeAllowance`: kept in the database, shared by
 * every process). Each process also keeps the same buckets for what it sees itself: a flood it
 * already knows to be over the allowance is refused without asking the database. A person's
 * requests of a kind are answered one after another, in the order they came: a socket's messages
 * go on in the order they were sent.
 */
export function allowances(db: Db): (key: string, rule: AllowanceRule) => Promise<boolean> {
  const local = new Map<string, { tokens: number; at: number }>();
  const queues = new Map<string, Promise<boolean>>();
  const take = async (key: string, rule: AllowanceRule) => {
    const now = performance.now();
    const last = local.get(key);
    const tokens = last
      ? Math.min(rule.burst, last.tokens + ((now - last.at) / 1_000) * rule.perSecond)
      : rule.burst;
    if (tokens < 1) {
      local.set(key, { tokens, at: now });
      return false;
    }
    if (local.size > 10_000) local.clear();
    local.set(key, { tokens: tokens - 1, at: now });
    return takeAllowance(db, key, rule);
  };
  return (key, rule) => {
    const turn = (queues.get(key) ?? Promise.resolve(true)).then(
      () => take(key, rule),
      () => take(key, rule),
    );
    queues.set(key, turn);
    void turn
      .finally(() => {
        if (queues.get(key) === turn) queues.delete(key);
      })
      .catch(() => undefined);
    return turn;
  };
}

/**
 * Counts each session's open sockets of a namespace on this process: `admit` answers whether one
 * more may open (and counts it until it closes, or its connection does, whichever comes first).
 */
export function socketCap(max = SOCKETS_PER_SESSION): { admit(socket: Socket, sessionId: string): boolean } {
  const open = new Map<string, number>();
  return {
    admit(socket, sessionId) {
      const count = open.get(sessionId) ?? 0;
      if (count >= max) return false;
      // A connection already gone never opens its socket: nothing to count.
      if (socket.conn.readyState !== 'open') return true;
      open.set(sessionId, count + 1);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        const left = (open.get(sessionId) ?? 1) - 1;
        if (left > 0) open.set(sessionId, left);
        else open.delete(sessionId);
      };
      socket.once('disconnect', release);
      socket.conn.once('close', release);
      return true;
    },
  };
}
