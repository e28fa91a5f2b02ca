// The dealer account calls of spec doc 1 §7 (`/dealer-auth`), made by @sfi/api-client against the real reference server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { message, type DealerAccount } from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  demoSuperAdmin,
  failure,
  signedInDealer,
  signedInStaff,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let staff: ApiClient;
/** Gives a new account its password: the spec's call, a super admin's only (issue 26 item 6). */
let superAdmin: ApiClient;

/** The dealer accounts take a staff session. */
beforeAll(async () => {
  server = await startReferenceServer();
  staff = await signedInStaff(server);
  superAdmin = await signedInStaff(server, demoSuperAdmin);
});
afterAll(() => server?.stop());

/** A lease-quote dealer signed in with this user name and password. */
const dealerSignIn = (username: string, password: string) => signedInDealer(server, username, password);

describe('dealer accounts (/dealer-auth)', () => {
  it('adds an account with an e-mail; the dealer chooses their password with the activation link, signs in; staff send a reset link later', async () => {
    const printed = server.output().length;
    const account = await staff.leaseQuotes.dealerAccounts.create({
      dealerName: 'Contract Motors 10',
      user: 'contract.ten',
      email: 'robin@contract-motors.example',
      contactName: 'Robin Roy',
      dealerStepsEnabled: true,
    });
    expect(account).toEqual({
      id: expect.any(String),
      dealerName: 'Contract Motors 10',
      user: 'contract.ten',
      contactName: 'Robin Roy',
      email: 'robin@contract-motors.example',
      dealerStepsEnabled: true,
    });
    await staff.leaseQuotes.dealerAccounts.create({
      dealerName: 'contract motors 9',
      user: 'contract.nine',
      email: 'nine@contract-motors.example',
    });

    const users = (await staff.leaseQuotes.dealerAccounts.list()).map((each) => each.user);
    expect(users.indexOf('contract.nine')).toBeLessThan(users.indexOf('contract.ten'));
    expect(await staff.leaseQuotes.dealerAccounts.get(account.id)).toEqual(account);

    const tokens = () =>
      [
        ...server
          .output()
          .slice(printed)
          .matchAll(/E-mail to robin@contract-motors\.example: .*?\/dealer\/password\?token=([\w-]+)/g),
      ].map((match) => match[1]!);
    const token = await vi.waitFor(() => {
      if (tokens().length === 0) throw new Error('no activation link yet');
      return tokens()[0]!;
    });
    expect(await staff.auth.usePasswordLink({ token, password: 'contract motors ten' })).toEqual({
      kind: 'dealer',
      username: 'contract.ten',
    });
    const dealer = await dealerSignIn('contract.ten', 'contract motors ten');
    expect((await dealer.auth.current()).user).toMatchObject({ dealerName: 'Contract Motors 10' });

    // Its dealer-mode next steps turned off later (PATCH /dealer-auth/{id}).
    const changed = await staff.leaseQuotes.dealerAccounts.changeSettings(account.id, {
      dealerStepsEnabled: false,
    });
    expect(changed).toEqual({ ...account, dealerStepsEnabled: false });
    expect(await staff.leaseQuotes.dealerAccounts.get(account.id)).toEqual(changed);

    // A reset link, sent by staff (POST /dealer-auth/{id}/password-link).
    await staff.leaseQuotes.dealerAccounts.sendPasswordLink(account.id);
    await vi.waitFor(() => expect(tokens()).toHaveLength(2));
  });

  it('says which field is wrong: a taken user name, an e-mail that is not one; a password only from a super admin', async () => {
    const taken = await failure(
      staff.leaseQuotes.dealerAccounts.create({
        dealerName: 'Elsewhere Motors',
        user: 'DEALER',
        email: 'elsewhere@contract-motors.example',
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.fieldErrors).toEqual({
      user: message('dealerAccounts.error.userTaken', { user: 'DEALER' }),
    });

    const notAnAddress = await failure(
      staff.leaseQuotes.dealerAccounts.create({ dealerName: 'Short Motors', user: 'short', email: 'short' }),
    );
    expect(notAnAddress.status).toBe(400);
    expect(notAnAddress.fieldErrors).toEqual({ email: message('validation.email') });

    const chosen = await failure(
      staff.leaseQuotes.dealerAccounts.create({
        dealerName: 'Chosen Motors',
        user: 'chosen',
        email: 'chosen@contract-motors.example',
        password: 'chosen by staff 2026',
      }),
    );
    expect(chosen).toMatchObject({ status: 403, message: message('password.superAdminOnly') });
  });

  it('renames a dealership whose name holds a slash, and says when no account has the name', async () => {
    const one = await staff.leaseQuotes.dealerAccounts.create({
      dealerName: 'Saguenay / Lac-Saint-Jean Autos',
      user: 'saguenay.one',
      email: 'one@saguenay-autos.example',
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
    const account = await superAdmin.leaseQuotes.dealerAccounts.create({
      dealerName: 'Leaving Motors',
      user: 'leaving',
      email: 'leaving@contract-motors.example',
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
