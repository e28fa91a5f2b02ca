// GET /cbb, the quote tool's vehicle lookup: the embedded demonstration valuation over the seeded
// value table, and a valuation service over HTTP (VEHICLE_VALUES_URL) behind the same adapter.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, VEHICLE_VALUE_MAX_KM, type VehicleValue } from '@sfi/domain';
import { replaceVehicleValues, type VehicleValueRow } from '../src/db/vehicle-values.ts';
import { curatedMakes } from '../src/seed/makes.ts';
import { demoVehicleValues } from '../src/seed/vehicle-values.ts';
import {
  DEMONSTRATION_SOURCE,
  embeddedValuation,
  remoteValuation,
  type VehicleValuation,
} from '../src/valuation/valuation.ts';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

// One API for both parts (a second one per test file doubles the set-up): its valuation is the
// embedded one, or the service's while the second part runs.
let valuation: VehicleValuation;
const api = await createAuthTestApi({}, { valuation: { value: (lookup) => valuation.value(lookup) } });
valuation = embeddedValuation(api.db);
const audiences = await createAudiences(api);
const thisYear = new Date().getUTCFullYear();
const table = demoVehicleValues(curatedMakes, thisYear);
await replaceVehicleValues(api.db, table);
afterAll(() => api.close());

// A model with trims, valued three years back.
const make = curatedMakes.find((each) => each.models.some((model) => model.trims.length > 1))!;
const model = make.models.find((each) => each.trims.length > 1)!;
const trim = model.trims[1]!.name;
const year = thisYear - 2;
const rowOf = (trimName: string | null): VehicleValueRow =>
  table.find(
    (row) => row.make === make.name && row.model === model.name && row.trim === trimName && row.year === year,
  )!;

type Query = Record<string, string | number>;
const lookup = (query: Query = {}): Query => ({
  year,
  make: make.name,
  model: model.name,
  trim,
  kilometres: rowOf(trim).referenceKm,
  province: 'ON',
  ...query,
});
const address = (query: Query) =>
  `/api/main/cbb?${new URLSearchParams(Object.entries(query).map(([key, item]): [string, string] => [key, String(item)]))}`;

async function value(query: Query, who: 'dealer' | 'staffAdmin' = 'dealer') {
  return api.app.inject({
    method: 'GET',
    url: address(query),
    remoteAddress: office,
    headers: await audiences.headers(who),
  });
}

describe('GET /cbb on the embedded demonstration table', () => {
  it('answers the table’s values at its reference mileage in Ontario, marked as demonstration data', async () => {
    const row = rowOf(trim);
    const response = await value(lookup());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      year,
      make: make.name,
      model: model.name,
      trim,
      kilometres: row.referenceKm,
      province: 'ON',
      wholesale: row.wholesale,
      retail: row.retail,
      tradeIn: row.tradeIn,
      currency: 'CAD',
      source: DEMONSTRATION_SOURCE,
      demonstration: true,
      valuedAt: expect.any(String),
    });
  });

  it('answers staff as it answers dealers', async () => {
    expect((await value(lookup(), 'staffAdmin')).json()).toMatchObject({ retail: rowOf(trim).retail });
  });

  it('finds the vehicle whatever the case, accents and spaces of its names', async () => {
    const response = await value(
      lookup({
        make: ` ${make.name.toUpperCase()} `,
        model: model.name.toLowerCase(),
        trim: trim.toUpperCase(),
      }),
    );
    expect(response.json()).toMatchObject({
      make: make.name,
      model: model.name,
      trim,
      retail: rowOf(trim).retail,
    });
  });

  it.each([
    ['no trim', { trim: '' }],
    ['a trim the table does not know', { trim: 'Unheard-of Edition' }],
  ])('values %s at the model’s base trim', async (_, query) => {
    const response = await value(lookup(query));
    expect(response.json()).toMatchObject({ trim: null, retail: rowOf(null).retail });
  });

  it('values more kilometres lower and fewer higher, within bounds', async () => {
    const reference = rowOf(trim).referenceKm;
    const retailAt = async (kilometres: number) =>
      ((await value(lookup({ kilometres }))).json() as VehicleValue).retail;
    const [low, at, high, extreme] = await Promise.all([
      retailAt(0),
      retailAt(reference),
      retailAt(reference + 50_000),
      retailAt(VEHICLE_VALUE_MAX_KM),
    ]);
    expect(low).toBeGreaterThan(at);
    expect(low).toBeLessThanOrEqual(Math.round(at * 1.15));
    expect(high).toBeLessThan(at);
    expect(extreme).toBeGreaterThanOrEqual(Math.round(at * 0.2));
  });

  it('values the same vehicle differently by province', async () => {
    const retailIn = async (province: string) =>
      ((await value(lookup({ province }))).json() as VehicleValue).retail;
    expect(await retailIn('BC')).toBeGreaterThan(await retailIn('ON'));
    expect(await retailIn('QC')).toBeLessThan(await retailIn('ON'));
  });

  it('says so when it has no value for the vehicle', async () => {
    for (const query of [lookup({ model: 'No Such Model' }), lookup({ year: thisYear - 40 })]) {
      const response = await value(query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: message('vehicleValue.notFound') });
    }
  });

  it('refuses a bad lookup with the field errors', async () => {
    const response = await value(lookup({ year: 'soon', kilometres: '-5', province: 'XX' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors as object).sort()).toEqual([
      'kilometres',
      'province',
      'year',
    ]);
  });
});

describe('GET /cbb from a valuation service (VEHICLE_VALUES_URL)', () => {
  let service: FastifyInstance;
  let embedded: VehicleValuation;
  const asked: Query[] = [];
  const answer: VehicleValue = {
    year,
    make: make.name,
    model: model.name,
    trim,
    kilometres: 42_000,
    province: 'ON',
    wholesale: 20_100,
    retail: 23_400,
    tradeIn: 21_800,
    currency: 'CAD',
    source: 'A valuation service',
    demonstration: false,
    valuedAt: '2026-11-24T12:00:00.000Z',
  };

  beforeAll(async () => {
    service = Fastify();
    service.get('/values', async (request, reply) => {
      const query = request.query as Query;
      asked.push(query);
      switch (query.model) {
        case 'Missing':
          return reply.code(404).send({ message: 'none' });
        case 'Broken':
          return reply.code(500).send('oops');
        case 'Garbled':
          return { retail: 'a lot' };
        case 'Slow':
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          return answer;
        default:
          return answer;
      }
    });
    const serviceUrl = `${await service.listen({ host: '127.0.0.1', port: 0 })}/values`;
    embedded = valuation;
    valuation = remoteValuation(serviceUrl, { timeoutMs: 300 });
  });
  afterAll(async () => {
    valuation = embedded;
    await service.close();
  });

  const remote = (query: Query) => value(query);

  it('passes the lookup on and answers what the service answered', async () => {
    const response = await remote(lookup({ kilometres: 42_000 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
    expect(asked.at(-1)).toEqual({
      year: String(year),
      make: make.name,
      model: model.name,
      trim,
      kilometres: '42000',
      province: 'ON',
    });
  });

  it('answers 404 when the service has no value', async () => {
    const response = await remote(lookup({ model: 'Missing' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: message('vehicleValue.notFound') });
  });

  it.each(['Broken', 'Garbled', 'Slow'])(
    'answers 502 with a plain message when the service is %s',
    async (name) => {
      const response = await remote(lookup({ model: name }));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        message: message('vehicleValue.unavailable'),
      });
    },
  );
});
