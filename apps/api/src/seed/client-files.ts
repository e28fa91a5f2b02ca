import { buyoutToday, clientFileStatus, fileProvince } from '@sfi/domain';
import { linkClientFile } from '../db/client-files.ts';
import type { Db } from '../db/client.ts';
import { findClientById } from '../db/client-accounts.ts';
import { demoClient } from './demo-accounts.ts';
import { demoLeaseFiles } from './lease-files.ts';

/** How many lease files the demo client's dashboard lists. */
export const DEMO_CLIENT_FILES = 2;

/** How far into the demo files the demo client's are looked for (the smallest seeds hold a few files). */
const LOOK_AT = 200;

/**
 * The numbers of the demo client's lease files: the first running leases (active on `today`, in a
 * province, of different makes) among the demo files, so that their dashboard shows vehicles,
 * payments, term ends and today's buyout figures. Depends only on the demo files and the day.
 */
export function demoClientFileNumbers(today: string, count = DEMO_CLIENT_FILES): string[] {
  const chosen: { fileNo: string; make: unknown }[] = [];
  for (const { row, revisions } of demoLeaseFiles(0, LOOK_AT)) {
    const fields = revisions.at(-1)!.fields as Record<string, unknown>;
    const make = (fields['vehicle'] as Record<string, unknown> | undefined)?.['make'];
    if (clientFileStatus(fields, today) !== 'active' || fileProvince(fields) === null) continue;
    if (chosen.some((file) => file.make === make)) continue;
    chosen.push({ fileNo: row.fileNo, make });
    if (chosen.length === count) break;
  }
  return chosen.map((file) => file.fileNo);
}

/**
 * Links the demo client, when there is one, to their demo lease files, those of them that exist (a
 * seed with fewer files links fewer). Answers how many are linked.
 */
export async function linkDemoClientFiles(db: Db, now = new Date()): Promise<number> {
  if (!(await findClientById(db, demoClient.id))) return 0;
  let linked = 0;
  for (const fileNo of demoClientFileNumbers(buyoutToday(now)))
    if (await linkClientFile(db, demoClient.id, fileNo)) linked += 1;
  return linked;
}
