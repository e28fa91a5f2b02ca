import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  PHOTO_UPLOAD_MAX_BYTES,
  bareMimeType,
  photoAcceptedTypes,
  personPhotoOf,
  photoMessage,
  photoUploadLimitText,
  takeoverPermutations,
  type LeaseTakeover,
  type LeaseTakeoverUpdate,
  type PersonPhoto,
  type PhotoUploaded,
  type ProfilePhoto,
  type TakeoverPhotoWidth,
  type UploadProgress,
} from '@sfi/domain';
import { ApiError, isAbortError } from '../errors.ts';
import type { PhotoService, PhotoUploadOptions } from '../services/photos.ts';
import { useApiClient } from './context.tsx';
import { dealerUserKey, dealerUsersKey, dealerUserSearchKey } from './dealer.ts';
import { clientKey } from './clients.ts';
import { staffKey, staffMemberKey } from './staff.ts';

// The administration of lease takeovers (staff, the main API's `/lease-takeovers`: the server's
// `routes/lease-takeovers.ts`) and of people's photos. The public site's takeovers are
// `lease-takeovers-public.ts`.

/** The first part of the SWR keys of the administration's takeover lists: `[adminTakeoversKey, term]`. */
export const adminTakeoversKey = 'admin-lease-takeovers' as const;
/** The first part of the SWR key of one takeover in administration: `[adminTakeoverKey, id]`. */
export const adminTakeoverKey = 'admin-lease-takeover' as const;

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === adminTakeoversKey;

/**
 * The lease takeovers for administration (doc 2 §4, §7), newest first by createdAt: every one, or
 * those a search term finds (`GET /lease-takeovers/search/{term}`). The list shown stays while the
 * next one loads.
 */
export function useAdminTakeovers(term = '') {
  const api = useApiClient();
  const search = term.trim();
  return useSWR<LeaseTakeover[], ApiError, readonly [typeof adminTakeoversKey, string]>(
    [adminTakeoversKey, search] as const,
    ([, words]) => (words === '' ? api.leaseTakeovers.list() : api.leaseTakeovers.search(words)),
    { keepPreviousData: true },
  );
}

/** One lease takeover for administration (`GET /lease-takeovers/{id}`); none without an id. */
export function useAdminTakeover(id: string | undefined) {
  const api = useApiClient();
  return useSWR<LeaseTakeover, ApiError, readonly [typeof adminTakeoverKey, string] | null>(
    id === undefined ? null : ([adminTakeoverKey, id] as const),
    ([, takeoverId]) => api.leaseTakeovers.get(takeoverId),
    // A takeover that is not there stays so: no retrying a 404.
    { shouldRetryOnError: (error: ApiError) => error.status !== 404 && error.status < 500 },
  );
}

/**
 * Creates, changes, deletes and reorders lease takeovers (doc 2 §4, §7): a saved takeover replaces
 * its detail at once and the lists load again (a change can move it into or out of a search); a
 * deleted one leaves the lists at once. A failed call changes nothing and throws the server's message.
 */
export function useTakeoverMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const show = async (takeover: LeaseTakeover) => {
      await mutate<LeaseTakeover>([adminTakeoverKey, takeover.id], takeover, { revalidate: false });
      void mutate(isListKey);
      return takeover;
    };
    return {
      /** Adds a takeover for a vehicle id, last in the display order; answers its id. */
      create: async (vehicleId: string) => {
        const id = await api.leaseTakeovers.create({ vehicleId });
        void mutate(isListKey);
        return id;
      },
      /** Saves a takeover's details and photos (`images`: those kept, in order, with their alt text). */
      update: async (id: string, changes: LeaseTakeoverUpdate) =>
        show(await api.leaseTakeovers.update(id, changes)),
      /** Deletes a takeover with its photos. */
      remove: async (id: string) => {
        await api.leaseTakeovers.remove(id);
        await mutate<LeaseTakeover[]>(isListKey, (list) => list?.filter((each) => each.id !== id), {
          revalidate: false,
        });
        void mutate(isListKey);
        await mutate([adminTakeoverKey, id], undefined, { revalidate: false });
      },
      /** Saves the display order: the takeovers' ids, first shown first. Answers them in their new order. */
      reorder: async (orderedIds: readonly string[]) => {
        const ordered = await api.leaseTakeovers.setPermutations(takeoverPermutations(orderedIds));
        await Promise.all(
          ordered.map((takeover) => mutate([adminTakeoverKey, takeover.id], takeover, { revalidate: false })),
        );
        void mutate(isListKey);
        return ordered;
      },
      /** Shows a takeover as an upload left it (`PhotoUploaded.leaseTakeover`). */
      show,
    };
  }, [api, mutate]);
}

/** A person's record (a client's, a staff member's, a dealer's): their id and photo. */
type WithPhoto = { id: string; photo: PersonPhoto | null };

/** The record, or each record of a list, of `ownerId` with this photo; the others as they were. */
function withPhoto<Data extends WithPhoto | WithPhoto[]>(
  ownerId: string,
  photo: PersonPhoto | null,
): (data: Data | undefined) => Data | undefined {
  const one = (record: WithPhoto) => (record.id === ownerId ? { ...record, photo } : record);
  return (data) => data && ((Array.isArray(data) ? data.map(one) : one(data)) as Data);
}

/**
 * The SWR keys holding a person's record: their detail, and the flat lists that may show them
 * (the staff list, the dealers' list and searches; the clients' paged list loads again when shown).
 */
