import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

import type { SnackbarRegionProps } from './Snackbar.tsx';
import { snackbar as sharedSnackbar, useAutoHide } from './snackbar.ts';

const SnackbarRegion = lazy(() =>
  import('./Snackbar.tsx').then((module) => ({ default: module.SnackbarRegion })),
);

/**
 * The snackbar region as `UIProvider` renders it: nothing until the first snackbar is shown, then
 * the region, loaded on demand and kept. Most pages never show one, so the toast code stays out of
 * every app's first load. `autoHideMs` applies from the start.
 */
export function DeferredSnackbarRegion({
  controller = sharedSnackbar,
  autoHideMs,
  ...props
}: SnackbarRegionProps) {
  useAutoHide(controller, autoHideMs);
  const showing = useSyncExternalStore(
    (listener) => controller.queue.subscribe(listener),
    () => controller.queue.visibleToasts.length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(showing);
  if (showing && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <SnackbarRegion controller={controller} {...props} />
    </Suspense>
  ) : null;
}
