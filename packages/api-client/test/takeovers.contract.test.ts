// The public API's lease takeover calls and the request for service (spec doc 2 §7, issue 14), made
// by @sfi/api-client against the real reference server (with its demo takeovers and their photos).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LeaseTakeoverSchema, message } from '@sfi/domain';
import { createApiClient, type ApiClient } from '../src/index.ts';
import { failure, startReferenceServer, type ReferenceServer } from './reference-server.ts';

let server: ReferenceServer;
let api: ApiClient;

/** Anyone may call these: a client without a session. */
beforeAll(async () => {
  server = await startReferenceServer();
  api = createApiClient({ services: server.services });
});
afterAll(() => server?.stop());

describe('lease takeovers', () => {
  it('lists the takeovers by permutation with GET /leaseTakeovers', async () => {
    const list = await api.public.leaseTakeovers();
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const takeover of list) LeaseTakeoverSchema.parse(takeover);
    expect(list.map((takeover) => takeover.permutation)).toEqual(
      [...list.map((takeover) => takeover.permutation)].sort((a, b) => a - b),
    );
  });

  it('reads one with GET /leaseTakeovers/{id}, and its photos at the addresses the client builds', async () => {
    const [first] = await api.public.leaseTakeovers();
    const takeover = await api.public.leaseTakeover(first!.id);
    expect(takeover).toEqual(first);
    const files = api.public.takeoverPhotoFiles(takeover.id, takeover.images[0]!);
    expect(files.map((file) => file.width)).toEqual([480, 960, 1440]);
    for (const file of files) {
      expect(file.url.startsWith(server.services.public)).toBe(true);
      const response = await fetch(file.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])(
    'fails with the spec’s message for a takeover that does not exist (%s)',
    async (id) => {
      const error = await failure(api.public.leaseTakeover(id));
      expect(error.status).toBe(404);
      expect(error.message).toBe(message('takeovers.error.unavailable'));
    },
  );
});

describe('POST /emails', () => {
  it('sends a takeover request, which the embedded outbox prints', async () => {
    const [first] = await api.public.leaseTakeovers();
    await api.public.sendServiceRequest({
      kind: 'takeover',
      leaseTakeoverId: first!.id,
      name: 'Contract Visitor',
      email: 'visitor@example.ca',
      message: 'Please call me about this lease.',
    });
    await vi.waitFor(() =>
      expect(server.output()).toMatch(
        /\[outbox\] E-mail to service-requests@localhost: Lease takeover request: .*Contract Visitor <visitor@example\.ca>.*Please call me about this lease\./,
      ),
    );
  });

  it('sends a Contact us message', async () => {
    await api.public.sendServiceRequest({
      kind: 'contact',
      name: 'Contact Person',
      email: 'contact@example.ca',
      phone: '416 555 0199',
      message: 'A general question.',
    });
    await vi.waitFor(() => expect(server.output()).toContain('Contact us message from Contact Person'));
  });

  it('fails with the fields’ messages when the request is not valid', async () => {
    const error = await failure(
      api.public.sendServiceRequest({ kind: 'contact', name: '', email: 'nope', message: 'Hi' }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toMatchObject({
      name: message('validation.required'),
      email: message('validation.email'),
    });
  });
});
