import { formatDateTime, gpsMessage, gpsProblemLabel, type GpsDevice } from '@sfi/domain';

/** When a device last reported, in words: its date and time, or "Never". */
export function lastSeen(device: Pick<GpsDevice, 'lastPositionAt'>): string {
  return device.lastPositionAt ? formatDateTime(device.lastPositionAt) : gpsMessage('gps.neverSeen');
}

/** A value after its column's label, where a line holds several: `Last position: …`, `Dernière position : …`. */
export function labelled(
  label: 'gps.column.fileNo' | 'gps.column.lastSeen' | 'gps.column.tags',
  value: string,
) {
  return gpsMessage('gps.labelled', { label: gpsMessage(label), value });
}

/** The vehicle a device is on, from its file ("2023 Toyota RAV4"), or a dash. */
export function vehicleLabel(device: Pick<GpsDevice, 'vehicle'>): string {
  return device.vehicle?.name ?? gpsMessage('gps.none');
}

/** Why a device is flagged, each reason in words (`short`: as the list's column says it). */
export function problemLabels(
  device: Pick<GpsDevice, 'problems'>,
  length: 'full' | 'short' = 'full',
): string[] {
  return device.problems.map((problem) => gpsProblemLabel(problem, length));
}

/** A tag's label by its value, from the tags loaded (the value itself until they are). */
export function tagLabel(
  value: string,
  tags: readonly { label: string; value: string }[] | undefined,
): string {
  return tags?.find((tag) => tag.value === value)?.label ?? value;
}
