import { useEffect, useState } from 'react';
import { GoTo, useStoredSession } from '@sfi/app-kit';
import { useApiClient } from '@sfi/api-client/react';
import { Alert, Button, Card, Heading, Inline, Link, LoadingDots, Stack, Text } from '@sfi/ui';
import { clientHeaderLabel, message, type Member } from '@sfi/domain';
import { clientSession, signOut, userManager } from '../session.ts';

type Account = { status: 'loading' } | { status: 'loaded'; user: Member } | { status: 'failed' };

/** `/client/dashboard`: greets the client by name, or by e-mail without one (doc 1 §2, doc 2 §2). */
export default function Dashboard() {
  const session = useStoredSession(clientSession);
  const api = useApiClient();
  const [account, setAccount] = useState<Account>({ status: 'loading' });
  const [signingOut, setSigningOut] = useState(false);
  const accessToken = session?.accessToken;

  useEffect(() => {
    if (!accessToken) return;
    let current = true;
    // The silent session check renews the tokens before they expire.
    void userManager().catch(() => null);
    api.public.me().then(
      (user) => current && setAccount({ status: 'loaded', user }),
      // `/me` failed: the message of doc 2 §8, and the user is cleared.
      () => current && setAccount({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, accessToken]);

  // The client check: without a valid session, the visitor goes to / (doc 1 §2, doc 2 §2). Not
  // while signing out: the provider must end its session first, and it then sends the visitor to /.
  if (!session)
    return signingOut ? <LoadingDots label={message('app.loading')} /> : <GoTo app="client" href="/" />;

  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '48px 24px' }}>
      <title>{`${message('client.dashboard.title')} · ${message('app.name')}`}</title>
      <Stack gap="large">
        <Inline align="spaceBetween" alignY="center">
          <Text weight="bold" tone="brand">
            {message('client.dashboard.title')}
          </Text>
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
        {account.status === 'loading' && <LoadingDots label={message('app.loading')} />}
        {account.status === 'failed' && <Alert tone="critical">{message('account.error.fetch')}</Alert>}
        {account.status === 'loaded' && (
          <>
            <Heading level={1}>
              {message('client.dashboard.greeting', { name: clientHeaderLabel(account.user) })}
            </Heading>
            <Card>
              <Stack gap="small">
                <Text>{message('client.dashboard.body')}</Text>
                <Link href="/oidc/account/change">{message('client.dashboard.changePassword')}</Link>
              </Stack>
            </Card>
          </>
        )}
      </Stack>
    </main>
  );
}
