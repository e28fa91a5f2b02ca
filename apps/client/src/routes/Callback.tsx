import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Heading, LoadingDots, Stack, Text } from '@sfi/ui';
import { CLIENT_HOME_PATH, message } from '@sfi/domain';
import { callbackFailure } from '../callbackFailure.ts';
import { passSignInFailure } from '../signInFailure.ts';
import { storeUser, userManager } from '../session.ts';

/** How long "We're teleporting you…" shows before the dashboard. */
const TELEPORT_MS = 600;

type Outcome = { kind: 'signedIn' } | { kind: 'silent' } | { kind: 'failed'; description: string };

let handled: Promise<Outcome> | undefined;

/** Completes the sign-in once per page, even if React runs the effect twice. */
function completeSignIn(): Promise<Outcome> {
  handled ??= (async (): Promise<Outcome> => {
    try {
      const oidc = await userManager();
      if (!oidc) return { kind: 'failed', description: message('client.login.unavailable') };
      const user = await oidc.signinCallback();
      // A silent renewal answers inside a hidden frame; the page that opened it takes the tokens.
      if (!user) return { kind: 'silent' };
      storeUser(user);
      return { kind: 'signedIn' };
    } catch (error) {
      return { kind: 'failed', description: callbackFailure(error) };
    }
  })();
  return handled;
}

/**
 * `/callback` (doc 2 §2): the identity provider's return. Stores the tokens and the user type
 * "client", marks the sign-in successful, says "We're teleporting you to your destination!" and
 * goes to `/client/dashboard`. A provider error goes back to the sign-in page with its description.
 */
export default function Callback() {
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    void completeSignIn().then((outcome) => {
      if (outcome.kind === 'signedIn') {
        setSignedIn(true);
        timer = setTimeout(() => navigate(CLIENT_HOME_PATH, { replace: true }), TELEPORT_MS);
      } else if (outcome.kind === 'failed') {
        passSignInFailure(outcome.description);
        navigate('/client/login', { replace: true });
      }
    });
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: '64px 24px' }}>
      <title>{`${message('client.callback.title')} · ${message('app.name')}`}</title>
      <Stack gap="medium" align="center">
        <Heading level={1}>{message('client.callback.title')}</Heading>
        {signedIn ? (
          <Text role="status">{message('client.callback.teleporting')}</Text>
        ) : (
          <LoadingDots label={message('app.loading')} />
        )}
      </Stack>
    </main>
  );
}