const personKeys = {
  client: { detail: clientKey, lists: (_key: unknown) => false },
  staff: { detail: staffMemberKey, lists: (key: unknown) => Array.isArray(key) && key[0] === staffKey },
  'file-dealer': {
    detail: dealerUserKey,
    lists: (key: unknown) => key === dealerUsersKey || (Array.isArray(key) && key[0] === dealerUserSearchKey),
  },
} as const;

/** The state and actions of {@link usePhotoUpload}. */
export interface PhotoUploadState {
  /**
   * The upload's progress: undefined before any upload, 0 when one starts, a rounded percentage
   * while it runs, 'complete' once stored, null when it failed or was cancelled.
   */
  progress: UploadProgress | undefined;
  /** The name of the file being (or last) uploaded. */
  fileName: string | undefined;
  /** Why the last upload failed, in the server's words; undefined otherwise (and after a cancel). */
  error: string | undefined;
  /** Uploads a photo for an owner (cancelling one under way); resolves with the answer, or undefined when it failed or was cancelled. */
  upload(
    ownerId: string,
    file: Blob & { name?: string },
    options?: Pick<PhotoUploadOptions, 'service' | 'alt'>,
  ): Promise<PhotoUploaded | undefined>;
  /** Stops the upload under way; its progress becomes null, with no error. */
  cancel(): void;
}

/**
 * One photo upload at a time (`POST /uploads/photos/{id}`), with its progress, its error and a way to
 * cancel it (a file over `PHOTO_UPLOAD_MAX_BYTES` is refused before it leaves, as the server would): a lease takeover's photo, a client's, a staff member's or (service 'dealer') a dealer's.
 * The new photo is shown at once: a takeover's in its detail, a person's in their detail
 * (`useClient`, `useStaffMember`, `useDealerUser`) and in the staff and dealer lists loaded.
 *
 * @example
 * const { upload, progress, error } = usePhotoUpload();
 * await upload(client.id, file);
 */
export function usePhotoUpload(): PhotoUploadState {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const { show } = useTakeoverMutations();
  const [progress, setProgress] = useState<UploadProgress | undefined>(undefined);
  const [fileName, setFileName] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const current = useRef<AbortController | undefined>(undefined);

  // Nothing keeps uploading for a component that is gone.
  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback<PhotoUploadState['upload']>(
    async (ownerId, file, options = {}) => {
      current.current?.abort();
      current.current = undefined;
      setFileName(file.name);
      // A file the server would refuse for its type or size is refused before it leaves, in the
      // server's words (a file of no declared type is left to the server, which reads its bytes).
      const notPhoto =
        file.type !== '' && !(photoAcceptedTypes as readonly string[]).includes(bareMimeType(file.type));
      if (notPhoto || file.size > PHOTO_UPLOAD_MAX_BYTES) {
        setProgress(null);
        setError(
          notPhoto
            ? photoMessage('photos.error.notImage')
            : photoMessage('photos.error.tooLarge', { max: photoUploadLimitText() }),
        );
        return undefined;
      }
      const controller = new AbortController();
      current.current = controller;
      const mine = () => current.current === controller;
      setError(undefined);
      setProgress(0);
      try {
        const uploaded = await api.photos.upload(ownerId, file, {
          ...options,
          signal: controller.signal,
          onProgress: (next) => {
            if (mine()) setProgress(next);
          },
        });
        if (uploaded.leaseTakeover) await show(uploaded.leaseTakeover);
        if (uploaded.owner !== 'lease-takeover') {
          const keys = personKeys[uploaded.owner];
          const photo = personPhotoOf(uploaded.photo);
          await Promise.all([
            mutate([keys.detail, uploaded.ownerId], withPhoto(uploaded.ownerId, photo), {
              revalidate: false,
            }),
            mutate(keys.lists, withPhoto(uploaded.ownerId, photo), { revalidate: false }),
          ]);
        }
        if (mine()) setProgress('complete');
        return uploaded;
      } catch (failure) {
        if (mine()) {
          setProgress(null);
          if (!isAbortError(failure))
            setError(
              // The server's words when it refused; the catalogue's when it was not reached.
              failure instanceof ApiError && failure.status > 0 && failure.message
                ? failure.message
                : photoMessage('photos.field.failed'),
            );
        }
        return undefined;
      }
    },
    [api, mutate, show],
  );
  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = undefined;
    setProgress(null);
    setError(undefined);
  }, []);
  return { progress, fileName, error, upload, cancel };
}

/** The first part of the SWR key of a person's photo: `[personPhotoKey, service, ownerId, photoId, width]`. */
export const personPhotoKey = 'person-photo' as const;

/**
 * An object URL of a person's photo for an `<img src>` (`GET /uploads/photos/{id}/{photoId}/{width}.webp`,
 * staff only, read with the session's headers): undefined while it loads, or without a photo. The
 * URL is let go when the photo changes or the component goes.
 */
export function usePersonPhotoUrl(
  ownerId: string | undefined,
  photo: Pick<ProfilePhoto, 'id' | 'width'> | null | undefined,
  { service = 'main', width }: { service?: PhotoService; width?: TakeoverPhotoWidth } = {},
): string | undefined {
  const api = useApiClient();
  const { data } = useSWR(
    ownerId && photo
      ? ([personPhotoKey, service, ownerId, photo.id, photo.width, width ?? 0] as const)
      : null,
    ([, on, owner, id, photoWidth]) =>
      api.photos.personPhoto(owner, { id, width: photoWidth }, { service: on, ...(width && { width }) }),
    { revalidateOnFocus: false },
  );
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!data) return setUrl(undefined);
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  return url;
}
