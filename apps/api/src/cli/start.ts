/**
 * `pnpm start`: serves the four built apps and the API on one origin, `PORT` (default 8080).
 * Builds the apps first when they are not all built from one build or their sources changed
 * since, and writes the demo data into a brand-new database.
 */
import { spawnSync } from 'node:child_process';
import { loadEnv } from '../env.ts';
import { isBuildStale, readBuildId, repoRoot } from '../web/apps.ts';
import { registerStaticApps } from '../web/static.ts';
import { hostProduct } from './host.ts';

const env = loadEnv();

let buildId = readBuildId();
if (!buildId || isBuildStale()) {
  console.log(
    buildId
      ? 'The sources changed since the last build; building the apps again…'
      : 'Building the apps first…',
  );
  const { status } = spawnSync(process.execPath, ['scripts/build-apps.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  buildId = readBuildId();
  if (status !== 0 || !buildId) {
    console.error('The apps could not be built; see the messages above.');
    process.exit(1);
  }
}
await hostProduct(env, buildId, (app, config, db) => registerStaticApps(app, config, { db }));
