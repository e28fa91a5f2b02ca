import { Outlet } from 'react-router-dom';
import { AppShell } from '@sfi/ui';
import { message } from '@sfi/domain';

/** The staff console's frame: the side navigation and the current screen. */
export function StaffLayout() {
  return (
    <AppShell
      title={message('nav.staff.label')}
      brand={message('app.name')}
      navLabel={message('nav.staff.label')}
      navItems={[{ href: '/staff/makes', label: message('nav.staff.makes') }]}
      skipLinkLabel={message('app.skipToContent')}
    >
      <Outlet />
    </AppShell>
  );
}
