import { usePublicApiClient, useLeaseTakeovers } from '@sfi/api-client/react';
import { takeoverMessage } from '@sfi/domain';
import { Stack } from '@sfi/ui';
import { PublicApi } from './PublicApi.tsx';
import { TakeoverList, TakeoverListIntro } from './TakeoverList.tsx';
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
    <main className={styles.page}>
      <title>{`${takeoverMessage('takeovers.title')} · SFI`}</title>
      <meta name="description" content={takeoverMessage('takeovers.description')} />
      <Stack gap="xxlarge">
        <TakeoverListIntro />
        <PublicApi
          loading={<TakeoverList state={{ status: 'loading' }} photoFiles={photoFiles} />}
          failed={<TakeoverList state={{ status: 'failed' }} photoFiles={photoFiles} />}
        >
          <LoadedList />
        </PublicApi>
      </Stack>
    </main>
  );
}
