// The lease-quote calls of spec doc 1 §7 (the vehicle lookup, quote dealers) made by @sfi/api-client against the real reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type VehicleValueQuery } from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  failure,
  signedInDealer,
  signedInStaff,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let api: ApiClient;
let staff: ApiClient;
let lookup: VehicleValueQuery;

/**
 * A lease-quote dealer and a member of staff, signed in (staff through both steps, reading the code
 * from the log); the vehicle looked up is the first demo make's first model.
 */
beforeAll(async () => {
  server = await startReferenceServer();
  api = await signedInDealer(server);
  staff = await signedInStaff(server);
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
    const value = await api.leaseQuotes.vehicleValue(lookup);
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
    const error = await failure(api.leaseQuotes.vehicleValue({ ...lookup, model: 'No Such Model' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe(message('vehicleValue.notFound'));
  });

  it('names the fields of a bad lookup', async () => {
    const error = await failure(api.leaseQuotes.vehicleValue({ ...lookup, year: 1900, kilometres: -1 }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['kilometres', 'year']);
  });
});

describe('quote dealers (near-prime dealers)', () => {
  it('lists the demo dealers sorted by name for a dealer, and refuses a dealer’s change', async () => {
    const dealers = await api.leaseQuotes.dealers.list();
    expect(dealers.length).toBeGreaterThan(0);
    const names = dealers.map((dealer) => dealer.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-CA', { sensitivity: 'base' })));
    const error = await failure(
      api.leaseQuotes.dealers.create({ ...dealers[0]!, name: 'Not Allowed Motors' }),
    );
    expect(error.status).toBe(403);
  });

  it('lets staff add, change and remove a dealer, with the field errors of a bad one', async () => {
    const created = await staff.leaseQuotes.dealers.create({
      name: 'Contract Auto Credit',
      contact: 'Sam Lee',
      email: 'sam.lee@example.com',
      phone: '416-555-0151',
      province: 'ON',
    });
    expect(created.id).toEqual(expect.any(String));
    const saved = await staff.leaseQuotes.dealers.update({ ...created, contact: 'Samantha Lee' });
    expect(saved).toEqual({ ...created, contact: 'Samantha Lee' });
    expect(await staff.leaseQuotes.dealers.list()).toContainEqual(saved);
    await staff.leaseQuotes.dealers.remove(created.id);
    expect((await staff.leaseQuotes.dealers.list()).map((dealer) => dealer.id)).not.toContain(created.id);

    const bad = await failure(
      staff.leaseQuotes.dealers.create({ ...created, name: 'Bad Phone Motors', phone: '12' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toEqual({ phone: message('validation.phone') });
  });
});
