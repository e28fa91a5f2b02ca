import type { ReactNode } from 'react';
import { usePublicApiClient, useLeaseTakeover, useLeaseTakeovers } from '@sfi/api-client/react';
import type { LeaseTakeover } from '@sfi/domain';
import { PublicApi } from './PublicApi.tsx';
import { TakeoverDetail } from './TakeoverDetail.tsx';
import { TakeoverList } from './TakeoverList.tsx';
import { noPhotoFiles } from './photoFiles.ts';

/*
 * The takeover pages asked of the public API, for a document that came without their data (the
 * server could not read them when it rendered the page). Loaded only then.
 */

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

/** The takeover list from `GET /leaseTakeovers`: loading, loaded, or the spec's words when it fails. */
export function ListFromApi() {
  return (
    <PublicApi
      loading={<TakeoverList state={{ status: 'loading' }} photoFiles={noPhotoFiles} />}
      failed={<TakeoverList state={{ status: 'failed' }} photoFiles={noPhotoFiles} />}
    >
      <LoadedList />
    </PublicApi>
  );
}

interface DetailFromApiProps {
  leaseId: string;
  /** The service request form for the takeover, once loaded. */
  form: (takeover: LeaseTakeover) => ReactNode;
}

function LoadedDetail({ leaseId, form }: DetailFromApiProps) {
  const api = usePublicApiClient();
  const { data, error } = useLeaseTakeover(leaseId);
  const photoFiles = api.public.takeoverPhotoFiles;
  if (error) return <TakeoverDetail state={{ status: 'unavailable' }} photoFiles={photoFiles} />;
  if (!data) return <TakeoverDetail state={{ status: 'loading' }} photoFiles={photoFiles} />;
  return (
    <TakeoverDetail state={{ status: 'loaded', takeover: data }} photoFiles={photoFiles} form={form(data)} />
  );
}

/** One takeover from `GET /leaseTakeovers/{id}`; "This lease takeover is not available." when it fails. */
export function DetailFromApi(props: DetailFromApiProps) {
  return (
    <PublicApi
      loading={<TakeoverDetail state={{ status: 'loading' }} photoFiles={noPhotoFiles} />}
      failed={<TakeoverDetail state={{ status: 'unavailable' }} photoFiles={noPhotoFiles} />}
    >
      <LoadedDetail {...props} />
    </PublicApi>
  );
}
