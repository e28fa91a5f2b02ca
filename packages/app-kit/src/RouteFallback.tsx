import { LoadingDots } from '@sfi/ui';
import { shellMessage } from '@sfi/domain';

/** The shown-while-loading state of a code-split route. */
export function RouteFallback({ label = shellMessage('app.loading') }: { label?: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <LoadingDots label={label} />
    </div>
  );
}
