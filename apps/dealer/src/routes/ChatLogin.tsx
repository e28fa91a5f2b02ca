import { useNavigate } from 'react-router-dom';
import {
  adoptAccountLocale,
  fileDealerSession,
  GoTo,
  SignInForm,
  SignInFrame,
  useStoredSession,
} from '@sfi/app-kit';
import { useApiClient } from '@sfi/api-client/react';
import { Link } from '@sfi/ui';
import { message } from '@sfi/domain';

/** `/dealer/chat/login`: a dealer of the file tool and chat signs in (spec doc 2 §6, §7). */
export default function ChatLogin() {
  const api = useApiClient();
  const navigate = useNavigate();
  const signedIn = useStoredSession(fileDealerSession);
  if (signedIn) return <GoTo app="dealer" href="/dealer/chat" />;

  async function signIn(username: string, password: string) {
    const result = await api.chatAuth.login(username, password);
    fileDealerSession.set(result);
    // The dealer token that chat calls use (doc 2 §7); it comes with the new session's headers.
    const dealersToken = await api.auth.dealersApiToken();
    fileDealerSession.set({ ...result, dealersToken });
    adoptAccountLocale(result.user.locale);
    navigate('/dealer/chat', { replace: true });
  }

  return (
    <SignInFrame title={message('dealer.chat.login.title')} intro={message('dealer.chat.login.body')}>
      <SignInForm onSignIn={signIn} />
      <Link href="/dealer/chat/login/forgot">{message('password.forgot.link')}</Link>
    </SignInFrame>
  );
}
