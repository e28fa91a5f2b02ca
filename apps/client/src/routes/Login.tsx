import { useEffect, useState } from 'react';
import { GoTo, SignInFrame } from '@sfi/app-kit';
import { Alert, Button, Stack } from '@sfi/ui';
import { authMessages, clientMessages, CLIENT_HOME_PATH, commonMessages, messagesIn } from '@sfi/domain';
import { checkClientSession, signInRequest, userManager } from '../session.ts';
import { SiteLogo } from '../SiteLogo.tsx';
import { forgetSignInFailure, signInFailure } from '../signInFailure.ts';

/** The sign-in page's words: the first load's, and the client area's (not the whole catalogue). */
const shellMessage = messagesIn(commonMessages, authMessages, clientMessages);

/** `/client/login`: starts the sign-in (or the sign-up) at the identity provider (doc 1 §2, doc 2 §6). */
export default function Login() {
  const [pending, setPending] = useState<'signIn' | 'signUp' | null>(null);
  // The identity provider's error description, left by `/callback` (doc 2 §8: shown as the provider gives it).
  const [failure, setFailure] = useState<string | null>(signInFailure);
  useEffect(forgetSignInFailure, []);

  if (checkClientSession()) return <GoTo app="client" href={CLIENT_HOME_PATH} />;

  async function start(kind: 'signIn' | 'signUp') {
    setPending(kind);
    setFailure(null);
    try {
      const oidc = await userManager();
      if (!oidc) throw new Error('no identity provider configured');
      await oidc.signinRedirect(signInRequest(kind));
    } catch {
      setPending(null);
      setFailure(shellMessage('client.login.unavailable'));
    }
  }

  return (
    <SignInFrame
      title={shellMessage('client.login.title')}
      intro={shellMessage('client.login.body')}
      brand={<SiteLogo label={shellMessage('client.home')} />}
    >
      <Stack gap="medium">
        {failure && (
          <Alert tone="critical">{shellMessage('client.login.failed', { description: failure })}</Alert>
        )}
        <Button
          isPending={pending === 'signIn'}
          isDisabled={pending !== null}
          onPress={() => void start('signIn')}
        >
          {shellMessage('client.login.start')}
        </Button>
        <Button
          variant="secondary"
          isPending={pending === 'signUp'}
          isDisabled={pending !== null}
          onPress={() => void start('signUp')}
        >
          {shellMessage('client.login.signUp')}
        </Button>
      </Stack>
    </SignInFrame>
  );
}
