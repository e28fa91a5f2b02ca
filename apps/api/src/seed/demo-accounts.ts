import { usernameKey } from '../db/usernames.ts';
import { emailKey } from '@sfi/domain';
import { PasswordHasher } from '../auth/passwords.ts';
import {
  upsertDealerAccount,
  upsertFileDealer,
  upsertStaffUser,
  type NewDealerAccount,
  type NewFileDealer,
  type NewStaffUser,
} from '../db/accounts.ts';
import type { Db } from '../db/client.ts';
import { upsertClient } from '../db/client-accounts.ts';
import { stableUuid } from './random.ts';

/** A demo sign-in as `pnpm start` prints it and the README lists it. */
export interface DemoSignIn {
  /** Who signs in with it. */
  audience: string;
  username: string;
  password: string;
}

/**
 * The demo accounts: one of each kind. Their passwords are public (printed by `pnpm start`, listed
 * in apps/api/README.md): set `SEED_DEMO_DATA=false` on any installation with real data.
 * Staff phones are in the 555-01xx range reserved for fiction; the codes go to the console.
 */
export const demoAccounts = {
  dealer: {
    id: stableUuid('dealer-account:dealer'),
    username: 'dealer',
    password: 'dealer-demo-2026',
    dealerName: 'Maple Leaf Motors',
    contactName: 'Dana Tremblay',
    email: 'dana.tremblay@mapleleafmotors.example',
    roles: [] as string[],
    mode: 'DEALER' as const,
    dealerStepsEnabled: true,
  },
  fileDealer: {
    id: stableUuid('file-dealer:filedealer'),
    username: 'filedealer',
    password: 'filedealer-demo-2026',
    dealerNo: 'D-1001',
    email: 'files@mapleleafmotors.example',
    name: 'Maple Leaf Motors',
  },
  staffAdmin: {
    id: stableUuid('staff:admin'),
    username: 'admin',
    password: 'admin-demo-2026',
    name: 'Alex Martin',
    email: 'alex.martin@sfi.example',
    phone: '+15555550101',
    roles: ['LEASE_QUOTES_ADMIN'],
    permission: [] as string[],
  },
  staffSuperAdmin: {
    id: stableUuid('staff:superadmin'),
    username: 'superadmin',
    password: 'superadmin-demo-2026',
    name: 'Sam Gagnon',
    email: 'sam.gagnon@sfi.example',
    phone: '+15555550102',
    // A super admin is an admin who may also act on revisions they do not own (spec doc 1 §6).
    roles: ['LEASE_QUOTES_ADMIN', 'LEASE_QUOTES_SUPER_ADMIN'],
    permission: [] as string[],
  },
} as const;

/** The demo client: signs in through the embedded identity provider (doc 2 §6), e-mail already confirmed. */
export const demoClient = {
  id: stableUuid('client:client@example.com'),
  email: 'client@example.com',
  password: 'client-demo-2026',
  name: 'Avery Client',
  agency: 'Demo Agency',
} as const;

/** The demo sign-ins, in the order `pnpm start` prints them. */
export const demoSignIns: readonly DemoSignIn[] = [
  {
    audience: 'lease-quote dealer',
    username: demoAccounts.dealer.username,
    password: demoAccounts.dealer.password,
  },
  {
    audience: 'file-tool dealer',
    username: demoAccounts.fileDealer.username,
    password: demoAccounts.fileDealer.password,
  },
  {
    audience: 'staff admin',
    username: demoAccounts.staffAdmin.username,
    password: demoAccounts.staffAdmin.password,
  },
  {
    audience: 'staff super admin',
    username: demoAccounts.staffSuperAdmin.username,
    password: demoAccounts.staffSuperAdmin.password,
  },
  { audience: 'client', username: demoClient.email, password: demoClient.password },
];

/** Each demo password is hashed once per process, however often the demo data is written. */
const hashes = new Map<string, Promise<string>>();
function demoHash(password: string, hasher: PasswordHasher): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hasher.hash(password);
    hashes.set(password, hash);
    hash.catch(() => hashes.delete(password));
  }
  return hash;
}

/** Writes the demo accounts, replacing any account with the same username (ids stay the same). Returns how many. */
export async function writeDemoAccounts(db: Db, hasher = new PasswordHasher()): Promise<number> {
  const { dealer, fileDealer, staffAdmin, staffSuperAdmin } = demoAccounts;
  const [dealerHash, fileDealerHash, adminHash, superAdminHash] = await Promise.all(
    [dealer, fileDealer, staffAdmin, staffSuperAdmin].map((account) => demoHash(account.password, hasher)),
  );

  const { password: _d, ...dealerFields } = dealer;
  const dealerRow: NewDealerAccount = {
    ...dealerFields,
    roles: [...dealer.roles],
    usernameKey: usernameKey(dealer.username),
    passwordHash: dealerHash!,
  };
  const { password: _f, ...fileDealerFields } = fileDealer;
  const fileDealerRow: NewFileDealer = {
    ...fileDealerFields,
    usernameKey: usernameKey(fileDealer.username),
    passwordHash: fileDealerHash!,
  };
  const staffRow = (
    staff: typeof staffAdmin | typeof staffSuperAdmin,
    passwordHash: string,
  ): NewStaffUser => {
    const { password: _s, ...fields } = staff;
    return {
      ...fields,
      roles: [...staff.roles],
      permission: [...staff.permission],
      usernameKey: usernameKey(staff.username),
      emailKey: emailKey(staff.email),
      passwordHash,
    };
  };

  await upsertDealerAccount(db, dealerRow);
  await upsertFileDealer(db, fileDealerRow);
  await upsertStaffUser(db, staffRow(staffAdmin, adminHash!));
  await upsertStaffUser(db, staffRow(staffSuperAdmin, superAdminHash!));
  return 4;
}

/** Writes the demo client, replacing any client with its e-mail (the id stays the same). */
export async function writeDemoClient(db: Db, hasher = new PasswordHasher()): Promise<void> {
  const { password, ...fields } = demoClient;
  await upsertClient(db, {
    ...fields,
    emailKey: emailKey(fields.email),
    passwordHash: await demoHash(password, hasher),
    emailVerifiedAt: new Date('2026-01-01T00:00:00.000Z'),
  });
}
