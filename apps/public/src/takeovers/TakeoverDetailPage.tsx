import { lazy, Suspense, useState } from 'react';
import { takeoverPageOf, takeoverVehicleName, type LeaseTakeover, withTranslations } from '@sfi/domain';
import { mainId } from '../shell/ids.ts';
import { useHydrated } from '../shell/useHydrated.ts';
import { readTakeoverPage, type TakeoverPageDataOf } from './pageData.ts';
import { noPhotoFiles, photoFilesAt } from './photoFiles.ts';
import { TakeoverDetail } from './TakeoverDetail.tsx';
import { TakeoverHero } from './TakeoverList.tsx';
import * as styles from './takeovers.css.ts';

// The form (with the API client and react-aria's fields) loads once the page has hydrated, so the
// details show without waiting for it.
const ServiceRequestSlot = lazy(withTranslations(() => import('./ServiceRequestSlot.tsx')));
const DetailFromApi = lazy(
  withTranslations(async () => ({ default: (await import('./TakeoversFromApi.tsx')).DetailFromApi })),
);

/** The service request form of a takeover (doc 2 §2). */
function form(takeover: LeaseTakeover) {
  return (
    <Suspense fallback={null}>
      <ServiceRequestSlot takeoverId={takeover.id} vehicle={takeoverVehicleName(takeover)} />
    </Suspense>
  );
}

export interface TakeoverDetailPageProps {
  /** The data the page is rendered from. @default the data the document carries */
  data?: TakeoverPageDataOf<'detail'>;
}

/**
 * `/lease-takeover/{leaseId}` (doc 2 §2): one takeover with its photos, details and the service
 * request form; "This lease takeover is not available." when it does not exist (doc 2 §8). The
 * server renders it with the takeover (`renderTakeoverDocument`), so it shows before any script
 * runs; the form comes once the page has hydrated. A document without the takeover shows that it is
 * loading, and asks the public API once hydrated.
 */
export default function TakeoverDetailPage({ data: given }: TakeoverDetailPageProps) {
  const [data] = useState(() => given ?? readTakeoverPage(document, 'detail'));
  const hydrated = useHydrated();
  const loading = <TakeoverDetail state={{ status: 'loading' }} photoFiles={noPhotoFiles} />;
  let content;
  if (data?.takeover === null)
    content = <TakeoverDetail state={{ status: 'unavailable' }} photoFiles={noPhotoFiles} />;
  else if (data?.takeover)
    content = (
      <TakeoverDetail
        state={{ status: 'loaded', takeover: data.takeover }}
        photoFiles={photoFilesAt(data.publicApiUrl)}
        form={hydrated && form(data.takeover)}
      />
    );
  else if (hydrated) {
    const page = takeoverPageOf(window.location.pathname);
    const leaseId = data?.leaseId ?? (page?.kind === 'detail' ? page.leaseId : '');
    content = (
      <Suspense fallback={loading}>
        <DetailFromApi leaseId={leaseId} form={form} />
      </Suspense>
    );
  } else content = loading;
  return (
    <main id={mainId} tabIndex={-1} className={styles.main}>
      <TakeoverHero />
      <div className={styles.page}>{content}</div>
    </main>
  );
}
