import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import {
  GoTo,
  LanguageSwitch,
  RouteFallback,
  staffSession,
  useSignOut,
  useStoredSession,
} from '@sfi/app-kit';
import { useApiClient, ViewerProvider } from '@sfi/api-client/react';
import { AppShell, Banner, Button, Inline, Link, SideNav } from '@sfi/ui';
import {
  gpsNavMessage,
  message,
  peopleNavMessage,
  roomsNavMessage,
  staffPanelMessage,
  SUPER_ADMIN_ROLE,
  takeoverAdminNavMessage,
} from '@sfi/domain';
import { ConfigPanel } from './panels/ConfigPanel.tsx';
import { DealersManagerPanel } from './panels/DealersManagerPanel.tsx';
import { usePanelState } from './panels/panelState.ts';
import * as panelStyles from './panels/panels.css.ts';
import { IdleWarning } from './signIn/IdleWarning.tsx';

/** Restoring happens once per page load (doc 2 §4). */
let restored = false;

/**
 * The staff console's frame: every screen needs a staff session. On load, a stored session that
 * has not expired is restored by submitting its verification code again (doc 2 §4).
 */
export function StaffLayout() {
  const api = useApiClient();
  const { pathname } = useLocation();
  const session = useStoredSession(staffSession);
  const [restoring, setRestoring] = useState(!restored && session !== null);
  const { signingOut, signOut } = useSignOut(staffSession, '/staff/login');
  const [panels, setPanels] = usePanelState(session?.user.id ?? '');

  useEffect(() => {
    if (restored || !session) return;
    restored = true;
    api.auth
      .staffVerify(session.session.verificationCode)
      .then(({ token, user, session: renewed }) => staffSession.set({ token, user, session: renewed }))
      // A session error has already signed the user out; any other failure leaves the session as it was.
      .catch(() => undefined)
      .finally(() => setRestoring(false));
  }, [api, session]);

  if (!session) return <GoTo app="staff" href="/staff/login" />;
  if (restoring) return <RouteFallback label={message('staff.restoring')} />;

  return (
    <AppShell
      title={message('nav.staff.label')}
      brand={message('app.name')}
      actions={
        <Inline gap="small" alignY="center">
          <Button variant="quiet" size="small" onPress={() => setPanels({ dealersManagerOpen: true })}>
            {staffPanelMessage('panels.dealers.open')}
          </Button>
          <Button variant="quiet" size="small" onPress={() => setPanels({ configPanelOpen: true })}>
            {staffPanelMessage('panels.config.open')}
          </Button>
          <Link href={`/staff/staff/${session.user.id}`}>{peopleNavMessage('staffAdmin.nav.profile')}</Link>
          <Link href="/staff/account/password">{message('password.change.menu')}</Link>
          <LanguageSwitch onChoose={(locale) => api.auth.setLocale(locale)} />
          <Button variant="secondary" size="small" isPending={signingOut} onPress={signOut}>
            {message('action.signOut')}
          </Button>
        </Inline>
      }
      nav={
        <SideNav
          label={message('nav.staff.label')}
          currentHref={pathname}
          items={[
            { href: '/staff/quotes', label: message('quotes.title') },
            { href: '/staff/files', label: message('fileTool.files.title') },
            { href: '/staff/reports', label: message('nav.staff.reports') },
            { href: '/staff/chat', label: message('chat.title') },
            { href: '/staff/makes', label: message('nav.staff.makes') },
            { href: '/staff/quote-dealers', label: message('nav.staff.quoteDealers') },
            { href: '/staff/dealer-accounts', label: message('nav.staff.dealerAccounts') },
            { href: '/staff/dealers', label: message('fileDealers.title') },
            { href: '/staff/gps', label: gpsNavMessage('gps.nav') },
            { href: '/staff/lease-takeovers', label: takeoverAdminNavMessage('takeoverAdmin.nav') },
            { href: '/staff/clients', label: peopleNavMessage('clients.nav') },
            { href: '/staff/staff', label: peopleNavMessage('staffAdmin.nav') },
            // Only a super admin assigns chat rooms: the entry is theirs.
            ...(session.user.roles.includes(SUPER_ADMIN_ROLE)
              ? [{ href: '/staff/rooms', label: roomsNavMessage('rooms.nav') }]
              : []),
          ]}
        />
      }
      skipLinkLabel={message('app.skipToContent')}
      menuLabel={message('header.menu')}
    >
      <IdleWarning session={session} />
      {panels.betaShown ? (
        <Banner
          tone="brand"
          // A standing notice, not news: nothing to announce when a page opens.
          role="note"
          className={panelStyles.betaNotice}
          title={staffPanelMessage('panels.beta.title')}
          onDismiss={() => setPanels({ betaShown: false })}
          dismissLabel={staffPanelMessage('panels.beta.hide')}
        >
          {staffPanelMessage('panels.beta.body')}
        </Banner>
      ) : null}
      {/* Who is signed in, for the feature packages' screens (quote tool, file tool, chat). */}
      <ViewerProvider viewer={staffSession.viewer(session)}>
        <Outlet />
      </ViewerProvider>
      <DealersManagerPanel
        isOpen={panels.dealersManagerOpen}
        onOpenChange={(open) => setPanels({ dealersManagerOpen: open })}
      />
      <ConfigPanel
        isOpen={panels.configPanelOpen}
        onOpenChange={(open) => setPanels({ configPanelOpen: open })}
        user={session.user}
        betaShown={panels.betaShown}
        onBetaShownChange={(shown) => setPanels({ betaShown: shown })}
      />
    </AppShell>
  );
}
