import { lazy, Suspense, useState } from 'react';
import { takeoverMessage, withTranslations } from '@sfi/domain';
import { mainId } from '../shell/ids.ts';
import { useHydrated } from '../shell/useHydrated.ts';
import { readTakeoverPage, type TakeoverPageDataOf } from './pageData.ts';
import { noPhotoFiles, photoFilesAt } from './photoFiles.ts';
import { TakeoverEventCard } from './TakeoverEventCard.tsx';
import { TakeoverHero, TakeoverList } from './TakeoverList.tsx';
import * as styles from './takeovers.css.ts';

const ListFromApi = lazy(
  withTranslations(async () => ({ default: (await import('./TakeoversFromApi.tsx')).ListFromApi })),
);

export interface TakeoverListPageProps {
  /** The data the page is rendered from. @default the data the document carries */
  data?: TakeoverPageDataOf<'list'>;
}

/**
 * `/lease-takeover` (doc 2 §2): the takeover vehicles, by permutation, each leading to its detail.
 * The server renders it with the takeovers (`renderTakeoverDocument`), so it shows before any
 * script runs, and the browser hydrates it from the same data. A document without them shows that
 * they are loading, and asks the public API once hydrated.
 */
export default function TakeoverListPage({ data: given }: TakeoverListPageProps) {
  const [data] = useState(() => given ?? readTakeoverPage(document, 'list'));
  const hydrated = useHydrated();
  const loading = <TakeoverList state={{ status: 'loading' }} photoFiles={noPhotoFiles} />;
  return (
    <main id={mainId} tabIndex={-1} className={styles.main}>
      <TakeoverHero lead={takeoverMessage('takeovers.description')} />
      <div className={styles.page}>
        <TakeoverEventCard />
        {data?.takeovers ? (
          <TakeoverList
            state={{ status: 'loaded', takeovers: data.takeovers }}
            photoFiles={photoFilesAt(data.publicApiUrl)}
          />
        ) : hydrated ? (
          <Suspense fallback={loading}>
            <ListFromApi />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </main>
  );
}
