import { useNavigate } from 'react-router-dom';
import { GoTo, SignInForm, SignInFrame, staffSession, useStoredSession } from '@sfi/app-kit';
import { useApiClient } from '@sfi/api-client/react';
import { Link } from '@sfi/ui';
import { shellMessage, STAFF_HOME_PATH } from '@sfi/domain';
import { pendingSignIn } from './pending.ts';

/** `/staff/login`: the password step of the staff's two-factor sign-in (spec doc 2 §4, §7). */
export default function StaffLogin() {
  const api = useApiClient();
  const navigate = useNavigate();
  const signedIn = useStoredSession(staffSession);
  if (signedIn) return <GoTo app="staff" href={STAFF_HOME_PATH} />;

  async function signIn(username: string, password: string) {
    pendingSignIn.set(await api.auth.staffRequestCode(username, password));
    navigate('/staff/login/code');
  }

  return (
    <SignInFrame title={shellMessage('staff.login.title')} intro={shellMessage('staff.login.body')}>
      <SignInForm onSignIn={signIn} />
      <Link href="/staff/login/forgot">{shellMessage('password.forgot.link')}</Link>
    </SignInFrame>
  );
}
