import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Make } from '@sfi/domain';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createServer, type Server } from '../src/server.ts';
import { provisionTestDatabase, type TestDatabaseTarget } from './support/database.ts';

let target: TestDatabaseTarget;
let server: Server;

beforeAll(async () => {
  target = await provisionTestDatabase();
  server = await createServer({
    database: target.options,
    buildId: 'server-test',
    seedDemoData: true,
    register: async (app) => {
      app.get('/', async () => 'home page');
    },
  });
});
afterAll(async () => {
  await server.close();
  await target.dispose();
});

describe('createServer', () => {
  it('serves the API over a migrated database holding the demo data', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/main/makes' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Make[]>()).toHaveLength(12);
    expect((await server.app.inject({ method: 'GET', url: '/api/main/versions' })).json()).toEqual({
      frontEnd: 'server-test',
    });
  });

  it('holds the demo accounts: the demo dealer signs in', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/main/dealer-login',
      payload: { username: demoAccounts.dealer.username, password: demoAccounts.dealer.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { dealerName: demoAccounts.dealer.dealerName } });
  });

  it('serves the routes the host registers', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/' })).body).toBe('home page');
  });
});
