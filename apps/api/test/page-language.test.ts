// An app's document is served in the visitor's language from its first byte (issue 29): `<html lang>`
// from the chosen language (the `sfi_locale` cookie the switch keeps), else the browser's
// `Accept-Language`; English by default. The public site's pages keep the language they were written in.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appNames, sameOriginServices, type AppName } from '@sfi/domain';
import { registerStaticApps } from '../src/web/static.ts';
import { createTestApi, type TestApi } from './support/api.ts';

const dist = mkdtempSync(join(tmpdir(), 'sfi-page-language-'));
for (const name of appNames) {
  mkdirSync(join(dist, name), { recursive: true });
  writeFileSync(
    join(dist, name, 'index.html'),
    `<!doctype html><html lang="en-CA"><head></head><body><div id="root"></div></body></html>`,
  );
}

let host: TestApi;
beforeAll(async () => {
  host = await createTestApi();
  await registerStaticApps(
    host.app,
    { buildId: 'b', services: sameOriginServices },
    { db: host.db, distDir: (name: AppName) => join(dist, name) },
  );
});
afterAll(() => host?.close());

const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe('the language of an app’s document', () => {
  it.each<[string, Record<string, string>, string]>([
    ['nothing said', {}, 'en-CA'],
    ['a French browser', { 'accept-language': 'fr-CA,fr;q=0.9' }, 'fr-CA'],
    [
      'French chosen on an English browser',
      { 'accept-language': 'en-CA', cookie: 'a=1; sfi_locale=fr-CA' },
      'fr-CA',
    ],
    ['English chosen on a French browser', { 'accept-language': 'fr', cookie: 'sfi_locale=en-CA' }, 'en-CA'],
    ['a made-up choice', { 'accept-language': 'fr', cookie: 'sfi_locale="><script>' }, 'fr-CA'],
  ])('%s', async (_, headers, lang) => {
    for (const path of ['/staff/login', '/dealer/login', '/client/login']) {
      const response = await host.app.inject({ url: path, headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(langOf(response.body)).toBe(lang);
      expect(response.headers['vary']).toMatch(/Cookie/);
    }
  });
});
