import type { ReactNode } from 'react';
import { ViewerProvider } from '@sfi/api-client/react';
import type { AppName } from '@sfi/domain';
import { GoTo } from './AppRoot.tsx';
import { useStoredSession, type UserSessionStore } from './sessions.ts';

/**
 * Shows its children to a signed-in user of this store, who they are given to the feature packages
 * below (`ViewerProvider`); sends anyone else to the sign-in page.
 */
export function RequireSession<T>({
  app,
  store,
  signInPath,
  children,
}: {
  app: AppName;
  store: UserSessionStore<T>;
  signInPath: string;
  children: (session: T) => ReactNode;
}) {
  const session = useStoredSession(store);
  return session ? (
    <ViewerProvider viewer={store.viewer(session)}>{children(session)}</ViewerProvider>
  ) : (
    <GoTo app={app} href={signInPath} />
  );
}
