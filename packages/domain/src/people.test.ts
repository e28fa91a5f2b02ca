import { describe, expect, it } from 'vitest';
import {
  ClientSearchQuerySchema,
  isSuperAdmin,
  orderLoadedUsers,
  ownContactConfirmation,
  sortStaff,
  staffChangeRefusal,
  staffMemberFor,
  StaffPhoneSchema,
  StaffRolesSchema,
} from './index.ts';

const admin = { id: 'a1', roles: ['LEASE_QUOTES_ADMIN'] };
const superAdmin = { id: 's1', roles: ['LEASE_QUOTES_ADMIN', 'LEASE_QUOTES_SUPER_ADMIN'] };

describe('who changes what of a staff member (issue 15)', () => {
  it.each([
    [
      'a super admin, anyone, anything',
      superAdmin,
      'a1',
      { roles: ['LEASE_QUOTES_ADMIN'], username: 'x' },
      undefined,
    ],
    [
      'an admin, their own name, e-mail and mobile',
      admin,
      'A1',
      { name: 'A', email: 'a@x.ca', phone: '+15555550100' },
      undefined,
    ],
    [
      'an admin, their own roles',
      admin,
      'a1',
      { roles: ['LEASE_QUOTES_SUPER_ADMIN'] },
      'people.staff.fieldsSuperAdminOnly',
    ],
    ['an admin, their own user name', admin, 'a1', { username: 'alex' }, 'people.staff.fieldsSuperAdminOnly'],
    ['an admin, another member', admin, 's1', { name: 'Sam' }, 'people.staff.othersSuperAdminOnly'],
  ] as const)('%s', (_case, actor, target, changes, refusal) => {
    expect(staffChangeRefusal(actor, target, changes)).toBe(refusal);
  });

  it.each([
    [
      'an admin, their own new mobile with what confirms it',
      admin,
      'a1',
      { phone: '+15555550199', currentPassword: 'x', code: '123456' },
      undefined,
    ],
    [
      'an admin, what confirms a change, on another member',
      admin,
      's1',
      { currentPassword: 'x' },
      'people.staff.othersSuperAdminOnly',
    ],
  ] as const)('%s', (_case, actor, target, changes, refusal) => {
    expect(staffChangeRefusal(actor, target, changes)).toBe(refusal);
  });

  it('shows a mobile only to a super admin and to its owner', () => {
    const member = { id: 's1', name: 'Sam', phone: '+15555550102' };
    expect(staffMemberFor(member, admin)).toEqual({ id: 's1', name: 'Sam' });
    expect(staffMemberFor(member, superAdmin)).toEqual(member);
    expect(staffMemberFor({ ...member, id: 'a1' }, admin)).toHaveProperty('phone');
    expect(isSuperAdmin(admin.roles)).toBe(false);
  });
});

describe('what confirms a change of one’s own e-mail or mobile (issue 26)', () => {
  const current = { email: 'alex.martin@sfi.example', phone: '+15555550101' };
  it.each([
    ['neither', {}, { password: false, code: false }],
    ['the same mobile', { phone: '+15555550101' }, { password: false, code: false }],
    [
      'the same e-mail, in another case',
      { email: ' Alex.Martin@SFI.example' },
      { password: false, code: false },
    ],
    ['a new e-mail', { email: 'alex@sfi.example' }, { password: true, code: false }],
    ['a new mobile', { phone: '+15555550199' }, { password: true, code: true }],
    ['both', { email: 'alex@sfi.example', phone: '+15555550199' }, { password: true, code: true }],
  ] as const)('%s', (_case, changes, needs) => {
    expect(ownContactConfirmation(current, changes)).toEqual(needs);
  });

  it('asks for the password for a first e-mail on an account made without one', () => {
    expect(ownContactConfirmation({ phone: '+15555550101' }, { email: 'a@sfi.example' })).toEqual({
      password: true,
      code: false,
    });
  });
});

describe('the staff fields', () => {
  it.each([
    ['+15555550100', '+15555550100'],
    ['+1 (555) 555-0100', '+15555550100'],
    ['+33 1 23 45 67 89', '+33123456789'],
    ['5555550100', undefined],
    ['+0123456789', undefined],
    ['+1555', undefined],
    ['+1234567890123456', undefined],
  ])('the mobile %s is %s in E.164', (typed, e164) => {
    const parsed = StaffPhoneSchema.safeParse(typed);
    expect(parsed.success ? parsed.data : undefined).toBe(e164);
  });

  it('keeps the roles in their order, and wants one', () => {
    expect(StaffRolesSchema.parse(['LEASE_QUOTES_SUPER_ADMIN', 'LEASE_QUOTES_ADMIN'])).toEqual([
      'LEASE_QUOTES_ADMIN',
      'LEASE_QUOTES_SUPER_ADMIN',
    ]);
    expect(StaffRolesSchema.safeParse([]).success).toBe(false);
    expect(StaffRolesSchema.safeParse(['ROOT']).success).toBe(false);
  });
});

describe('the client search (doc 2 §7)', () => {
  it.each([
    [{ email: 'ada' }, true],
    [{ fileno: 'F-1' }, true],
    [{}, false],
    [{ email: 'ada', fileno: 'F-1' }, false],
    [{ email: '  ' }, false],
  ])('%o is valid: %s', (query, valid) => {
    expect(ClientSearchQuerySchema.safeParse(query).success).toBe(valid);
  });
});

describe('the lists of doc 2 §4', () => {
  it('reverses clients as loaded and sorts staff by name', () => {
    expect(orderLoadedUsers([1, 2, 3])).toEqual([3, 2, 1]);
    expect(sortStaff([{ name: 'zoe' }, { name: 'Alex' }, { name: 'émile' }]).map((m) => m.name)).toEqual([
      'Alex',
      'émile',
      'zoe',
    ]);
  });
});
