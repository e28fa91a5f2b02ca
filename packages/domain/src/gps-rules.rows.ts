import type { GpsProblem, GpsProblemFacts, leaseEndDay } from './gps-rules.ts';

/*
 * The rows of GPS tracking's flagged-device rule (doc 2 §4, issue 15), in one table for every writing
 * of the rule the tests hold to it: the domain's `gpsProblems` and `leaseEndDay` (gps.test.ts), and the
 * API's flagged list and lease end in SQL (apps/api/test/gps-problem-rule.test.ts). Test data: not
 * exported by the package.
 */

/** The moment the rows are judged at. */
export const gpsRuleNow = new Date('2026-06-15T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(gpsRuleNow.getTime() - hours * 3_600_000).toISOString();

/** A linked device reporting in Canada on a running lease: no problem. */
export const reportingDevice: GpsProblemFacts = {
  fileNo: '1000001',
  lastPositionAt: hoursAgo(1),
  lastPositionInCanada: true,
  leaseEndDay: '2028-01-31',
};

/** Why a device is flagged at `gpsRuleNow`: a name, the device's facts, its problems. */
export const gpsProblemRows: [string, GpsProblemFacts, GpsProblem[]][] = [
  ['reporting in Canada on a running lease', reportingDevice, []],
  ['not linked: in stock, never flagged', { ...reportingDevice, fileNo: null, lastPositionAt: null }, []],
  [
    'not linked, silent and abroad: still never flagged',
    { fileNo: null, lastPositionAt: hoursAgo(100), lastPositionInCanada: false },
    [],
  ],
  ['silent for exactly 48 hours: not yet', { ...reportingDevice, lastPositionAt: hoursAgo(48) }, []],
  [
    'silent for 48 hours and a minute',
    { ...reportingDevice, lastPositionAt: hoursAgo(48 + 1 / 60) },
    ['silent'],
  ],
  ['never reported', { ...reportingDevice, lastPositionAt: null }, ['silent']],
  ['last seen outside Canada', { ...reportingDevice, lastPositionInCanada: false }, ['outsideCanada']],
  ['where it was last seen not known', { ...reportingDevice, lastPositionInCanada: null }, []],
  ['lease ends today: not yet ended', { ...reportingDevice, leaseEndDay: '2026-06-15' }, []],
  ['lease ended yesterday', { ...reportingDevice, leaseEndDay: '2026-06-14' }, ['leaseEnded']],
  ['no lease end known', { ...reportingDevice, leaseEndDay: null }, []],
  [
    'all three',
    {
      fileNo: '1000001',
      lastPositionAt: hoursAgo(100),
      lastPositionInCanada: false,
      leaseEndDay: '2020-01-01',
    },
    ['silent', 'outsideCanada', 'leaseEnded'],
  ],
];

/** The day a file's lease ends: a name, the file (its termination and its lease group), the day. */
export const leaseEndRows: [string, Parameters<typeof leaseEndDay>[0], string | undefined][] = [
  ['the maturity date', { lease: { maturityDate: '2027-03-01T00:00:00.000Z' } }, '2027-03-01'],
  [
    'terminated early: the termination date',
    {
      isTerminated: true,
      terminationDate: '2024-05-10T00:00:00.000Z',
      lease: { maturityDate: '2027-03-01T00:00:00.000Z' },
    },
    '2024-05-10',
  ],
  [
    'terminated without a date: the maturity date',
    {
      isTerminated: true,
      terminationDate: '1900-01-01T00:00:00.000Z',
      lease: { maturityDate: '2027-03-01' },
    },
    '2027-03-01',
  ],
  [
    'a termination date on a running lease does not count',
    {
      isTerminated: false,
      terminationDate: '2024-05-10T00:00:00.000Z',
      lease: { maturityDate: '2027-03-01' },
    },
    '2027-03-01',
  ],
  ['the empty date', { lease: { maturityDate: '1900-01-01T00:00:00.000Z' } }, undefined],
  ['no lease group', {}, undefined],
  ['a lease that is not a group', { lease: 'soon' }, undefined],
  ['a maturity date that is not a date', { lease: { maturityDate: 'next spring' } }, undefined],
];
