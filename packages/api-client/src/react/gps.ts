import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { GpsDevice, GpsDevicePage, GpsListFilters, GpsTag } from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The first part of the SWR keys of the GPS lists' pages: `[gpsListKey, filters]`. */
export const gpsListKey = 'gps-list' as const;
/** The first part of the SWR key of one device: `[gpsDeviceKey, id]`. */
export const gpsDeviceKey = 'gps-device' as const;
/** The SWR key of the GPS tags. */
export const gpsTagsKey = 'gps-tags' as const;

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === gpsListKey;

/**
 * One page of a GPS list (doc 2 §7): all, linked or test devices, searched, the linked list by tag
 * and in its all or flagged mode (`gpsListQuery` of @sfi/domain picks the call). The page shown stays
 * while the next one loads.
 */
export function useGpsList(filters: GpsListFilters) {
  const api = useApiClient();
  return useSWR<GpsDevicePage, ApiError, readonly [typeof gpsListKey, GpsListFilters]>(
    [gpsListKey, filters] as const,
    ([, criteria]) => api.gps.list(criteria),
    { keepPreviousData: true },
  );
}

/** One device with its track (`GET /gps/id/{id}`); none without an id. */
export function useGpsDevice(id: string | undefined) {
  const api = useApiClient();
  return useSWR<GpsDevice, ApiError, readonly [typeof gpsDeviceKey, string] | null>(
    id === undefined ? null : ([gpsDeviceKey, id] as const),
    ([, deviceId]) => api.gps.get(deviceId),
  );
}

/** Every GPS tag (`GET /gps/tags`). */
export function useGpsTags() {
  const api = useApiClient();
  return useSWR<GpsTag[], ApiError>(gpsTagsKey, () => api.gps.tags());
}

/**
 * Links, unlinks and tags devices (doc 2 §4): the device answered replaces its record in every page
 * of every list loaded and in its detail (which keeps its track), at once; the lists are then loaded
 * again, since a change can move a device into or out of one (a device unlinked leaves the linked
 * list). A failed call changes nothing and throws the server's message.
 */
export function useGpsMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const replace = async (device: GpsDevice): Promise<GpsDevice> => {
      await mutate<GpsDevice>(
        [gpsDeviceKey, device.id],
        (shown) => (shown ? { ...device, locations: shown.locations } : device),
        { revalidate: false },
      );
      await mutate<GpsDevicePage>(
        isListKey,
        (page) =>
          page && {
            ...page,
            data: page.data.map((each) =>
              each.id === device.id ? { ...device, locations: each.locations } : each,
            ),
          },
        { revalidate: false },
      );
      void mutate(isListKey);
      return device;
    };
    return {
      link: async (gpsNo: string, fileNo: string) => replace(await api.gps.link(gpsNo, fileNo)),
      unlink: async (gpsNo: string) => replace((await api.gps.unlink(gpsNo)).unlinkedGps),
      addTag: async (id: string, tag: string) => replace(await api.gps.addTag(id, tag)),
      removeTag: async (id: string, tag: string) => replace(await api.gps.removeTag(id, tag)),
    };
  }, [api, mutate]);
}
