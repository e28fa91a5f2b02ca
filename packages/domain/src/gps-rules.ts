import { gpsMessage } from './catalogue/gps.ts';
import { EMPTY_DATE } from './dates.ts';

/**
 * GPS tracking's rules (spec doc 2 §1, §3, §4, §9; issue 15): which devices are problematic and
 * why, where Canada is, and the limits of a device's report. Plain code, without a schema library:
 * the API client and the screens read these without the wire's schemas (`gps.ts`).
 */

/** A device that has not reported for longer than this is silent: 48 hours. */
export const GPS_SILENT_AFTER_MS = 48 * 60 * 60 * 1000;
/** The most positions one report (`POST /gps/locations`) may carry. */
export const MAX_GPS_BATCH = 1000;
/** How far ahead of the server's clock a device's clock may run: positions later than this are refused. */
export const GPS_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** The earliest position time accepted: before it, a device's clock was not set. */
export const GPS_EARLIEST_POSITION = '2000-01-01T00:00:00.000Z';
/** The most positions of its track the detail of a device carries (the latest ones). */
export const GPS_TRACK_LIMIT = 500;
/** The largest page of a GPS list. */
export const GPS_PAGE_MAX = 100;
/** The header a device sends its own key in. */
export const GPS_DEVICE_KEY_HEADER = 'x-device-key';
/** The fastest a vehicle is believed to go, km/h: a faster speed is a misreading. */
export const GPS_MAX_SPEED_KMH = 400;

/**
 * Canada, as a polygon of [longitude, latitude] vertices: the border with the United States (the
 * 49th parallel, the Great Lakes and the St. Lawrence, Maine), the Alaska border (141° W and the
 * panhandle), and the coasts well offshore (the Pacific past Haida Gwaii, the Atlantic past
 * Newfoundland and Sable Island, the Arctic to 84° N, Davis Strait and Nares Strait towards
 * Greenland). It follows the border to within some tens of kilometres: a position right at a
 * border crossing (Windsor and Detroit, Fort Erie and Buffalo) may be judged on the wrong side, a
 * vehicle anywhere farther into the United States or Alaska is outside.
 */
export const canadaPolygon: readonly (readonly [number, number])[] = [
  // The 49th parallel, west to east, to the Lake of the Woods.
  [-123.3, 49.0],
  [-95.15, 49.0],
  [-95.15, 49.38],
  [-94.8, 49.3],
  [-94.6, 48.7],
  [-93.2, 48.6],
  [-92.0, 48.35],
  [-90.0, 48.1],
  [-89.6, 48.0],
  // Lake Superior, Sault Ste. Marie, Lake Huron, the St. Clair and Detroit rivers.
  [-89.3, 47.95],
  [-88.4, 48.3],
  [-84.9, 46.9],
  [-84.5, 46.5],
  [-84.1, 46.2],
  [-83.5, 45.9],
  [-82.5, 45.3],
  [-82.4, 43.0],
  [-82.5, 42.6],
  [-83.1, 42.3],
  [-83.2, 42.0],
  // Lake Erie, the Niagara River, Lake Ontario, the St. Lawrence, the 45th parallel.
  [-82.7, 41.65],
  [-81.0, 42.2],
  [-79.8, 42.6],
  [-79.0, 42.9],
  [-79.05, 43.26],
  [-78.0, 43.6],
  [-76.5, 43.6],
  [-76.3, 44.1],
  [-75.8, 44.4],
  [-74.7, 45.0],
  [-71.5, 45.0],
  // Maine.
  [-71.1, 45.3],
  [-70.6, 45.7],
  [-70.0, 46.7],
  [-69.2, 47.45],
  [-68.3, 47.35],
  [-67.8, 47.06],
  [-67.8, 45.7],
  [-67.45, 45.6],
  [-67.0, 45.0],
  [-66.9, 44.6],
  // The Atlantic: Nova Scotia, Sable Island, Newfoundland, Labrador.
  [-66.0, 43.0],
  [-59.5, 43.4],
  [-52.0, 46.3],
  [-52.0, 52.0],
  [-55.5, 56.0],
  [-63.5, 60.5],
  // Davis Strait, Baffin Bay, Nares Strait, the Arctic Ocean.
  [-58.5, 66.0],
  [-59.0, 69.0],
  [-68.0, 75.0],
  [-73.5, 78.5],
  [-68.0, 80.5],
  [-60.0, 82.3],
  [-60.0, 84.0],
  [-141.0, 84.0],
  // Alaska: 141° W, then the panhandle.
  [-141.0, 60.3],
  [-139.1, 60.35],
  [-137.5, 59.1],
  [-135.5, 59.8],
  [-133.4, 58.4],
  [-131.8, 56.6],
  [-130.0, 55.9],
  [-130.6, 54.7],
  // The Pacific: Haida Gwaii, Vancouver Island, the Juan de Fuca and Haro straits.
  [-133.5, 54.2],
  [-131.0, 51.3],
  [-128.0, 50.0],
  [-125.5, 48.4],
  [-124.7, 48.4],
  [-123.25, 48.25],
  [-123.15, 48.7],
];

