import {
  GPS_DEVICE_KEY_HEADER,
  gpsListQuery,
  type GpsDevice,
  type GpsDevicePage,
  type GpsListFilters,
  type GpsReportedLocation,
  type GpsReportResult,
  type GpsTag,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/**
 * The GPS calls of the main API (spec doc 2 §7, issue 15; staff only), and the devices' own report.
 * The lists go through `gpsListQuery` of @sfi/domain, which picks the call a list's filters need.
 */
export function gpsApi(main: ServiceFetch) {
  const segment = encodeURIComponent;
  return {
    /**
     * A page of a GPS list: `GET /gps?skip&limit&filter[&tag]`, `GET /gps/search?param…` with a
     * search, or `GET /gps/problematic-gps?param&skip&limit[&tag]` for the linked list's flagged mode.
     */
    list: (filters: GpsListFilters = {}, options: { signal?: AbortSignal } = {}) => {
      const { path, query } = gpsListQuery(filters);
      return main<GpsDevicePage>(path, { ...options, query: { ...query } });
    },
    /** `GET /gps/id/{id}`: the device with its latest positions, oldest first. */
    get: (id: string, options: { signal?: AbortSignal } = {}) =>
      main<GpsDevice>(`/gps/id/${segment(id)}`, options),
    /** `PUT /gps/gps-no/{gpsNo}/file-no/{fileNo}`: links the device to the lease file; answers the device. */
    link: (gpsNo: string, fileNo: string) =>
      main<GpsDevice>(`/gps/gps-no/${segment(gpsNo)}/file-no/${segment(fileNo)}`, { method: 'PUT' }),
    /** `DELETE /gps/gps-no/{gpsNo}`: unlinks the device; answers `{ unlinkedGps }`. */
    unlink: (gpsNo: string) =>
      main<{ unlinkedGps: GpsDevice }>(`/gps/gps-no/${segment(gpsNo)}`, { method: 'DELETE' }),
    /** `GET /gps/tags`: every tag, by label. */
    tags: (options: { signal?: AbortSignal } = {}) => main<GpsTag[]>('/gps/tags', options),
    /** `POST /gps/id/{id}/tag/{tag}`: tags the device; answers it. */
    addTag: (id: string, tag: string) =>
      main<GpsDevice>(`/gps/id/${segment(id)}/tag/${segment(tag)}`, { method: 'POST' }),
    /** `DELETE /gps/id/{id}/tag/{tag}`: takes the tag off; answers the device. */
    removeTag: (id: string, tag: string) =>
      main<GpsDevice>(`/gps/id/${segment(id)}/tag/${segment(tag)}`, { method: 'DELETE' }),
    /**
     * `POST /gps/locations`: a device's batch of positions, signed with its own key (`X-Device-Key`),
     * for a device or a gateway written in TypeScript. Stored whole or refused whole.
     */
    report: (deviceKey: string, locations: readonly GpsReportedLocation[]) =>
      main<GpsReportResult>('/gps/locations', {
        method: 'POST',
        headers: { [GPS_DEVICE_KEY_HEADER]: deviceKey },
        body: { locations },
      }),
  };
}
