import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { createApiClient, loadRuntimeConfig } from '@sfi/api-client';
import { ApiClientProvider } from '@sfi/api-client/react';
import { snackbar } from '@sfi/ui';
import { shellMessage, type AppName } from '@sfi/domain';
import { AppRoot } from './AppRoot.tsx';
import { initialLocale, showLocale } from './locale.ts';
import { markOutdated } from './outdated.ts';
import { RuntimeConfigProvider } from './runtimeConfig.tsx';
import type { SessionStore } from './sessions.ts';

export interface StartAppOptions {
  /** Which app this is, as named in the route ownership table. */
  app: AppName;
  /** Where the runtime config is served: `config.json` beside the app. */
  configUrl: string;
  /** The app's routes, rendered inside {@link AppRoot}. */
  routes: RouteObject[];
  /** The session whose headers the app's calls carry, if the app has signed-in users. */
  session?: SessionStore<unknown>;
}

/**
 * The app's routes under {@link AppRoot}. The router is the declarative one (`BrowserRouter` with
 * `useRoutes`): the apps use no loaders or actions, and the data router would add about 16 kB of
 * gzip script to every first load (issue 8's budgets).
 */
function AppRoutes({ app, routes }: Pick<StartAppOptions, 'app' | 'routes'>) {
  return useRoutes([{ element: <AppRoot app={app} />, children: routes }]);
}

/**
 * Reads the runtime config, then renders the app's routes with the API client (and its shared
 * request rules) and the design system ready.
 */
export async function startApp({ app, configUrl, routes, session }: StartAppOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  try {
    // The page's language and its shell's words, before anything renders; English if they cannot load.
    const [config] = await Promise.all([
      loadRuntimeConfig(configUrl),
      showLocale(initialLocale()).catch((error: unknown) => console.error(error)),
    ]);
    const api = createApiClient({
      services: config.services,
      buildId: config.buildId,
      session: () => session?.headers() ?? {},
      onOutdated: markOutdated,
      // A session error signs the user out, with a notice that stays until dismissed (doc 1 §7).
      onSessionError: (reason) => {
        if (!session?.get()) return;
        session.clear();
        snackbar.show({ message: shellMessage('session.ended', { reason }), tone: 'error', sticky: true });
      },
    });
    root.render(
      <StrictMode>
        <RuntimeConfigProvider value={config}>
          <ApiClientProvider client={api}>
            <BrowserRouter>
              <AppRoutes app={app} routes={routes} />
            </BrowserRouter>
          </ApiClientProvider>
        </RuntimeConfigProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">{shellMessage('error.ourEnd')}</p>);
  }
}
