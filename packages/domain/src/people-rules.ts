import { SUPER_ADMIN_ROLE } from './lease-quotes/revisions.ts';

/*
 * The rules of the client and staff administration (doc 2 §4, §7; issue 15) that need no schema:
 * list limits, the staff roles and who changes what. The wire's schemas are in `people.ts`.
 */

/** The most clients one `GET /users` answers, and how many when none is asked for. */
export const CLIENT_PAGE_MAX = 500;
export const CLIENT_PAGE_SIZE = 100;
/** The most clients a search answers (the newest that match). */
export const CLIENT_SEARCH_MAX = 200;
/** The longest search text. */
export const PEOPLE_SEARCH_MAX = 100;

/** The roles a staff member can hold (doc 1 §6): admin, and super admin. */
export const staffRoles = ['LEASE_QUOTES_ADMIN', SUPER_ADMIN_ROLE] as const;
/** A staff role. */
export type StaffRole = (typeof staffRoles)[number];

/** Whether a staff member holding these roles is a super admin. */
export const isSuperAdmin = (roles: readonly string[]): boolean => roles.includes(SUPER_ADMIN_ROLE);

/** What a staff member who is not a super admin may change, and only on their own account. */
export const ownStaffFields = ['name', 'email', 'phone'] as const;

/** What a change of one's own e-mail or mobile carries to confirm itself (issue 26); never stored. */
export const staffConfirmationFields = ['currentPassword', 'code'] as const;

/**
 * Whether `actor` (their id and roles) may make `changes` to the staff member `targetId`: a super
 * admin anything; anyone else only their own name, e-mail and mobile (with what confirms them). The
 * refusal's message key otherwise.
 */
export function staffChangeRefusal(
  actor: { id: string; roles: readonly string[] },
  targetId: string,
  changes: Readonly<Record<string, unknown>>,
): 'people.staff.othersSuperAdminOnly' | 'people.staff.fieldsSuperAdminOnly' | undefined {
  if (isSuperAdmin(actor.roles)) return undefined;
  if (actor.id.toLowerCase() !== targetId.toLowerCase()) return 'people.staff.othersSuperAdminOnly';
  const own: readonly string[] = [...ownStaffFields, ...staffConfirmationFields];
  return Object.keys(changes).every((field) => own.includes(field) || changes[field] === undefined)
    ? undefined
    : 'people.staff.fieldsSuperAdminOnly';
}

/** A staff member as `viewer` may see them: without the mobile unless the viewer is a super admin or the member. */
export function staffMemberFor<Member extends { id: string; phone?: string | undefined }>(
  member: Member,
  viewer: { id: string; roles: readonly string[] },
): Member {
  if (isSuperAdmin(viewer.roles) || viewer.id.toLowerCase() === member.id.toLowerCase()) return member;
  const { phone: _phone, ...rest } = member;
  return rest as Member;
}
