// Every make call of spec doc 1 §7, made by @sfi/api-client against the real reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@sfi/domain';
import { isAbortError, type ApiClient } from '../src/index.ts';
import { failure, signedInStaff, startReferenceServer, type ReferenceServer } from './reference-server.ts';

let server: ReferenceServer;
let api: ApiClient;

/** Changing makes takes a staff session. */
beforeAll(async () => {
  server = await startReferenceServer();
  api = await signedInStaff(server);
});
afterAll(() => server?.stop());

describe('makes', () => {
  it('creates a make with POST /makes and reads it back with GET /makes/{id}', async () => {
    const created = await api.makes.create({ name: 'Contract Motors' });
    expect(created).toMatchObject({ name: 'Contract Motors', models: [] });
    expect(created.id).toEqual(expect.any(String));
    expect(await api.makes.get(created.id)).toEqual(created);
  });

  it('lists makes sorted by name with GET /makes', async () => {
    await api.makes.create({ name: 'Zeta Cars' });
    await api.makes.create({ name: 'alpha autos' });
    const names = (await api.makes.list()).map((make) => make.name);
    expect(names).toContain('Zeta Cars');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-CA', { sensitivity: 'base' })));
  });

  it('replaces a make with PUT /makes/{id} and answers it with models and trims sorted', async () => {
    const make = await api.makes.create({ name: 'Puttable' });
    const saved = await api.makes.update(make.id, {
      name: 'Puttable Renamed',
      models: [
        { name: 'Zed', trims: [{ name: 'Sport' }, { name: 'Base' }] },
        { name: 'Ace', trims: [] },
      ],
    });
    expect(saved).toEqual({
      id: make.id,
      name: 'Puttable Renamed',
      models: [
        { name: 'Ace', trims: [] },
        { name: 'Zed', trims: [{ name: 'Base' }, { name: 'Sport' }] },
      ],
    });
    expect(await api.makes.get(make.id)).toEqual(saved);
  });

  it('deletes a make with DELETE /makes/{id}, after which it is not found', async () => {
    const make = await api.makes.create({ name: 'Short Lived' });
    await api.makes.remove(make.id);
    const error = await failure(api.makes.get(make.id));
    expect(error.status).toBe(404);
    expect((await api.makes.list()).map((m) => m.id)).not.toContain(make.id);
  });

  it('carries the server message and field errors of a bad body', async () => {
    const error = await failure(api.makes.create({ name: '   ' }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors.name).toBe(message('validation.name.required'));
  });

  it('carries the conflict of a duplicate name', async () => {
    await api.makes.create({ name: 'Twice' });
    const error = await failure(api.makes.create({ name: 'twice' }));
    expect(error.status).toBe(409);
    expect(error.message).toBe(message('validation.make.duplicate', { name: 'twice' }));
  });

  it('answers 404 for updates and deletes of a make that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await failure(api.makes.update(missing, { name: 'Nobody', models: [] }))).status).toBe(404);
    expect((await failure(api.makes.remove(missing))).status).toBe(404);
  });

  it('lets an aborted request be told apart, so the app can ignore it', async () => {
    const controller = new AbortController();
    const call = api.makes.list({ signal: controller.signal });
    controller.abort();
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
  });
});

describe('versions', () => {
  it('answers the front-end build id with GET /versions', async () => {
    const { frontEnd } = await api.versions.get();
    expect(frontEnd).toEqual(expect.any(String));
    expect(frontEnd.length).toBeGreaterThan(0);
  });
});