/** Whether a position lies in Canada ({@link canadaPolygon}): an even-odd ray cast. */
export function isInCanada(lat: number, lng: number): boolean {
  let inside = false;
  const points = canadaPolygon;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Why a linked device is problematic: silent for 48 hours, last seen outside Canada, or its lease ended. */
export const gpsProblemKinds = ['silent', 'outsideCanada', 'leaseEnded'] as const;
/** A reason a device is problematic. */
export type GpsProblem = (typeof gpsProblemKinds)[number];

/** What the problems of a device are judged from. */
export interface GpsProblemFacts {
  /** The file the device is linked to, if any: only linked devices (on a leased vehicle) have problems. */
  fileNo?: string | null | undefined;
  /** When it last reported a position (ISO), if ever. */
  lastPositionAt?: string | null | undefined;
  /** Whether that position was in Canada. */
  lastPositionInCanada?: boolean | null | undefined;
  /** The day its file's lease ends, `YYYY-MM-DD` ({@link leaseEndDay}), if known. */
  leaseEndDay?: string | null | undefined;
}

/** The day (`YYYY-MM-DD`, UTC) of a moment. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Why a device is problematic, in this order (doc 2 §4's flagged list, issue 15): linked to a file
 * and (1) no position for more than 48 hours, or never; (2) its latest position outside Canada;
 * (3) its file's lease ended before today. An unlinked device is in stock: it has none. The API's
 * flagged list asks the same in SQL (its indexes); its test gps-problem-rule.test.ts holds the two together.
 */
export function gpsProblems(facts: GpsProblemFacts, now: Date): GpsProblem[] {
  if (!facts.fileNo) return [];
  const problems: GpsProblem[] = [];
  const last = facts.lastPositionAt ? Date.parse(facts.lastPositionAt) : NaN;
  if (Number.isNaN(last) || now.getTime() - last > GPS_SILENT_AFTER_MS) problems.push('silent');
  if (facts.lastPositionInCanada === false) problems.push('outsideCanada');
  if (facts.leaseEndDay && facts.leaseEndDay < utcDay(now)) problems.push('leaseEnded');
  return problems;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}/;

/** The day a date field holds (`YYYY-MM-DD`), or undefined when it is empty or not a date. */
function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !dayPattern.test(value)) return undefined;
  const day = value.slice(0, 10);
  return day === EMPTY_DATE.slice(0, 10) ? undefined : day;
}

/**
 * The day a lease file's lease ends (`YYYY-MM-DD`): its termination date when it was terminated
 * early, else its lease's maturity date; undefined when the file holds neither. The database keeps
 * the same rule for linked devices (migration 0028, `gps_lease_end_day`).
 */
export function leaseEndDay(file: {
  isTerminated?: unknown;
  terminationDate?: unknown;
  lease?: unknown;
}): string | undefined {
  if (file.isTerminated === true) {
    const terminated = dayOf(file.terminationDate);
    if (terminated) return terminated;
  }
  const lease = file.lease;
  if (typeof lease !== 'object' || lease === null || Array.isArray(lease)) return undefined;
  return dayOf((lease as Record<string, unknown>)['maturityDate']);
}

/** The words of a problem, as the detail shows it; `short`, as the list's column does. */
export function gpsProblemLabel(problem: GpsProblem, length: 'full' | 'short' = 'full'): string {
  const hours = GPS_SILENT_AFTER_MS / 3_600_000;
  return length === 'short'
    ? gpsMessage(`gps.problem.short.${problem}`, { hours })
    : gpsMessage(`gps.problem.${problem}`, { hours });
}
