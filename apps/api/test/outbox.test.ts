import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApi } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { REDACTED_BODY } from '../src/db/outbox.ts';
import { outbox } from '../src/db/schema.ts';
import { MAX_DELIVERY_ATTEMPTS, Outbox } from '../src/outbox/outbox.ts';
import {
  consoleTransport,
  smtpTransport,
  transportsFor,
  webhookTransport,
  type Delivery,
  type Transport,
} from '../src/outbox/transports.ts';
import { demoAccounts, writeDemoAccounts } from '../src/seed/demo-accounts.ts';
import { basic, CapturingTransport } from './support/auth.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

let test: TestDatabase;
let database: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  database = test.database;
});
afterAll(async () => {
  await test.drop();
});
beforeEach(async () => {
  await database.db.delete(outbox);
});

function newOutbox(transports: { sms?: Transport; email?: Transport }) {
  return new Outbox({
    db: database.db,
    now: () => new Date(),
    logError: () => undefined,
    transports: { sms: new CapturingTransport(), email: new CapturingTransport(), ...transports },
  });
}

describe('the console transport (embedded default)', () => {
  it('prints one line per message', async () => {
    const lines: string[] = [];
    await consoleTransport('SMS', (line) => lines.push(line)).send({
      to: '+15555550101',
      body: 'Your SFI verification code is 123456.',
    });
    await consoleTransport('E-mail', (line) => lines.push(line)).send({
      to: 'dana@example.ca',
      subject: 'Service request',
      body: 'Line one\nLine two',
    });
    expect(lines).toEqual([
      '[outbox] SMS to +15555550101: Your SFI verification code is 123456.',
      '[outbox] E-mail to dana@example.ca: Service request — Line one / Line two',
    ]);
  });

  it('is what the API uses when nothing is configured: the staff code shows on the console', async () => {
    expect(transportsFor({}).sms.name).toBe('console');
    expect(transportsFor({}).email.name).toBe('console');
    expect(transportsFor({ smsWebhookUrl: 'https://sms.example.ca' }).sms.name).toBe('webhook');
    expect(transportsFor({ smtpUrl: 'smtp://mail.example.ca' }).email.name).toBe('smtp');

    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await writeDemoAccounts(database.db);
    const app = buildApi({ db: database.db, buildId: 'console' });
    try {
      const { username, password } = demoAccounts.staffAdmin;
      const response = await app.inject({
        method: 'POST',
        url: '/api/main/login/sms',
        headers: { authorization: basic(username, password) },
      });
      expect(response.statusCode).toBe(200);
      await vi.waitFor(() => expect(printed).toHaveBeenCalled());
      expect(printed.mock.calls.map((call) => String(call[0]))).toContainEqual(
        expect.stringMatching(/^\[outbox\] SMS to \+15555550101: Your SFI verification code is \d{6}\. /),
      );
    } finally {
      await app.close();
      printed.mockRestore();
    }
  });
});

describe('the SMS webhook transport', () => {
  it('POSTs the message as JSON with the bearer token, and fails on a non-2xx answer', async () => {
    const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
    let status = 202;
    const server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(text) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    try {
      const transport = webhookTransport(url, 'hook-secret');
      await transport.send({ to: '+15555550101', body: 'Your SFI verification code is 654321.' });
      expect(received).toEqual([
        {
          headers: expect.objectContaining({
            'content-type': 'application/json',
            authorization: 'Bearer hook-secret',
          }),
          body: { to: '+15555550101', body: 'Your SFI verification code is 654321.' },
        },
      ]);
      status = 500;
      await expect(transport.send({ to: '+1', body: 'x' })).rejects.toThrow('500');
    } finally {
      server.close();
    }
  });
});

