import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, serviceBasePaths } from '@sfi/domain';
import { buildApi } from '../src/app.ts';
import { createTestApi, testBuildId, type TestApi } from './support/api.ts';
import { createTestDatabase } from './support/database.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const notFoundBody = { statusCode: 404, error: 'Not Found', message: message('error.notFound') };

describe('GET /api/main/versions', () => {
  it('answers the build id as frontEnd', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/main/versions' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ frontEnd: testBuildId });
  });
});

describe('unknown API paths', () => {
  it.each(Object.values(serviceBasePaths))('answer the JSON 404 under %s', async (basePath) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await api.app.inject({ method, url: `${basePath}/no-such-call` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(notFoundBody);
    }
  });

  it('answer the JSON 404 under /api outside every service', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/no-such-service/makes' });
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('a host sharing the instance', () => {
  it('adds routes for its own paths; every other path, outside /api as under it, gets the one JSON 404', async () => {
    const app = buildApi({ db: api.db, buildId: 'host' });
    app.get('/hello', async () => 'hi');
    try {
      expect((await app.inject({ method: 'GET', url: '/hello' })).body).toBe('hi');
      const elsewhere = await app.inject({ method: 'POST', url: '/somewhere/else' });
      expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, notFoundBody]);
      const apiMiss = await app.inject({ method: 'GET', url: '/api/main/nothing' });
      expect(apiMiss.json()).toEqual(notFoundBody);
    } finally {
      await app.close();
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the catalogue message and log the real error', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { database, drop } = await createTestDatabase();
    const app = buildApi({ db: database.db, buildId: 'broken', logger: { level: 'error', stream } });
    try {
      // A database that went away is the typical unexpected failure.
      await drop();
      const response = await app.inject({ method: 'GET', url: '/api/main/makes' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: message('error.ourEnd'),
      });
      const logged = lines.map((line) => JSON.parse(line) as { level: number; err?: { message?: string } });
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 50, err: expect.objectContaining({ message: expect.any(String) }) }),
      );
    } finally {
      await app.close();
    }
  });
});
