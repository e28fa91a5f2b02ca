import { useEffect, useState } from 'react';
import { adoptAccountLocale, GoTo, useStoredSession, LanguageSwitch } from '@sfi/app-kit';
import { useApiClient, useMe } from '@sfi/api-client/react';
import {
  Alert,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  LoadingDots,
  saveDownload,
  snackbar,
  Stack,
  Text,
} from '@sfi/ui';
import { clientDashboardMessage as words, clientHeaderLabel, message } from '@sfi/domain';
import { clientSession, signOut, userManager } from '../session.ts';
import { SiteLogo } from '../SiteLogo.tsx';
import { ClientFiles } from './ClientFiles.tsx';
import * as styles from './Dashboard.css.ts';

/**
 * `/client/dashboard` (doc 1 §2, doc 2 §1, §2, §7): greets the client by name (or e-mail) and lists
 * their lease files and vehicles from `GET /me`, with today's buyout figure and each file's lease
 * summary PDF. When `/me` fails, the spec's message, and no user.
 */
export default function Dashboard() {
  const session = useStoredSession(clientSession);
  const api = useApiClient();
  const accessToken = session?.accessToken;
  const me = useMe(accessToken);
  const [signingOut, setSigningOut] = useState(false);
  const [downloading, setDownloading] = useState<string>();

  // The silent session check renews the tokens before they expire.
  useEffect(() => {
    if (accessToken) void userManager().catch(() => null);
  }, [accessToken]);

  // A browser with no language chosen yet takes the one the client's account keeps.
  const accountLocale = me.error ? undefined : me.data?.locale;
  useEffect(() => adoptAccountLocale(accountLocale), [accountLocale]);

  // The client check: without a valid session, the visitor goes to / (doc 1 §2, doc 2 §2). Not
  // while signing out: the provider must end its session first, and it then sends the visitor to /.
  if (!session)
    return signingOut ? <LoadingDots label={message('app.loading')} /> : <GoTo app="client" href="/" />;

  const download = async (fileNo: string) => {
    setDownloading(fileNo);
    try {
      const { blob, name } = await api.public.leaseSummary(fileNo);
      saveDownload(blob, name);
      snackbar.show({ message: words('clientDashboard.download.done', { fileNo }), tone: 'success' });
    } catch {
      snackbar.show({ message: words('clientDashboard.download.failed', { fileNo }), tone: 'error' });
    } finally {
      setDownloading(undefined);
    }
  };

  const user = me.error ? undefined : me.data;
  return (
    <main className={styles.page}>
      <title>{`${message('client.dashboard.title')} · ${message('app.name')}`}</title>
      <Stack gap="large">
        <Inline align="spaceBetween" alignY="center">
          <Inline gap="medium" alignY="center">
            <SiteLogo label={message('client.home')} />
            <Text weight="bold" tone="brand">
              {message('client.dashboard.title')}
            </Text>
          </Inline>
          <Inline gap="small" alignY="center">
            <LanguageSwitch onChoose={(locale) => api.public.setLocale(locale)} />
            <Button
              variant="secondary"
              isPending={signingOut}
              onPress={() => {
                setSigningOut(true);
                void signOut().catch(() => window.location.assign('/'));
              }}
            >
              {message('action.signOut')}
            </Button>
          </Inline>
        </Inline>
        {!user && !me.error && <LoadingDots label={words('clientDashboard.files.loading')} />}
        {me.error && <Alert tone="critical">{message('account.error.fetch')}</Alert>}
        {user && (
          <>
            <Heading level={1}>
              {message('client.dashboard.greeting', { name: clientHeaderLabel(user) })}
            </Heading>
            <ClientFiles
              vehicles={user.files.vehicles}
              downloading={downloading}
              onDownload={(fileNo) => void download(fileNo)}
            />
            <Card>
              <Link href="/oidc/account/change">{message('client.dashboard.changePassword')}</Link>
            </Card>
          </>
        )}
      </Stack>
    </main>
  );
}