describe('Outbox', () => {
  it('delivers after the request, and blanks secret bodies once delivered', async () => {
    const sms = new CapturingTransport();
    const box = newOutbox({ sms });
    try {
      await box.enqueue(database.db, {
        kind: 'sms',
        to: '+15555550101',
        body: 'code 111111',
        sensitive: true,
      });
      await box.enqueue(database.db, { kind: 'sms', to: '+15555550102', body: 'hello' });
      expect(sms.sent).toEqual([]);
      box.kick();
      await box.settled();
      expect(sms.sent).toHaveLength(2);
      expect(sms.sent).toEqual(
        expect.arrayContaining([
          { to: '+15555550101', body: 'code 111111' },
          { to: '+15555550102', body: 'hello' },
        ]),
      );
      const rows = await database.db.select().from(outbox).orderBy(outbox.to);
      expect(rows.map((row) => [row.body, row.sentAt !== null, row.attempts])).toEqual([
        [REDACTED_BODY, true, 1],
        ['hello', true, 1],
      ]);
    } finally {
      await box.close();
    }
  });

  it('records a failure, tries again later, and gives up after the attempt limit', async () => {
    let failures = 2;
    const delivered: Delivery[] = [];
    const flaky: Transport = {
      name: 'flaky',
      send: async (message) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('provider unavailable');
        }
        delivered.push(message);
      },
    };
    const box = newOutbox({ email: flaky });
    try {
      await box.enqueue(database.db, { kind: 'email', to: 'a@example.ca', subject: 'Hi', body: 'Hello' });
      box.kick();
      await box.settled();
      const [failed] = await database.db.select().from(outbox);
      expect(failed).toMatchObject({ sentAt: null, error: 'provider unavailable', attempts: 1 });
      for (let round = 0; round < 2; round += 1) {
        box.kick();
        await box.settled();
      }
      expect(delivered).toEqual([{ to: 'a@example.ca', subject: 'Hi', body: 'Hello' }]);
      const [sent] = await database.db.select().from(outbox);
      expect(sent).toMatchObject({ error: null, attempts: 3 });
      expect(sent?.sentAt).not.toBeNull();

      failures = 100;
      await box.enqueue(database.db, { kind: 'email', to: 'b@example.ca', body: 'Never' });
      for (let round = 0; round < MAX_DELIVERY_ATTEMPTS + 2; round += 1) {
        box.kick();
        await box.settled();
      }
      const [stuck] = await database.db.select().from(outbox).where(eq(outbox.to, 'b@example.ca'));
      expect(stuck).toMatchObject({
        sentAt: null,
        attempts: MAX_DELIVERY_ATTEMPTS,
        error: 'provider unavailable',
      });
    } finally {
      await box.close();
    }
  });

  it('sends each message once when several processes deliver at the same time', async () => {
    const sms = new CapturingTransport();
    const boxes = [newOutbox({ sms }), newOutbox({ sms }), newOutbox({ sms })];
    try {
      for (let i = 0; i < 30; i += 1)
        await boxes[0]!.enqueue(database.db, { kind: 'sms', to: `+1555555${i}`, body: `m${i}` });
      for (const box of boxes) box.kick();
      await Promise.all(boxes.map((box) => box.settled()));
      expect(sms.sent).toHaveLength(30);
      expect(new Set(sms.sent.map((message) => message.body)).size).toBe(30);
    } finally {
      await Promise.all(boxes.map((box) => box.close()));
    }
  });

  it('records an SMTP failure rather than failing anything else', async () => {
    const box = newOutbox({ email: smtpTransport('smtp://127.0.0.1:1', 'SFI <no-reply@localhost>') });
    try {
      await box.enqueue(database.db, { kind: 'email', to: 'a@example.ca', subject: 'Hi', body: 'Hello' });
      box.kick();
      await box.settled();
      const [row] = await database.db.select().from(outbox);
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await box.close();
    }
  });

  it('never holds up the request: the answer comes while the provider is still busy', async () => {
    let release: (() => void) | undefined;
    const stalled: Transport = {
      name: 'stalled',
      send: () => new Promise<void>((resolve) => (release = resolve)),
    };
    await writeDemoAccounts(database.db);
    const app = buildApi({ db: database.db, buildId: 'stalled', auth: { transports: { sms: stalled } } });
    try {
      const { username, password } = demoAccounts.staffAdmin;
      const response = await app.inject({
        method: 'POST',
        url: '/api/main/login/sms',
        headers: { authorization: basic(username, password) },
      });
      expect(response.statusCode).toBe(200);
      const [row] = await database.db.select().from(outbox);
      expect(row?.sentAt).toBeNull();
    } finally {
      // The provider did get the message, and the request had been answered before it finished.
      await vi.waitFor(() => expect(release).toBeDefined());
      release?.();
      await app.close();
    }
  });
});
