// The Node.js the project runs on: Node 24 LTS, Node 22 still supported. On a machine whose Node
// is older, scripts/setup.sh installs Node 24 (and Node 22, for the smoke run that keeps 22
// honest) from the npm registry's `node-linux-<arch>` packages into .tools/ (git-ignored), and the
// scripts that CI runs (`pnpm test`, `pnpm verify:packages`) run themselves again on Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The oldest Node major the project supports (`engines`), and the one it runs on. */
export const SUPPORTED = 22;
export const RUNTIME = 24;

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** The `node` binary of Node `major` that setup.sh installed under .tools/, or undefined. */
export function installedNode(major) {
  const modules = join(root, '.tools', `node-${major}`, 'node_modules');
  if (!existsSync(modules)) return undefined;
  const found = readdirSync(modules)
    .filter((name) => name.startsWith('node-linux-'))
    .map((name) => join(modules, name, 'bin', 'node'))
    .find((path) => existsSync(path));
  return found;
}

/** A `node` binary of Node `major`: this one when it is that major, else the one in .tools/. */
export function nodeOfMajor(major) {
  return majorOf(process.version) === major ? process.execPath : installedNode(major);
}

/**
 * Runs the calling script again on Node 24 when the current Node is older than 24 and setup.sh
 * installed Node 24, with Node 24 first on the PATH, so that every child (pnpm's scripts, Vitest,
 * Playwright, the server) runs on it too; exits with its status. Else goes on here. Either way,
 * says which Node runs.
 */
export function runOnProjectNode() {
  const runtime = installedNode(RUNTIME);
  if (majorOf(process.version) < RUNTIME && runtime) {
    const env = { ...process.env, PATH: `${dirname(runtime)}${delimiter}${process.env.PATH ?? ''}` };
    const { status, signal } = spawnSync(runtime, process.argv.slice(1), { stdio: 'inherit', env });
    process.exit(status ?? (signal ? 1 : 0));
  }
  console.log(`Node ${process.version} (${process.execPath})`);
  if (majorOf(process.version) < SUPPORTED)
    console.warn(
      `Node ${process.version} is older than Node ${SUPPORTED}, the oldest supported: run scripts/setup.sh.`,
    );
}
