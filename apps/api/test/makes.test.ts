import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, message, type Make, type MakeUpdate } from '@sfi/domain';
import { buildApi } from '../src/app.ts';
import { listMakes, replaceAllMakes } from '../src/db/makes.ts';
import { makes } from '../src/db/schema.ts';
import { testBuildId } from './support/api.ts';
import {
  createAuthTestApi,
  office,
  sessionHeaders,
  type AuthTestApi,
  type SignedIn,
} from './support/auth.ts';

let api: AuthTestApi;
let staff: SignedIn;
let dealer: SignedIn;

beforeAll(async () => {
  api = await createAuthTestApi();
  staff = await api.staffSignIn();
  dealer = await api.dealerSignIn();
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await api.db.delete(makes);
});

const missingId = '00000000-0000-4000-8000-000000000000';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A make call; changes are made by a signed-in staff member unless another session is given. */
function request(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  session: SignedIn | null = method === 'GET' ? null : staff,
) {
  return api.app.inject({
    method,
    url: `/api/main${url}`,
    remoteAddress: office,
    headers: session ? sessionHeaders(session) : {},
    ...(body !== undefined && { payload: body as object }),
  });
}

async function create(name: string): Promise<Make> {
  const response = await request('POST', '/makes', { name });
  expect(response.statusCode).toBe(201);
  return response.json<Make>();
}

async function update(id: string, make: MakeUpdate) {
  return request('PUT', `/makes/${id}`, make);
}

/** The status and the uniform error body every failure carries. */
function failure(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, body: response.json() };
}

describe('GET /makes', () => {
  it('answers an empty list when there are no makes', async () => {
    const response = await request('GET', '/makes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists every make sorted by name, regardless of case and accents', async () => {
    for (const name of ['mazda', 'Škoda', 'BMW', 'Alfa Romeo', 'Tesla']) await create(name);
    const response = await request('GET', '/makes');
    expect(response.json<Make[]>().map((make) => make.name)).toEqual([
      'Alfa Romeo',
      'BMW',
      'mazda',
      'Škoda',
      'Tesla',
    ]);
  });

  it('sorts the models of each make and the trims of each model by name, numbers by value', async () => {
    const mazda = await create('Mazda');
    await update(mazda.id, {
      name: 'Mazda',
      models: [
        { name: 'MX-5', trims: [{ name: 'GT' }, { name: 'GS-P' }, { name: 'GS' }] },
        { name: 'CX-90', trims: [] },
        { name: 'CX-5', trims: [{ name: 'signature' }, { name: 'GX' }, { name: 'Kuro Edition' }] },
        { name: 'CX-30', trims: [] },
      ],
    });
    const [listed] = (await request('GET', '/makes')).json<Make[]>();
    expect(listed?.models.map((model) => model.name)).toEqual(['CX-5', 'CX-30', 'CX-90', 'MX-5']);
    expect(listed?.models[0]?.trims.map((trim) => trim.name)).toEqual(['GX', 'Kuro Edition', 'signature']);
    expect(listed?.models[3]?.trims.map((trim) => trim.name)).toEqual(['GS', 'GS-P', 'GT']);
  });
});

describe('POST /makes', () => {
  it('creates a make without models and answers it with its new id', async () => {
    const response = await request('POST', '/makes', { name: 'Honda' });
    expect(response.statusCode).toBe(201);
    const make = response.json<Make>();
    expect(make).toEqual({ id: expect.stringMatching(uuid), name: 'Honda', models: [] });
    expect((await request('GET', `/makes/${make.id}`)).json()).toEqual(make);
  });

  it('stores the name without surrounding spaces', async () => {
    expect((await create('  Kia  ')).name).toBe('Kia');
  });

  it('accepts a name of the longest allowed length', async () => {
    expect((await create('A'.repeat(MAX_NAME_LENGTH))).name).toHaveLength(MAX_NAME_LENGTH);
  });

  it.each([
    ['missing', {}, message('validation.name.required')],
    ['blank', { name: '   ' }, message('validation.name.required')],
    ['not text', { name: 42 }, message('validation.name.required')],
    [
      'too long',
      { name: 'A'.repeat(MAX_NAME_LENGTH + 1) },
      message('validation.name.tooLong', { max: MAX_NAME_LENGTH }),
    ],
  ])('refuses a %s name with a 400 naming the field', async (_case, body, fieldMessage) => {
    const response = await request('POST', '/makes', body);
    expect(failure(response)).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: message('validation.request.invalid', { details: `name: ${fieldMessage}` }),
        fieldErrors: { name: fieldMessage },
      },
    });
    expect((await request('GET', '/makes')).json()).toEqual([]);
  });

  it('refuses malformed JSON with a 400 and a plain message', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/main/makes',
      remoteAddress: office,
      headers: { ...sessionHeaders(staff), 'content-type': 'application/json' },
      payload: '{"name": "Ford"',
    });
    expect(failure(response)).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: message('error.malformedJson') },
    });
  });

  it('refuses a body that is not JSON with a 415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/main/makes',
      remoteAddress: office,
      headers: { ...sessionHeaders(staff), 'content-type': 'text/plain' },
      payload: 'Ford',
    });
    expect(failure(response)).toEqual({
      status: 415,
      body: {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: message('error.unsupportedMediaType'),
      },
    });
  });

  it('refuses a request without a body with a 400', async () => {
    const response = await request('POST', '/makes');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.any(String),
    });
  });

  it.each([
    ['the same', 'Honda', 'Honda'],
    ['another case of the', 'Honda', 'HONDA'],
    ['an accented form of the', 'Citroën', 'citroen'],
  ])('refuses %s name as an existing make with a 409', async (_case, existing, name) => {
    await create(existing);
    const response = await request('POST', '/makes', { name });
    const text = message('validation.make.duplicate', { name });
    expect(failure(response)).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: text, fieldErrors: { name: text } },
    });
    expect((await request('GET', '/makes')).json()).toHaveLength(1);
  });
});

