// The dealer account calls of spec doc 1 §7 (`/dealer-auth`), made by @sfi/api-client against the real reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerPasswordLength, message, type DealerAccount } from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  failure,
  signedInDealer,
  signedInStaff,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let staff: ApiClient;

/** The dealer accounts take a staff session. */
beforeAll(async () => {
  server = await startReferenceServer();
  staff = await signedInStaff(server);
});
afterAll(() => server?.stop());

/** A lease-quote dealer signed in with this user name and password. */
const dealerSignIn = (username: string, password: string) => signedInDealer(server, username, password);

describe('dealer accounts (/dealer-auth)', () => {
  it('adds an account that signs in, lists it by dealer name and reads it back', async () => {
    const account = await staff.leaseQuotes.dealerAccounts.create({
      dealerName: 'Contract Motors 10',
      user: 'contract.ten',
      password: 'contract motors ten',
      contactName: 'Robin Roy',
      dealerStepsEnabled: true,
    });
    expect(account).toEqual({
      id: expect.any(String),
      dealerName: 'Contract Motors 10',
      user: 'contract.ten',
      contactName: 'Robin Roy',
      dealerStepsEnabled: true,
    });
    await staff.leaseQuotes.dealerAccounts.create({
      dealerName: 'contract motors 9',
      user: 'contract.nine',
      password: 'contract motors nine',
    });

    const users = (await staff.leaseQuotes.dealerAccounts.list()).map((each) => each.user);
    expect(users.indexOf('contract.nine')).toBeLessThan(users.indexOf('contract.ten'));
    expect(await staff.leaseQuotes.dealerAccounts.get(account.id)).toEqual(account);

    const dealer = await dealerSignIn('contract.ten', 'contract motors ten');
    expect((await dealer.auth.current()).user).toMatchObject({ dealerName: 'Contract Motors 10' });

    // Its dealer-mode next steps turned off later (PATCH /dealer-auth/{id}).
    const changed = await staff.leaseQuotes.dealerAccounts.changeSettings(account.id, {
      dealerStepsEnabled: false,
    });
    expect(changed).toEqual({ ...account, dealerStepsEnabled: false });
    expect(await staff.leaseQuotes.dealerAccounts.get(account.id)).toEqual(changed);
  });

  it('says which field is wrong: a taken user name, a short password', async () => {
    const taken = await failure(
      staff.leaseQuotes.dealerAccounts.create({
        dealerName: 'Elsewhere Motors',
        user: 'DEALER',
        password: 'a long enough password',
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.fieldErrors).toEqual({
      user: message('dealerAccounts.error.userTaken', { user: 'DEALER' }),
    });

    const short = await failure(
      staff.leaseQuotes.dealerAccounts.create({
        dealerName: 'Short Motors',
        user: 'short',
        password: 'short',
      }),
    );
    expect(short.status).toBe(400);
    expect(short.fieldErrors).toEqual({
      password: message('dealerAccounts.password.length', dealerPasswordLength),
    });
  });

  it('renames a dealership whose name holds a slash, and says when no account has the name', async () => {
    const one = await staff.leaseQuotes.dealerAccounts.create({
      dealerName: 'Saguenay / Lac-Saint-Jean Autos',
      user: 'saguenay.one',
      password: 'saguenay one 2026',
    });
    const renamed = await staff.leaseQuotes.dealerAccounts.renameDealership(
      'saguenay / lac-saint-jean autos',
      {
        dealerName: 'Saguenay Autos 100%',
      },
    );
    expect(renamed).toEqual<DealerAccount[]>([{ ...one, dealerName: 'Saguenay Autos 100%' }]);
    expect(await staff.leaseQuotes.dealerAccounts.get(one.id)).toEqual(renamed[0]);

    const none = await failure(
      staff.leaseQuotes.dealerAccounts.renameDealership('Saguenay / Lac-Saint-Jean Autos', {
        dealerName: 'X',
      }),
    );
    expect(none.status).toBe(404);
  });

  it('removes an account: it is gone, and its dealer is signed out', async () => {
    const account = await staff.leaseQuotes.dealerAccounts.create({
      dealerName: 'Leaving Motors',
      user: 'leaving',
      password: 'leaving motors 2026',
    });
    const dealer = await dealerSignIn('leaving', 'leaving motors 2026');
    await staff.leaseQuotes.dealerAccounts.remove(account.id);

    const gone = await failure(staff.leaseQuotes.dealerAccounts.get(account.id));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe(message('dealerAccounts.error.notFound'));
    const signedOut = await failure(dealer.auth.current());
    expect(signedOut.status).toBe(401);
    expect(signedOut.message).toBe('Invalid Session');
  });

  it('is for staff only', async () => {
    const dealer = await dealerSignIn('dealer', 'dealer-demo-2026');
    expect((await failure(dealer.leaseQuotes.dealerAccounts.list())).status).toBe(403);
  });
});
