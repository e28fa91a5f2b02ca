import type { GpsDevice, GpsTag } from '@sfi/domain';

/** The tags of the stories: the installation's defaults. */
export const storyTags: GpsTag[] = [
  { label: 'Fleet', value: 'fleet' },
  { label: 'Low battery', value: 'low-battery' },
  { label: 'Recovery', value: 'recovery' },
  { label: 'Tampered', value: 'tampered' },
  { label: 'Test', value: 'test' },
];

/** A drive through Ottawa: 16 positions five minutes apart, ending at 13:55 on the stories' day. */
const track = Array.from({ length: 16 }, (_, index) => ({
  coordinates: { lat: 45.4215 + index * 0.004 - (index % 3) * 0.002, lng: -75.6972 + index * 0.006 },
  createdAt: new Date(Date.parse('2026-06-15T13:55:00.000Z') - (15 - index) * 5 * 60_000).toISOString(),
}));

/** A device on a running lease, reporting from Ottawa. */
export const reportingDevice: GpsDevice = {
  id: '7b0c5a8e-3f1d-5c2a-9e4b-1d2c3b4a5f60',
  gpsNo: 'GPS-100004',
  name: 'Geotab GO9',
  fileNo: '1000177',
  locations: track,
  lastPositionAt: track.at(-1)!.createdAt,
  tags: ['fleet'],
  notes: 'Installed under the dash.',
  problems: [],
  vehicle: { name: '2025 Honda HR-V', make: 'Honda', model: 'HR-V', year: 2025, vin: '3CZRZ2H59SM700153' },
  lease: { startDate: '2025-04-02', endDate: '2029-04-20' },
  customer: { name: 'Amélie Tremblay', address: '418 Rideau Street', city: 'Ottawa', postal: 'K1N 5Y9' },
};

/** A device in stock: not linked, never flagged. */
export const stockDevice: GpsDevice = {
  id: '1f2e3d4c-5b6a-5978-8a9b-0c1d2e3f4a5b',
  gpsNo: 'GPS-100003',
  name: 'Queclink GV500',
  fileNo: null,
  locations: [track[0]!],
  lastPositionAt: track[0]!.createdAt,
  tags: ['test'],
  notes: '',
  problems: [],
};

/** A linked device flagged for every reason: silent for days, last seen in Seattle, on a lease that ended. */
export const flaggedDevice: GpsDevice = {
  ...reportingDevice,
  id: '9a8b7c6d-5e4f-5a3b-8c2d-1e0f9a8b7c6d',
  gpsNo: 'GPS-100033',
  name: 'Teltonika FMC130',
  fileNo: '1000161',
  locations: [{ coordinates: { lat: 47.6062, lng: -122.3321 }, createdAt: '2026-06-09T18:20:00.000Z' }],
  lastPositionAt: '2026-06-09T18:20:00.000Z',
  tags: ['recovery', 'low-battery'],
  problems: ['silent', 'outsideCanada', 'leaseEnded'],
  vehicle: {
    name: '2021 Hyundai Tucson',
    make: 'Hyundai',
    model: 'Tucson',
    year: 2021,
    vin: 'KM8J3CA46MU263541',
  },
  lease: { startDate: '2021-03-10', endDate: '2026-03-12' },
};

/** A page of the list. */
export const storyDevices: GpsDevice[] = [
  stockDevice,
  reportingDevice,
  flaggedDevice,
  ...Array.from({ length: 7 }, (_, index) => ({
    ...reportingDevice,
    id: `00000000-0000-5000-8000-00000000000${index}`,
    gpsNo: `GPS-1001${String(10 + index)}`,
    fileNo: String(1_000_010 + index),
  })),
];
