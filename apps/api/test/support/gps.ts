// What the GPS test files share: a server with FILES seeded lease files and, before each test,
// DEVICES seeded devices linked to them; calls as a signed-in audience (staff by default).
import { afterAll, beforeEach, expect } from 'vitest';
import { replaceDemoGps } from '../../src/seed/gps.ts';
import { replaceDemoLeaseFiles } from '../../src/seed/lease-files.ts';
import { createAudiences, type AudienceName } from './audiences.ts';
import { createAuthTestApi, office } from './auth.ts';

export const FILES = 30;
export const DEVICES = 60;

/** The server for one GPS test file, seeded; the devices are seeded again before each test. */
export async function createGpsTestApi() {
  const api = await createAuthTestApi();
  const audiences = await createAudiences(api);
  afterAll(() => api.close());
  await replaceDemoLeaseFiles(api.db, FILES);
  beforeEach(async () => {
    await replaceDemoGps(api.db, DEVICES, FILES, api.clock.now());
  });

  /** A call on the main API from the office's network. */
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    who: AudienceName = 'staffAdmin',
  ) {
    return api.app.inject({
      method,
      url: `/api/main${path}`,
      remoteAddress: office,
      headers: await audiences.headers(who),
    });
  }

  /** The answer of a GET that must succeed. */
  async function get<T>(path: string): Promise<T> {
    const response = await call('GET', path);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response.json<T>();
  }

  return { api, audiences, call, get };
}