describe('GET /makes/:id', () => {
  it('answers the make', async () => {
    const make = await create('Subaru');
    const response = await request('GET', `/makes/${make.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(make);
  });

  it.each([
    ['an id no make has', missingId],
    ['an id that is not a uuid', 'not-a-uuid'],
  ])('answers 404 for %s', async (_case, id) => {
    expect(failure(await request('GET', `/makes/${id}`))).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: message('error.notFound') },
    });
  });
});

describe('PUT /makes/:id', () => {
  it('replaces the name and models and answers the saved make, sorted', async () => {
    const make = await create('Toyta');
    const response = await update(make.id, {
      id: make.id,
      name: ' Toyota ',
      models: [
        { name: 'RAV4', trims: [{ name: 'XLE' }, { name: 'LE' }] },
        { name: 'Camry', trims: [] },
      ],
    });
    const saved = {
      id: make.id,
      name: 'Toyota',
      models: [
        { name: 'Camry', trims: [] },
        { name: 'RAV4', trims: [{ name: 'LE' }, { name: 'XLE' }] },
      ],
    };
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(saved);
    expect((await request('GET', `/makes/${make.id}`)).json()).toEqual(saved);
  });

  it('accepts a body without id, and a model without trims', async () => {
    const make = await create('Nissan');
    const response = await request('PUT', `/makes/${make.id}`, {
      name: 'Nissan',
      models: [{ name: 'Rogue' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: make.id, name: 'Nissan', models: [{ name: 'Rogue', trims: [] }] });
  });

  it('lets a make keep its own name in another case', async () => {
    const make = await create('bmw');
    const response = await update(make.id, { name: 'BMW', models: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json<Make>().name).toBe('BMW');
  });

  it('refuses a body whose id is not the id in the address', async () => {
    const make = await create('Ford');
    const response = await update(make.id, { id: missingId, name: 'Ford', models: [] });
    const text = message('validation.make.idMismatch');
    expect(failure(response)).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: text, fieldErrors: { id: text } },
    });
  });

  it.each([
    [
      'two models with one name',
      [
        { name: 'Civic', trims: [] },
        { name: 'civic', trims: [] },
      ],
      'models',
      message('validation.model.duplicate', { name: 'civic' }),
    ],
    [
      'two trims of a model with one name',
      [{ name: 'Civic', trims: [{ name: 'Sport' }, { name: 'SPORT' }] }],
      'models.0.trims',
      message('validation.trim.duplicate', { name: 'SPORT' }),
    ],
    ['a blank model name', [{ name: ' ', trims: [] }], 'models.0.name', message('validation.name.required')],
    [
      'a blank trim name',
      [{ name: 'Civic', trims: [{ name: 'LX' }, { name: '' }] }],
      'models.0.trims.1.name',
      message('validation.name.required'),
    ],
  ])('refuses %s with a 400 naming the field', async (_case, models, field, fieldMessage) => {
    const make = await create('Honda');
    const response = await update(make.id, { name: 'Honda', models });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      fieldErrors: { [field]: fieldMessage },
    });
    expect((await request('GET', `/makes/${make.id}`)).json()).toEqual(make);
  });

  it('refuses a missing or blank make name', async () => {
    const make = await create('Kia');
    const response = await request('PUT', `/makes/${make.id}`, { models: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { name: message('validation.name.required') } });
  });

  it('refuses the name of another make with a 409', async () => {
    await create('Hyundai');
    const kia = await create('Kia');
    const response = await update(kia.id, { name: 'HYUNDAI', models: [] });
    const text = message('validation.make.duplicate', { name: 'HYUNDAI' });
    expect(failure(response)).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: text, fieldErrors: { name: text } },
    });
    expect((await request('GET', `/makes/${kia.id}`)).json<Make>().name).toBe('Kia');
  });

  it.each([
    ['an id no make has', missingId],
    ['an id that is not a uuid', '12345'],
  ])('answers 404 for %s', async (_case, id) => {
    expect(failure(await update(id, { name: 'Volvo', models: [] }))).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: message('error.notFound') },
    });
    expect((await request('GET', '/makes')).json()).toEqual([]);
  });
});

describe('DELETE /makes/:id', () => {
  it('deletes the make; it is then not found', async () => {
    const make = await create('Chevrolet');
    const kept = await create('GMC');
    const response = await request('DELETE', `/makes/${make.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await request('GET', `/makes/${make.id}`)).statusCode).toBe(404);
    expect((await request('DELETE', `/makes/${make.id}`)).statusCode).toBe(404);
    expect((await request('GET', '/makes')).json()).toEqual([kept]);
  });

  it('accepts a JSON content type with an empty body, as the spec clients send it', async () => {
    const make = await create('Jeep');
    const response = await api.app.inject({
      method: 'DELETE',
      url: `/api/main/makes/${make.id}`,
      remoteAddress: office,
      headers: { ...sessionHeaders(staff), 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(response.statusCode).toBe(204);
  });

  it.each([
    ['an id no make has', missingId],
    ['an id that is not a uuid', 'jeep'],
  ])('answers 404 for %s', async (_case, id) => {
    expect(failure(await request('DELETE', `/makes/${id}`))).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: message('error.notFound') },
    });
  });
});

