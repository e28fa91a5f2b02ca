// The lease-quote list and quote calls of spec doc 1 §7, made by @sfi/api-client against the real
// reference server: a dealer's quote found by the list, its filters and the search, read back,
// reached by staff but never by another dealership, and deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  failure,
  signedInDealerships,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let dealer: ApiClient;
let staff: ApiClient;
let otherDealer: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  ({ dealer, staff, otherDealer } = await signedInDealerships(server, 'Contract Rivals Auto'));
});
afterAll(() => server?.stop());

describe('lease quotes', () => {
  it('creates a quote, lists, searches, reads and deletes it as its dealership and as staff', async () => {
    const [quoteDealer] = await dealer.leaseQuotes.dealers.list();
    const quote = await dealer.leaseQuotes.create({
      vehicle: { type: 'CAR', year: 2023, make: 'Honda', model: 'Civic', vin: '2HGFC2F59PH000777' },
      dealer: { id: quoteDealer!.id },
      customer: { firstName: 'Contract', lastName: 'Quotewell' },
    });
    expect(quote).toMatchObject({ status: 'DRAFT', ownerType: 'DEALER', province: quoteDealer!.province });

    const first = await dealer.leaseQuotes.list({ status: 'DRAFT', owner: 'ALL', limit: 5 });
    expect(first.data[0]).toMatchObject({ id: quote.id, sortDate: quote.createdAt });
    expect(first.count).toBeGreaterThanOrEqual(1);
    const found = await dealer.leaseQuotes.list({ search: 'quotewell civic' });
    expect(found).toEqual({ count: 1, data: [expect.objectContaining({ id: quote.id })] });
    const byDealer = await staff.leaseQuotes.list({
      dealer: quoteDealer!.id,
      owner: 'SFI',
      search: 'quotewell',
    });
    expect(byDealer.data.map((item) => item.id)).toEqual([quote.id]);
    expect(await otherDealer.leaseQuotes.list({ search: 'quotewell' })).toEqual({ count: 0, data: [] });

    const revision = quote.quoteData[0]!.revisionId;
    expect(await dealer.leaseQuotes.get(quote.id)).toEqual(quote);
    expect(await staff.leaseQuotes.get(quote.id, { revision })).toMatchObject({ selectedRevisionNumber: 0 });
    const hidden = await failure(otherDealer.leaseQuotes.get(quote.id));
    expect({ status: hidden.status, message: hidden.message }).toEqual({
      status: 404,
      message: message('quote.error.notFound'),
    });

    await dealer.leaseQuotes.remove(quote.id);
    expect((await failure(staff.leaseQuotes.get(quote.id))).status).toBe(404);
  });

  // Issue 25: the list holds every state; the status filter chooses, ANY (or nothing) is every state.
  it('lists a quote in every state: statusFilter=ANY, its own state, and never another', async () => {
    const quote = await staff.leaseQuotes.create({
      vehicle: { type: 'CAR', make: 'Kia', model: 'Sorento' },
      province: 'ON',
      customer: { lastName: 'Anystateson' },
    });
    const revision = quote.quoteData[0]!.revisionId;
    await staff.leaseQuotes.revisions.changeState(quote.id, revision, { status: 'QUOTE_APPROVED' });
    const ids = async (status?: string) =>
      (await staff.leaseQuotes.list({ search: 'anystateson', status })).data.map((item) => item.id);
    expect(await ids('ANY')).toEqual([quote.id]);
    expect(await ids()).toEqual([quote.id]);
    expect(await ids('QUOTE_APPROVED')).toEqual([quote.id]);
    expect(await ids('DRAFT')).toEqual([]);
    const csv = await staff.leaseQuotes.export({ search: 'anystateson', status: 'ANY' }, 'csv');
    // Whatever its header status, its revision's label.
    expect(await csv.text()).toMatch(new RegExp(`${quote.id},[^,]+,Quote Approved,Anystateson,`));
    await staff.leaseQuotes.remove(quote.id);
  });

  it('reads the server’s field errors for a bad filter and a bad quote', async () => {
    const filter = await failure(dealer.leaseQuotes.list({ status: 'QUOTE_APPROVED' }));
    expect(filter.status).toBe(400);
    expect(filter.fieldErrors).toEqual({ statusFilter: 'Choose one of these statuses: Draft.' });
    const body = await failure(dealer.leaseQuotes.create({ vehicle: { type: 'CAR', vin: 'short' } }));
    expect(body.fieldErrors).toEqual({
      'vehicle.vin': message('quote.vehicle.vin'),
      province: message('quote.province.required'),
      'customer.lastName': message('quote.customer.lastName.required'),
    });
  });

  it('exports the filtered list as a file, with progress, and reads a refusal’s message', async () => {
    const quote = await dealer.leaseQuotes.create({
      vehicle: { type: 'CAR', make: 'Subaru', model: 'Outback' },
      province: 'NS',
      customer: { lastName: 'Exportson' },
    });
    const received: number[] = [];
    const csv = await dealer.leaseQuotes.export({ search: 'exportson' }, 'csv', {
      onProgress: (bytes) => received.push(bytes),
    });
    expect(csv.type).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(quote.id);
    expect(received.at(-1)).toBe(csv.size);
    const xlsx = await staff.leaseQuotes.export({ search: 'exportson' }, 'xlsx');
    expect(new Uint8Array(await xlsx.slice(0, 2).arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b]));
    const refused = await failure(dealer.leaseQuotes.export({ status: 'CREDIT_APPROVED' }, 'csv'));
    expect(refused.fieldErrors).toEqual({ statusFilter: 'Choose one of these statuses: Draft.' });
    await dealer.leaseQuotes.remove(quote.id);
  });

  it('saves, lists and deletes a search, per user', async () => {
    const saved = await dealer.leaseQuotes.savedSearches.create({
      name: 'My drafts',
      filters: { status: 'DRAFT' },
    });
    expect(saved).toMatchObject({ name: 'My drafts', filters: { status: 'DRAFT' } });
    expect(await dealer.leaseQuotes.savedSearches.list()).toEqual([saved]);
    expect(await otherDealer.leaseQuotes.savedSearches.list()).toEqual([]);
    const twice = await failure(dealer.leaseQuotes.savedSearches.create({ name: 'my drafts', filters: {} }));
    expect(twice.status).toBe(409);
    expect(twice.fieldErrors).toHaveProperty('name');
    expect((await failure(otherDealer.leaseQuotes.savedSearches.remove(saved.id))).status).toBe(404);
    await dealer.leaseQuotes.savedSearches.remove(saved.id);
    expect(await dealer.leaseQuotes.savedSearches.list()).toEqual([]);
  });
});
