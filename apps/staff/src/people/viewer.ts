import { staffSession, useStoredSession } from '@sfi/app-kit';
import { isSuperAdmin } from '@sfi/domain';

/** The signed-in member of staff: their id, and whether they are a super admin (who alone manages staff). */
export function useStaffViewer(): { id: string; superAdmin: boolean } | undefined {
  const user = useStoredSession(staffSession)?.user;
  return user && { id: user.id, superAdmin: isSuperAdmin(user.roles) };
}
