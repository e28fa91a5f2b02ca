import type { ReactNode } from 'react';
import type { AppName } from '@sfi/domain';
import { GoTo } from './AppRoot.tsx';
import { useStoredSession, type SessionStore } from './sessions.ts';

/** Shows its children to a signed-in user of this store; sends anyone else to the sign-in page. */
export function RequireSession<T>({
  app,
  store,
  signInPath,
  children,
}: {
  app: AppName;
  store: SessionStore<T>;
  signInPath: string;
  children: (session: T) => ReactNode;
}) {
  const session = useStoredSession(store);
  return session ? children(session) : <GoTo app={app} href={signInPath} />;
}
