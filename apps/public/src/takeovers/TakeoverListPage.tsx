import { usePublicApiClient, useLeaseTakeovers } from '@sfi/api-client/react';
import { takeoverMessage } from '@sfi/domain';
import { PublicApi } from './PublicApi.tsx';
import { mainId } from '../shell/ids.ts';
import { TakeoverHero, TakeoverList } from './TakeoverList.tsx';
import * as styles from './takeovers.css.ts';

function LoadedList() {
  const api = usePublicApiClient();
  const { data, error } = useLeaseTakeovers();
  return (
    <TakeoverList
      state={
        error ? { status: 'failed' } : data ? { status: 'loaded', takeovers: data } : { status: 'loading' }
      }
      photoFiles={api.public.takeoverPhotoFiles}
    />
  );
}

/** `/lease-takeover` (doc 2 §2): the takeover vehicles, by permutation, each leading to its detail. */
export default function TakeoverListPage() {
  const photoFiles = () => [];
  return (
    <main id={mainId} tabIndex={-1} className={styles.main}>
      <title>{`${takeoverMessage('takeovers.title')} · SFI`}</title>
      <meta name="description" content={takeoverMessage('takeovers.description')} />
      <TakeoverHero lead={takeoverMessage('takeovers.description')} />
      <div className={styles.page}>
        <PublicApi
          loading={<TakeoverList state={{ status: 'loading' }} photoFiles={photoFiles} />}
          failed={<TakeoverList state={{ status: 'failed' }} photoFiles={photoFiles} />}
        >
          <LoadedList />
        </PublicApi>
      </div>
    </main>
  );
}
