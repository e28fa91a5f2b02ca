// Issue 26, item 14: a path no route answers, outside `/api` as under it, gets the one 404 of the
// API: the uniform error body, in the catalogue's words, the security headers, never Fastify's own
// answer (which echoed the method and the path and named the framework by its wording). App pages
// are untouched: an app's path is its page, any other GET is sent to / (doc 1 §2).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appNames, message, sameOriginServices, type AppName } from '@sfi/domain';
import { errorBody } from '../src/http/errors.ts';
import { registerStaticApps } from '../src/web/static.ts';
import { createTestApi, type TestApi } from './support/api.ts';

const dist = mkdtempSync(join(tmpdir(), 'sfi-not-found-'));
for (const name of appNames) {
  mkdirSync(join(dist, name), { recursive: true });
  writeFileSync(
    join(dist, name, 'index.html'),
    `<!doctype html><html><head></head><body>${name}</body></html>`,
  );
}

let host: TestApi;
let apiAlone: TestApi;
beforeAll(async () => {
  host = await createTestApi();
  await registerStaticApps(
    host.app,
    { buildId: 'b', services: sameOriginServices },
    { db: host.db, distDir: (name: AppName) => join(dist, name) },
  );
  apiAlone = await createTestApi();
});
afterAll(async () => {
  await host?.close();
  await apiAlone?.close();
});

const probe = '/nope-<script>x</script>';
const requests: [method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS', url: string][] = [
  ['POST', probe],
  ['PUT', '/company'],
  ['DELETE', '/staff/makes'],
  ['PATCH', '/'],
  ['OPTIONS', '/client/login'],
  ['POST', '/storage/other-bucket/key'],
  ['POST', '/_apps/public/x.js'],
  ['POST', '/api'],
  ['PUT', '/apix/main/makes'],
];

function expectUniform404(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(404);
  expect(JSON.parse(response.body)).toEqual(errorBody(404, message('error.notFound')));
  expect(response.body).not.toMatch(/Route|nope|script/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('a path no route answers', () => {
  it.each(requests)('%s %s: the uniform 404 (the apps served)', async (method, url) => {
    expectUniform404(await host.app.inject({ method, url }));
  });

  it.each([...requests, ['GET', probe] as const, ['GET', '/company'] as const])(
    '%s %s: the uniform 404 (the API alone)',
    async (method, url) => {
      expectUniform404(await apiAlone.app.inject({ method, url }));
    },
  );

  it('leaves the apps’ pages as they were: their paths are pages, any other GET goes to /', async () => {
    expect((await host.app.inject({ url: '/company' })).statusCode).toBe(200);
    const unknown = await host.app.inject({ url: probe });
    expect([unknown.statusCode, unknown.headers.location]).toEqual([302, '/']);
    expectUniform404(await host.app.inject({ url: '/_apps/public/missing.js' }));
  });
});
