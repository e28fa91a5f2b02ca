import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '@sfi/api-client/react';
import type { SessionStore } from './sessions.ts';

/**
 * Signing out of a session: revoke it on the server, then forget it here whatever the server
 * answered, and go to the sign-in page.
 */
export function useSignOut(store: SessionStore<unknown>, signInPath: string) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    await api.auth.logout().catch(() => undefined);
    store.clear();
    navigate(signInPath, { replace: true });
  }

  return { signingOut, signOut };
}
