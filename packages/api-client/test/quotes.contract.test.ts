// The lease-quote calls of spec doc 1 §7 made by @sfi/api-client against the real reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type VehicleValueQuery } from '@sfi/domain';
import { createApiClient, type ApiClient, type SessionHeaders } from '../src/index.ts';
import { failure, startReferenceServer, type ReferenceServer } from './reference-server.ts';

let server: ReferenceServer;
let api: ApiClient;
let lookup: VehicleValueQuery;

/** A lease-quote dealer, signed in; the vehicle looked up is the first demo make's first model. */
beforeAll(async () => {
  server = await startReferenceServer();
  let session: SessionHeaders = {};
  api = createApiClient({ services: server.services, session: () => session });
  const { token, session: signedIn } = await api.auth.dealerLogin({
    username: 'dealer',
    password: 'dealer-demo-2026',
  });
  session = { sessionToken: signedIn.id, authorization: `Bearer ${token}` };
  const [make] = await api.makes.list();
  const model = make!.models[0]!;
  lookup = {
    year: new Date().getUTCFullYear() - 3,
    make: make!.name,
    model: model.name,
    trim: model.trims[0]?.name ?? '',
    kilometres: 60_000,
    province: 'BC',
  };
});
afterAll(() => server?.stop());

describe('vehicle lookup (GET /cbb)', () => {
  it('answers the vehicle’s wholesale, retail and trade-in values, marked as demonstration data', async () => {
    const value = await api.quotes.vehicleValue(lookup);
    expect(value).toMatchObject({
      year: lookup.year,
      make: lookup.make,
      model: lookup.model,
      kilometres: 60_000,
      province: 'BC',
      currency: 'CAD',
      demonstration: true,
    });
    expect(value.tradeIn).toBeGreaterThan(0);
    expect(value.wholesale).toBeLessThan(value.retail);
  });

  it('says when it has no value for the vehicle', async () => {
    const error = await failure(api.quotes.vehicleValue({ ...lookup, model: 'No Such Model' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe(message('vehicleValue.notFound'));
  });

  it('names the fields of a bad lookup', async () => {
    const error = await failure(api.quotes.vehicleValue({ ...lookup, year: 1900, kilometres: -1 }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['kilometres', 'year']);
  });
});
