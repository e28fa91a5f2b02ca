import { Fragment, Suspense, useCallback, useEffect, useMemo } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { Alert, Button, UIProvider } from '@sfi/ui';
import { shellMessage, type AppName } from '@sfi/domain';
import { useLocale } from './locale.ts';
import { uiWordsOf } from './uiWords.ts';
import { isOwnPath } from './navigation.ts';
import { useOutdated } from './outdated.ts';
import { RouteFallback } from './RouteFallback.tsx';

/**
 * Says, calmly, that a new version is available. Reloading is the user's choice, so nothing
 * they have not saved is thrown away.
 */
function OutdatedBanner() {
  const outdated = useOutdated();
  if (!outdated) return null;
  return (
    <div role="region" aria-label={shellMessage('version.outdated')} style={{ padding: '8px 16px' }}>
      <Alert
        tone="neutral"
        title={shellMessage('version.outdated')}
        action={<Button onPress={() => window.location.reload()}>{shellMessage('version.reload')}</Button>}
      >
        {shellMessage('version.outdated.detail')}
      </Alert>
    </div>
  );
}

/**
 * The root of every app's route tree: design-system providers wired to the router and the page's
 * language, and route code splitting. A change of language renders the screens anew in it.
 */
export function AppRoot({ app }: { app: AppName }) {
  const locale = useLocale();
  const words = useMemo(uiWordsOf, [locale]);
  const navigate = useNavigate();
  const go = useCallback(
    (href: string, options?: NavigateOptions) => {
      if (isOwnPath(app, href)) navigate(href, options);
      else window.location.assign(href);
    },
    [app, navigate],
  );
  return (
    <UIProvider navigate={go} useHref={useHref} locale={locale} words={words}>
      <Fragment key={locale}>
        <OutdatedBanner />
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </Fragment>
    </UIProvider>
  );
}

/**
 * Sends the visitor to another path, with a full page load when another app owns it
 * (for example every unknown path goes to `/`, spec doc 1 §2).
 */
export function GoTo({ app, href }: { app: AppName; href: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isOwnPath(app, href)) navigate(href, { replace: true });
    else window.location.replace(href);
  }, [app, href, navigate]);
  return <RouteFallback />;
}
