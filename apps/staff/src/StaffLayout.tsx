import { Outlet, useLocation } from 'react-router-dom';
import { AppShell, SideNav } from '@sfi/ui';
import { message } from '@sfi/domain';

/** The staff console's frame: the side navigation and the current screen. */
export function StaffLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell
      title={message('nav.staff.label')}
      brand={message('app.name')}
      nav={
        <SideNav
          label={message('nav.staff.label')}
          currentHref={pathname}
          items={[{ href: '/staff/makes', label: message('nav.staff.makes') }]}
        />
      }
      skipLinkLabel={message('app.skipToContent')}
    >
      <Outlet />
    </AppShell>
  );
}
