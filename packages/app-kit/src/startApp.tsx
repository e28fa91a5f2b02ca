import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createApiClient, loadRuntimeConfig } from '@sfi/api-client';
import { ApiClientProvider } from '@sfi/api-client/react';
import { message, type AppName } from '@sfi/domain';
import { AppRoot } from './AppRoot.tsx';

export interface StartAppOptions {
  /** Which app this is, as named in the route ownership table. */
  app: AppName;
  /** Where the runtime config is served: `config.json` beside the app. */
  configUrl: string;
  /** The app's routes, rendered inside {@link AppRoot}. */
  routes: RouteObject[];
}

/** Reads the runtime config, then renders the app's routes with the API client and design system ready. */
export async function startApp({ app, configUrl, routes }: StartAppOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig(configUrl);
    const api = createApiClient({ services: config.services });
    const router = createBrowserRouter([{ element: <AppRoot app={app} />, children: routes }]);
    root.render(
      <StrictMode>
        <ApiClientProvider client={api}>
          <RouterProvider router={router} />
        </ApiClientProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">{message('error.ourEnd')}</p>);
  }
}
