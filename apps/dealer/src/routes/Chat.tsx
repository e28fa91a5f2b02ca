import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fileDealerSession, RequireSession } from '@sfi/app-kit';
import { useApiClient } from '@sfi/api-client/react';
import { Button, Heading, Inline, Stack, Text } from '@sfi/ui';
import { message } from '@sfi/domain';
import * as styles from './page.css.ts';

/** `/dealer/chat`: the file-tool dealer's home, the header's profile link for this dealer (doc 2 §2). */
export default function Chat() {
  const api = useApiClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    await api.auth.logout().catch(() => undefined);
    fileDealerSession.clear();
    navigate('/dealer/chat/login', { replace: true });
  }

  return (
    <RequireSession app="dealer" store={fileDealerSession} signInPath="/dealer/chat/login">
      {({ user }) => (
        <main className={styles.page}>
          <title>{`${message('dealer.chat.title')} · ${message('app.name')}`}</title>
          <Stack gap="large">
            <Inline align="spaceBetween" alignY="center">
              <Text weight="bold" tone="brand">
                {message('dealer.chat.title')}
              </Text>
              <Button variant="secondary" isPending={signingOut} onPress={signOut}>
                {message('signIn.signOut')}
              </Button>
            </Inline>
            <Heading level={1}>{message('dealer.chat.greeting', { name: user.name })}</Heading>
            <Text>{message('dealer.chat.body')}</Text>
          </Stack>
        </main>
      )}
    </RequireSession>
  );
}
