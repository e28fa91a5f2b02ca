// The quote dealers (near-prime dealers) of spec doc 1 §7: listed for the quote tool's users,
// changed by staff, with the domain's validation and the catalogue's words.
import { afterAll, describe, expect, it } from 'vitest';
import { message, type QuoteDealer } from '@sfi/domain';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  who: AudienceName = 'staffAdmin',
) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });
}

const dealer = {
  name: 'Northern Lights Auto Credit',
  contact: 'Mary Tootoo',
  email: 'mary.tootoo@example.com',
  phone: '(867) 555-0150',
  province: 'NU',
};

describe('quote dealers', () => {
  it('adds a dealer, lists it by name for dealers and staff, changes it and removes it', async () => {
    const created = await call('POST', '/lease-quotes-dealers/', dealer);
    expect(created.statusCode).toBe(201);
    const added = created.json() as QuoteDealer;
    expect(added).toEqual({ id: expect.any(String), ...dealer });
    await call('POST', '/lease-quotes-dealers/', {
      ...dealer,
      name: 'aardvark auto',
      email: 'a@example.com',
    });

    for (const who of ['dealer', 'staffAdmin'] as const) {
      const list = (
        await call('GET', '/lease-quotes/near-prime-dealers', undefined, who)
      ).json() as QuoteDealer[];
      expect(list).toContainEqual(added);
      const names = list.map((each) => each.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-CA', { sensitivity: 'base' })));
    }

    const changed = await call('PUT', `/lease-quotes-dealers/${added.id}`, { ...added, contact: 'Mary T.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...added, contact: 'Mary T.' });

    expect((await call('DELETE', `/lease-quotes-dealers/${added.id}`)).statusCode).toBe(204);
    const after = (await call('GET', '/lease-quotes/near-prime-dealers')).json() as QuoteDealer[];
    expect(after.map((each) => each.id)).not.toContain(added.id);
    expect((await call('DELETE', `/lease-quotes-dealers/${added.id}`)).statusCode).toBe(404);
  });

  it('refuses a name another dealer has, whatever its case, as the name field’s error', async () => {
    await call('POST', '/lease-quotes-dealers/', { ...dealer, name: 'Taken Motors' });
    const again = await call('POST', '/lease-quotes-dealers/', { ...dealer, name: ' TAKEN motors ' });
    expect(again.statusCode).toBe(409);
    const text = message('quoteDealer.duplicate', { name: 'TAKEN motors' });
    expect(again.json()).toMatchObject({ message: text, fieldErrors: { name: text } });

    const other = (
      await call('POST', '/lease-quotes-dealers/', { ...dealer, name: 'Other Motors' })
    ).json() as QuoteDealer;
    const rename = await call('PUT', `/lease-quotes-dealers/${other.id}`, { ...other, name: 'Taken Motors' });
    expect(rename.statusCode).toBe(409);
  });

  it.each([
    ['phone', '555-01', message('validation.phone')],
    ['email', 'not an address', message('validation.email')],
    ['province', 'XX', message('validation.province')],
    ['name', '', message('validation.required')],
    ['contact', 'a\u0000b', message('validation.text.characters')],
  ])('refuses a %s of %j with “%s”', async (field, value, text) => {
    const response = await call('POST', '/lease-quotes-dealers/', {
      ...dealer,
      name: `Field ${field}`,
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ [field]: text });
  });

  it('refuses a change whose body names another dealer than the address', async () => {
    const one = (
      await call('POST', '/lease-quotes-dealers/', { ...dealer, name: 'Mismatch One' })
    ).json() as QuoteDealer;
    const response = await call('PUT', `/lease-quotes-dealers/${one.id}`, {
      ...one,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ id: message('quoteDealer.idMismatch') });
  });

  it('answers 404 for a dealer that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/lease-quotes-dealers/${id}`, { id, ...dealer })).statusCode).toBe(404);
    expect((await call('DELETE', '/lease-quotes-dealers/not-an-id')).statusCode).toBe(404);
  });

  it('lets a dealer read the list but not change it', async () => {
    expect(
      (await call('POST', '/lease-quotes-dealers/', { ...dealer, name: 'By A Dealer' }, 'dealer')).statusCode,
    ).toBe(403);
  });
});
