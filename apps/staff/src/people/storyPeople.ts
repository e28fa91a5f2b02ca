import { loadLocale, setActiveLocale, type ClientAccount, type StaffMember } from '@sfi/domain';

/** Clients as the stories show them, newest first. */
export const storyClients: ClientAccount[] = [
  {
    id: '5b2c1a34-0c7e-4f53-9a7c-0d8e0b8f1a01',
    email: 'nora.lee@example.com',
    name: 'Nora Lee',
    fileNo: '1000002',
    fileNos: ['1000002', '1000001'],
    emailConfirmed: true,
    photo: null,
    createdAt: '2026-03-04T15:20:00.000Z',
  },
  {
    id: '5b2c1a34-0c7e-4f53-9a7c-0d8e0b8f1a02',
    email: 'a.very.long.address.for.a.client@some-long-domain.example.com',
    fileNos: [],
    emailConfirmed: true,
    photo: null,
    createdAt: '2026-02-11T09:05:00.000Z',
  },
  {
    id: '5b2c1a34-0c7e-4f53-9a7c-0d8e0b8f1a03',
    email: 'client@example.com',
    name: 'Avery Client',
    fileNo: '1000006',
    fileNos: ['1000006'],
    emailConfirmed: true,
    photo: null,
    createdAt: '2026-01-02T12:00:00.000Z',
  },
];

/** Staff as the stories show them, by name. */
export const storyStaff: StaffMember[] = [
  {
    id: '7d1f4c2e-9b0a-4e61-8f3d-2a6c5b4e3d01',
    name: 'Alex Martin',
    username: 'admin',
    email: 'alex.martin@sfi.example',
    phone: '+15555550101',
    roles: ['LEASE_QUOTES_ADMIN'],
    photo: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: '7d1f4c2e-9b0a-4e61-8f3d-2a6c5b4e3d02',
    name: 'Sam Gagnon',
    username: 'superadmin',
    email: 'sam.gagnon@sfi.example',
    roles: ['LEASE_QUOTES_ADMIN', 'LEASE_QUOTES_SUPER_ADMIN'],
    photo: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

/**
 * A story's `beforeEach` that shows it in French (the French tables loaded first), and English
 * again after it.
 */
export async function inFrench() {
  setActiveLocale('fr-CA');
  await loadLocale('fr-CA');
  return () => setActiveLocale('en-CA');
}
