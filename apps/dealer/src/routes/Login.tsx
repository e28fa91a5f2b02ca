import { useNavigate } from 'react-router-dom';
import {
  adoptAccountLocale,
  dealerQuoteSession,
  GoTo,
  SignInForm,
  SignInFrame,
  useStoredSession,
} from '@sfi/app-kit';
import { useApiClient } from '@sfi/api-client/react';
import { Link } from '@sfi/ui';
import { DEALER_HOME_PATH, shellMessage } from '@sfi/domain';

/**
 * `/dealer/login`: a lease-quote dealer signs in (spec doc 1 §5, §7), or asks for a link to reset a
 * forgotten password, e-mailed to their account's address (issue 26 item 7).
 */
export default function Login() {
  const api = useApiClient();
  const navigate = useNavigate();
  const signedIn = useStoredSession(dealerQuoteSession);
  if (signedIn) return <GoTo app="dealer" href={DEALER_HOME_PATH} />;

  async function signIn(username: string, password: string) {
    const { token, user, session, appConfig } = await api.auth.dealerLogin({ username, password });
    dealerQuoteSession.set({ token, user, session, appConfig });
    adoptAccountLocale(user.locale);
    navigate(DEALER_HOME_PATH, { replace: true });
  }

  return (
    <SignInFrame title={shellMessage('dealer.login.title')} intro={shellMessage('dealer.login.body')}>
      <SignInForm onSignIn={signIn} />
      <Link href="/dealer/login/forgot">{shellMessage('password.forgot.link')}</Link>
    </SignInFrame>
  );
}
