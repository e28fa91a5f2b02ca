// A lease file's attributes with a closed set of values (issue 25, items 6 and 14): a new file holds
// every attribute the editor shows, empty; province, file type, lease type and customer type (and the
// other coded attributes) take only their set's codes, on create and on save, and any other value is
// refused with a 400 whose field error, on that field, names the choices; nothing is written. The
// buyout quote of a file whose province was chosen has that province's taxes.
import { describe, expect, it } from 'vitest';
import {
  BuyoutQuoteResponseSchema,
  EMPTY_DATE,
  FileResponseSchema,
  leaseFileAttributeLayout,
  type LeaseFileFields,
} from '@sfi/domain';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);

async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: await audiences.headers('staffAdmin'),
    ...(body !== undefined && { payload: body as object }),
  });
}

async function created(fileNo: string): Promise<LeaseFileFields> {
  const response = await call('POST', '/files', { fileNo });
  expect(response.statusCode, response.body).toBe(201);
  return FileResponseSchema.parse(response.json()).file;
}

const provinces =
  'Alberta, British Columbia, Manitoba, New Brunswick, Newfoundland and Labrador, Nova Scotia, Northwest Territories, Nunavut, Ontario, Prince Edward Island, Quebec, Saskatchewan, Yukon';

// attribute, a value outside its set, the field error (the set's labels)
const refusals: [string, unknown, string][] = [
  ['province', 'Québec', `Choose one of: ${provinces}.`],
  ['province', 'qc', `Choose one of: ${provinces}.`],
  ['province', 12, `Choose one of: ${provinces}.`],
  ['fileType', 'Lease', 'Choose one of: Lease, Lease takeover, Loan.'],
  ['leaseType', 'OPEN END', 'Choose one of: Walkaway, Open-end, Closed-end.'],
  ['customerType', 'PERSON', 'Choose one of: Individual, Business.'],
  ['vehicleType', 'BOAT', 'Choose one of: Car, Truck, RV, Motorcycle, Equipment.'],
];

describe('a new file', () => {
  it('holds every attribute the editor shows, empty, and every group', async () => {
    const file = await created('CH-1');
    expect(file).toMatchObject({
      name: '',
      fileType: '',
      leaseType: '',
      province: '',
      customerType: '',
      vehicleType: '',
      deliveryDate: EMPTY_DATE,
      terminationDate: EMPTY_DATE,
      hasTradeIn: false,
      isTwoLessee: false,
      isTerminated: false,
      terminationType: '',
      nonTranchableType: '',
      lessee: { firstName: '' },
      vehicle: { vin: '' },
      lease: { rate: '' },
    });
    for (const name of Object.keys(leaseFileAttributeLayout)) expect(file).toHaveProperty(name);
  });
});

describe('the attributes with a closed set of values', () => {
  it.each(refusals)('refuses %s = %j on create, with its field error', async (name, value, error) => {
    const response = await call('POST', '/files', { fileNo: `CH-NEW-${name}`, [name]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { [name]: error } });
    expect((await call('GET', `/files/CH-NEW-${name}`)).statusCode).toBe(404);
  });

  it.each(refusals)('refuses %s = %j on save, with its field error', async (name, value, error) => {
    const fileNo = `CH-SAVE-${name}-${String(value).replace(/\W/g, '')}`;
    const file = await created(fileNo);
    const response = await call('PUT', `/files/${fileNo}`, { ...file, province: 'QC', [name]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { [name]: error } });
    const again = FileResponseSchema.parse((await call('GET', `/files/${fileNo}`)).json()).file;
    expect(again).toEqual(file);
  });

  it('takes each set’s codes and empty, and the buyout has the chosen province’s taxes', async () => {
    const file = await created('CH-OK');
    const chosen = {
      ...file,
      province: 'QC',
      fileType: 'LEASE_TAKEOVER',
      leaseType: 'CLOSED_END',
      customerType: 'BUSINESS',
      vehicleType: 'RV',
      terminationType: '',
      nonTranchableType: 'TERM',
      lease: { ...(file['lease'] as object), monthlyPayment: 500, term: 36, residualValue: 10_000 },
    };
    const response = await call('PUT', '/files/CH-OK', chosen);
    expect(response.statusCode, response.body).toBe(200);
    expect(FileResponseSchema.parse(response.json()).file).toMatchObject({
      province: 'QC',
      fileType: 'LEASE_TAKEOVER',
      leaseType: 'CLOSED_END',
      customerType: 'BUSINESS',
    });
    const quote = BuyoutQuoteResponseSchema.parse((await call('GET', '/buyout-quotes/CH-OK')).json());
    expect(quote.buyoutQuote.province).toBe('QC');
    expect(quote.buyoutQuote.totals?.taxes.map((tax) => tax.label)).toEqual(['GST', 'QST']);
  });
});