describe('who may change makes', () => {
  it('lets anyone read the catalogue', async () => {
    await create('Readable');
    expect((await request('GET', '/makes', undefined, null)).statusCode).toBe(200);
  });

  it.each<['POST' | 'PUT' | 'DELETE', string, unknown]>([
    ['POST', '/makes', { name: 'Nobody Motors' }],
    ['PUT', `/makes/${missingId}`, { name: 'Nobody Motors', models: [] }],
    ['DELETE', `/makes/${missingId}`, undefined],
  ])('%s %s needs a session (Missing Session Token without one)', async (method, url, body) => {
    const response = await request(method, url, body, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Missing Session Token' });
  });

  it('refuses a dealer session: changing the catalogue is staff work', async () => {
    const response = await request('POST', '/makes', { name: 'Dealer Motors' }, dealer);
    expect(response.statusCode).toBe(403);
    expect((await request('GET', '/makes')).json<Make[]>().map((make) => make.name)).not.toContain(
      'Dealer Motors',
    );
  });
});

describe('GET /makes: a copy kept in memory, a strong ETag and conditional requests', () => {
  /** The list as it is in the database now, serialized as the API always did (`JSON.stringify`). */
  async function stored(): Promise<string> {
    return JSON.stringify(await listMakes(api.db));
  }

  async function list(app: FastifyInstance = api.app, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url: '/api/main/makes', remoteAddress: office, headers });
  }

  /** The current ETag, after checking the answer is exactly the stored list. */
  async function currentETag(app: FastifyInstance = api.app): Promise<string> {
    const response = await list(app);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(await stored());
    return String(response.headers.etag);
  }

  it('answers the list with a strong ETag and asks browsers to revalidate (no-cache)', async () => {
    await create('Honda');
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toBe(await stored());
  });

  it('answers 304 without a body when If-None-Match names the current ETag', async () => {
    await create('Honda');
    const etag = await currentETag();
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await list(api.app, { 'if-none-match': header });
      expect(response.statusCode, header).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await list(api.app, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('changes the list and the ETag after every write, whoever makes it; the old ETag gets the new list', async () => {
    const honda = await create('Honda');
    const writes: [string, () => Promise<unknown>][] = [
      ['POST /makes', () => create('Kia')],
      [
        'PUT /makes/:id',
        () => update(honda.id, { name: 'Honda', models: [{ name: 'Civic', trims: [{ name: 'LX' }] }] }),
      ],
      ['DELETE /makes/:id', () => request('DELETE', `/makes/${honda.id}`)],
      ['the seed', () => replaceAllMakes(api.db, [{ name: 'Seeded', models: [] }])],
      ['SQL outside the API', () => api.db.update(makes).set({ name: 'Renamed' })],
      ['a TRUNCATE', () => api.db.execute(sql`TRUNCATE ${makes}`)],
    ];
    let etag = await currentETag();
    for (const [write, run] of writes) {
      const before = (await list()).body;
      await run();
      const after = await list(api.app, { 'if-none-match': etag });
      expect(after.statusCode, write).toBe(200);
      expect(after.body, write).not.toBe(before);
      expect(after.body, write).toBe(await stored());
      expect(after.headers.etag, write).not.toBe(etag);
      etag = String(after.headers.etag);
      expect((await list(api.app, { 'if-none-match': etag })).statusCode, write).toBe(304);
    }
  });

  it('keeps the ETag when a write leaves the list as it was (the ETag is the bytes’)', async () => {
    await create('Honda');
    const etag = await currentETag();
    expect((await request('POST', '/makes', { name: 'HONDA' })).statusCode).toBe(409);
    expect(await currentETag()).toBe(etag);
  });

  it('two API instances over one database see each other’s writes at once', async () => {
    const other = buildApi({
      db: api.db,
      buildId: testBuildId,
      auth: { now: api.clock.now, transports: { sms: api.sms, email: api.email } },
    });
    try {
      await create('Honda');
      const first = await currentETag(api.app);
      expect(await currentETag(other)).toBe(first);

      // A write on this instance: the other one, which kept the old list, answers the new one.
      await create('Kia');
      expect((await list(other, { 'if-none-match': first })).statusCode).toBe(200);
      const second = await currentETag(other);
      expect(second).not.toBe(first);

      // And the other way round.
      const response = await other.inject({
        method: 'POST',
        url: '/api/main/makes',
        remoteAddress: office,
        headers: sessionHeaders(staff),
        payload: { name: 'Mazda' },
      });
      expect(response.statusCode).toBe(201);
      expect((await list(api.app, { 'if-none-match': second })).statusCode).toBe(200);
      expect(await currentETag(api.app)).toBe(await currentETag(other));
      expect((await list(api.app)).json<Make[]>().map((make) => make.name)).toEqual([
        'Honda',
        'Kia',
        'Mazda',
      ]);
    } finally {
      await other.close();
    }
  });
});
