import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appAssetBase, appNames, type AppName } from '@sfi/domain';

/** The repository root, where the browser apps live (`apps/<name>`). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The folder of a browser app's sources. */
export function appDir(app: AppName): string {
  return `${repoRoot}apps/${app}`;
}

/** The folder of a browser app's build. */
export function appDistDir(app: AppName): string {
  return `${appDir(app)}/dist`;
}

/** The file the build writes beside each app: the id shared by the four apps of one build. */
export const buildInfoFile = 'build.json';

/**
 * The id of the built apps, or undefined when an app is not built or the four builds are
 * not of one build (the product then needs building again).
 */
export function readBuildId(): string | undefined {
  const ids = new Set<string>();
  for (const app of appNames) {
    const file = `${appDistDir(app)}/${buildInfoFile}`;
    if (!existsSync(file) || !existsSync(`${appDistDir(app)}/index.html`)) return undefined;
    const { buildId } = JSON.parse(readFileSync(file, 'utf8')) as { buildId?: unknown };
    if (typeof buildId !== 'string' || !buildId) return undefined;
    ids.add(buildId);
  }
  return ids.size === 1 ? [...ids][0] : undefined;
}

/** The app whose assets a URL asks for (`/_apps/<app>/…`), if any. */
export function appOfAssetUrl(url: string): AppName | undefined {
  return appNames.find((app) => url.startsWith(appAssetBase(app)));
}

const notSources = new Set(['node_modules', 'dist', 'storybook-static', '.vite']);

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (notSources.has(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether a source of the apps, or of the packages they are built from, changed after the last build. */
export function isBuildStale(): boolean {
  const built = Math.min(...appNames.map((app) => statSync(`${appDistDir(app)}/${buildInfoFile}`).mtimeMs));
  const sources = [...appNames.map(appDir), `${repoRoot}packages`, `${repoRoot}tooling`];
  return sources.some((dir) => newestChange(dir) > built);
}
