import { describe, expect, it } from 'vitest';
import {
  GPS_SILENT_AFTER_MS,
  gpsProblemKinds,
  gpsProblemLabel,
  gpsProblems,
  isInCanada,
  leaseEndDay,
} from './gps-rules.ts';
import { gpsProblemRows, gpsRuleNow, leaseEndRows } from './gps-rules.rows.ts';
import { GpsReportSchema, gpsLocationTimeProblem } from './gps.ts';

describe('isInCanada: the Canada polygon', () => {
  it.each<[string, number, number, boolean]>([
    ['Vancouver', 49.28, -123.12, true],
    ['Victoria, south of the 49th parallel', 48.43, -123.37, true],
    ['Kelowna', 49.89, -119.49, true],
    ['Calgary', 51.05, -114.07, true],
    ['Edmonton', 53.55, -113.49, true],
    ['Regina', 50.45, -104.62, true],
    ['Winnipeg', 49.9, -97.14, true],
    ['Thunder Bay', 48.38, -89.25, true],
    ['Sault Ste. Marie, Ontario', 46.52, -84.33, true],
    ['Toronto', 43.65, -79.38, true],
    ['Point Pelee, the southernmost mainland', 41.96, -82.52, true],
    ['Niagara Falls, Ontario', 43.09, -79.08, true],
    ['Ottawa', 45.42, -75.7, true],
    ['Montréal', 45.5, -73.57, true],
    ['Québec', 46.81, -71.21, true],
    ['Fredericton', 45.96, -66.64, true],
    ['Halifax', 44.65, -63.57, true],
    ['Yarmouth', 43.84, -66.12, true],
    ["St. John's", 47.56, -52.71, true],
    ['Happy Valley-Goose Bay', 53.3, -60.33, true],
    ['Whitehorse', 60.72, -135.06, true],
    ['Prince Rupert', 54.31, -130.32, true],
    ['Yellowknife', 62.45, -114.37, true],
    ['Iqaluit', 63.75, -68.52, true],
    ['Alert', 82.5, -62.35, true],
    ['Seattle', 47.61, -122.33, false],
    ['Spokane', 47.66, -117.43, false],
    ['Minneapolis', 44.98, -93.27, false],
    ['Marquette, Michigan', 46.54, -87.4, false],
    ['Chicago', 41.88, -87.63, false],
    ['Cleveland', 41.5, -81.69, false],
    ['Rochester, New York', 43.16, -77.61, false],
    ['Burlington, Vermont', 44.48, -73.21, false],
    ['Bangor, Maine', 44.8, -68.77, false],
    ['Boston', 42.36, -71.06, false],
    ['Juneau', 58.3, -134.42, false],
    ['Anchorage', 61.22, -149.9, false],
    ['Nuuk, Greenland', 64.18, -51.72, false],
    ['Pituffik, Greenland', 76.53, -68.7, false],
    ['Mexico City', 19.43, -99.13, false],
    ['London, England', 51.51, -0.13, false],
    ['the North Pole', 90, 0, false],
  ])('%s (%f, %f) → %s', (_, lat, lng, inside) => {
    expect(isInCanada(lat, lng)).toBe(inside);
  });
});

describe('gpsProblems: why a linked device is flagged', () => {
  it.each(gpsProblemRows)('%s → %j', (_, facts, problems) => {
    expect(gpsProblems(facts, gpsRuleNow)).toEqual(problems);
  });

  it('says each reason in words, the silence with its hours', () => {
    expect(gpsProblemLabel('silent')).toBe(
      `No position for more than ${GPS_SILENT_AFTER_MS / 3_600_000} hours`,
    );
    expect(gpsProblemLabel('outsideCanada')).toBe('Last position outside Canada');
    expect(gpsProblemLabel('leaseEnded')).toBe('The lease has ended');
    expect(gpsProblemKinds.map((problem) => gpsProblemLabel(problem, 'short'))).toEqual([
      'Silent over 48 h',
      'Outside Canada',
      'Lease ended',
    ]);
  });
});

describe('leaseEndDay: when a file’s lease ends', () => {
  it.each(leaseEndRows)('%s → %s', (_, file, day) => {
    expect(leaseEndDay(file)).toBe(day);
  });
});

describe('a device’s report', () => {
  const at = '2026-06-15T11:59:00.000Z';
  const location = { createdAt: at, coordinates: { lat: 49.28, lng: -123.12 } };
  it.each<[string, unknown, string | undefined]>([
    ['one position', { locations: [location] }, undefined],
    ['with speed and heading', { locations: [{ ...location, speed: 82.5, heading: 359.9 }] }, undefined],
    ['no positions', { locations: [] }, 'Send 1 or more locations.'],
    [
      'too many',
      { locations: Array.from({ length: 1001 }, () => location) },
      'Send at most 1000 locations at a time.',
    ],
    [
      'a latitude past the pole',
      { locations: [{ ...location, coordinates: { lat: 91, lng: 0 } }] },
      'A latitude is a number of degrees from -90 to 90.',
    ],
    [
      'a longitude past the antimeridian',
      { locations: [{ ...location, coordinates: { lat: 0, lng: -180.5 } }] },
      'A longitude is a number of degrees from -180 to 180.',
    ],
    [
      'a speed no car reaches',
      { locations: [{ ...location, speed: 900 }] },
      'A speed is a number of km/h from 0 to 400.',
    ],
    [
      'a heading of 360',
      { locations: [{ ...location, heading: 360 }] },
      'A heading is a number of degrees from 0 up to 360.',
    ],
  ])('%s', (_, body, error) => {
    const parsed = GpsReportSchema.safeParse(body);
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(error);
  });

  it.each<[string, string, string | undefined]>([
    ['a minute ago', '2026-06-15T11:59:00.000Z', undefined],
    ['four minutes ahead (clock skew)', '2026-06-15T12:04:00.000Z', undefined],
    [
      'an hour ahead',
      '2026-06-15T13:00:00.000Z',
      'The location at 2026-06-15T13:00:00.000Z is in the future: check the device’s clock.',
    ],
    [
      'in 1970',
      '1970-01-01T00:00:00.000Z',
      'The location at 1970-01-01T00:00:00.000Z is before 2000: the device’s clock was not set.',
    ],
  ])('a position %s', (_, createdAt, problem) => {
    expect(gpsLocationTimeProblem(createdAt, new Date('2026-06-15T12:00:00.000Z'))).toBe(problem);
  });
});
