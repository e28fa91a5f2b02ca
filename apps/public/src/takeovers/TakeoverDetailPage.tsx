import { lazy, Suspense } from 'react';
import { usePublicApiClient, useLeaseTakeover } from '@sfi/api-client/react';
import { takeoverVehicleName } from '@sfi/domain';
import { PublicApi } from './PublicApi.tsx';
import { TakeoverDetail } from './TakeoverDetail.tsx';
import { mainId } from '../shell/ids.ts';
import { TakeoverHero } from './TakeoverList.tsx';
import * as styles from './takeovers.css.ts';

// The form (and react-aria's fields) loads beside the details, so they show without waiting for it.
const ServiceRequestForm = lazy(() => import('./ServiceRequestForm.tsx'));

/** The takeover id of `/lease-takeover/{leaseId}` (doc 2 §2). */
export function leaseIdOf(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function LoadedDetail({ id }: { id: string }) {
  const api = usePublicApiClient();
  const { data, error } = useLeaseTakeover(id);
  const photoFiles = api.public.takeoverPhotoFiles;
  if (error) return <TakeoverDetail state={{ status: 'unavailable' }} photoFiles={photoFiles} />;
  if (!data) return <TakeoverDetail state={{ status: 'loading' }} photoFiles={photoFiles} />;
  return (
    <TakeoverDetail
      state={{ status: 'loaded', takeover: data }}
      photoFiles={photoFiles}
      form={
        <Suspense fallback={null}>
          <ServiceRequestForm takeoverId={data.id} vehicle={takeoverVehicleName(data)} />
        </Suspense>
      }
    />
  );
}

/**
 * `/lease-takeover/{leaseId}` (doc 2 §2): one takeover with its photos, details and the service
 * request form; "This lease takeover is not available." when it does not exist (doc 2 §8).
 */
export default function TakeoverDetailPage() {
  const id = leaseIdOf(window.location.pathname);
  const none = () => [];
  return (
    <main id={mainId} tabIndex={-1} className={styles.main}>
      <TakeoverHero />
      <div className={styles.page}>
        <PublicApi
          loading={<TakeoverDetail state={{ status: 'loading' }} photoFiles={none} />}
          failed={<TakeoverDetail state={{ status: 'unavailable' }} photoFiles={none} />}
        >
          <LoadedDetail id={id} />
        </PublicApi>
      </div>
    </main>
  );
}
