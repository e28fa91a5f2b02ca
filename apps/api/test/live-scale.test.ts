// The live socket across processes (ARCHITECTURE: "scales out across processes with a socket.io
// adapter backed by the same PostgreSQL"): two real server processes on one database, a change saved
// through one reaching a socket connected to the other. PostgreSQL only: on PGlite one process holds
// the database. Run it with `node scripts/with-postgres.mjs pnpm exec vitest run --project api live`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveEvents,
  type JoinQuoteAnswer,
  type LeaseQuote,
  type QuoteRefreshEvent,
  type QuotesChangedEvent,
  type WorkingUsersEvent,
} from '@sfi/domain';
import { loadEnv } from '../src/env.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import type { SignedIn } from './support/auth.ts';
import { provisionTestDatabase, type TestDatabaseTarget } from './support/database.ts';
import { openLive, type LiveClient } from './support/live.ts';
import {
  adaptersListening,
  serve,
  staffSignInThrough,
  type ServerProcess as Process,
} from './support/processes.ts';

const serverUrl = loadEnv().database.url;

async function request<T>(origin: string, method: string, path: string, session?: SignedIn, body?: unknown) {
  const response = await fetch(`${origin}/api/main${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(session && { 'x-session-token': session.id, authorization: `Bearer ${session.token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

describe.skipIf(serverUrl === undefined)(
  'two server processes on one PostgreSQL (skipped on PGlite: one process holds its database; set DATABASE_URL)',
  () => {
    let target: TestDatabaseTarget;
    let a: Process;
    let b: Process;
    const clients: LiveClient[] = [];

    beforeAll(async () => {
      target = await provisionTestDatabase();
      const url = target.options.url!;
      // The first seeds the demo accounts; the second starts on the database as it is.
      a = await serve(url, true);
      b = await serve(url, false);
      await adaptersListening(url, 2);
    }, 120_000);
    afterAll(async () => {
      for (const client of clients) client.socket.disconnect();
      await Promise.all([a?.stop(), b?.stop()]);
      await target?.dispose();
    }, 60_000);

    it('a change saved through process A refreshes a socket connected to process B, and its list', async () => {
      const { username, password } = demoAccounts.dealer;
      const signIn = await request<{ token: string; session: { id: string } }>(
        a.origin,
        'POST',
        '/dealer-login',
        undefined,
        { username, password },
      );
      const dealer = { id: signIn.session.id, token: signIn.token };
      const quote = await request<LeaseQuote>(a.origin, 'POST', '/lease-quotes', dealer, {
        vehicle: { type: 'CAR', year: 2025, make: 'Mazda', model: 'CX-5' },
        customer: { firstName: 'Élise', lastName: 'Tremblay' },
        province: 'QC',
      });

      const onB = await openLive(b.origin, dealer);
      const listOnA = await openLive(a.origin, dealer);
      clients.push(onB, listOnA);
      const joined: JoinQuoteAnswer = await onB.socket
        .timeout(5_000)
        .emitWithAck(liveEvents.joinQuote, { quoteId: quote.id });
      expect(joined.ok).toBe(true);

      // Saved through A; B hears it only through the adapter.
      const { timeline: _timeline, ...whole } = quote;
      await request<LeaseQuote>(a.origin, 'PUT', `/lease-quotes/v2/${quote.id}`, dealer, {
        ...whole,
        customer: { firstName: 'Saved on A', lastName: 'Tremblay' },
      });
      expect(await onB.next<QuoteRefreshEvent>(liveEvents.quoteRefresh)).toMatchObject({
        quoteId: quote.id,
        change: 'updated',
        by: { id: demoAccounts.dealer.id, type: 'DEALER' },
      });
      // The dealership's list hears it too.
      expect(await listOnA.next<QuotesChangedEvent>(liveEvents.quotesChanged)).toMatchObject({
        quoteId: quote.id,
      });

      // Who works on the quote counts every process's sockets: staff joining on A see the dealer on B.
      const staffOnA = await openLive(a.origin, await staffSignInThrough(a));
      clients.push(staffOnA);
      const seen = onB.heard.length;
      const staffJoined: JoinQuoteAnswer = await staffOnA.socket
        .timeout(5_000)
        .emitWithAck(liveEvents.joinQuote, { quoteId: quote.id });
      if (!staffJoined.ok) throw new Error(staffJoined.error);
      expect(staffJoined.workingUsers.map((user) => user.type)).toEqual(['SFI', 'DEALER']);
      const users = await onB.next<WorkingUsersEvent>(liveEvents.workingUsers, () => true, seen);
      expect(users.users.map((user) => user.name)).toEqual([
        demoAccounts.staffAdmin.name,
        demoAccounts.dealer.contactName,
      ]);

      // A message sent on A reaches B's socket.
      await staffOnA.socket
        .timeout(5_000)
        .emitWithAck(liveEvents.sendMessage, { quoteId: quote.id, text: 'From A' });
      expect(await onB.next(liveEvents.message)).toMatchObject({
        quoteId: quote.id,
        message: { content: 'From A', senderType: 'SFI' },
      });
    }, 60_000);
  },
);
