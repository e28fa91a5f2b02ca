// A quote of the demo dealer's, made through the API as the dealer portal makes one.
import { expect } from 'vitest';
import type { LeaseQuote } from '@sfi/domain';
import type { Audiences } from './audiences.ts';
import { office, type AuthTestApi } from './auth.ts';

/** Creates a Honda Civic quote in Ontario for `customer`, as the demo dealer. */
export async function newDealerQuote(
  api: AuthTestApi,
  audiences: Audiences,
  customer: { firstName: string; lastName: string },
): Promise<LeaseQuote> {
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/main/lease-quotes',
    remoteAddress: office,
    headers: await audiences.headers('dealer'),
    payload: {
      vehicle: { type: 'CAR', year: 2025, make: 'Honda', model: 'Civic' },
      province: 'ON',
      customer,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<LeaseQuote>();
}
