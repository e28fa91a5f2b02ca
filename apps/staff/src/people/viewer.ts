import { isSuperAdmin } from '@sfi/domain';

/**
 * The signed-in member of staff as the staff screens are given them, by the app's routes, which
 * hold the session (so that these screens' chunk does not import the app's frame).
 */
export interface StaffViewer {
  id: string;
  roles: readonly string[];
}

/** Whether the viewer is a super admin, who alone manages staff. */
export const viewsAsSuperAdmin = (viewer: StaffViewer | undefined): boolean =>
  viewer !== undefined && isSuperAdmin(viewer.roles);
