// The reverse proxy's configuration (scripts/cluster/nginx-config.mjs) routes pages by the route
// ownership table: for a path of each row, the first of its regular-expression locations that
// matches (nginx's rule, and the table's) names the app `appForPath` names, trailing slashes
// included; a path the table does not name matches none (the nodes send it to `/`). And nginx
// itself accepts the configuration.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appForPath, isKnownPath, routeOwnership } from '../../packages/domain/src/routes.ts';
import { nginxConfig } from '../../scripts/cluster/nginx-config.mjs';

const config = nginxConfig({ upstreams: ['127.0.0.1:8081', '127.0.0.1:8082'], listen: '127.0.0.1:8080' });

/** The page locations in their order: each one's regular expression and the app it names. */
const pageLocations = [...config.matchAll(/location ~ (\S+) \{\s*set \$sfi_app (\w+);/g)].map(
  ([, pattern, app]) => ({ pattern: new RegExp(pattern!), app: app! }),
);
const appOfLocation = (path: string) => pageLocations.find((location) => location.pattern.test(path))?.app;

/** Paths a row's pattern matches: the pattern itself (a parameter filled in), with a trailing slash, below a prefix. */
function examples(pattern: string): string[] {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return [prefix, `${prefix}/`, `${prefix}/one`, `${prefix}/one/two`];
  }
  const path = pattern.replace(/:\w+/g, 'L-1001');
  return path === '/' ? [path] : [path, `${path}/`];
}

describe('the proxy routes pages as routeOwnership does', () => {
  it('has one page location per row, in the table’s order', () => {
    expect(pageLocations).toHaveLength(routeOwnership.length);
  });

  it.each(routeOwnership.flatMap((row) => examples(row.pattern).map((path) => [path, row.pattern])))(
    '%s (row %s)',
    (path) => {
      expect(isKnownPath(path)).toBe(true);
      expect(appOfLocation(path)).toBe(appForPath(path));
    },
  );

  it.each([
    '/nowhere',
    '/dealer',
    '/dealer/other',
    '/client',
    '/lease-takeover/a/b',
    '/companyx',
    '/staffroom',
  ])('%s is no page of the table, nor of the proxy', (path) => {
    expect(isKnownPath(path)).toBe(false);
    expect(appOfLocation(path)).toBeUndefined();
  });
});

describe.skipIf(!existsSync('/usr/sbin/nginx'))('nginx', () => {
  it('accepts the configuration (nginx -t)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfi-nginx-test-'));
    try {
      writeFileSync(
        join(dir, 'nginx.conf'),
        nginxConfig({
          upstreams: ['127.0.0.1:8081'],
          listen: '127.0.0.1:8080',
          tempDir: dir,
          pidFile: join(dir, 'nginx.pid'),
          errorLog: join(dir, 'error.log'),
          accessLog: join(dir, 'access.log'),
        }),
      );
      const result = spawnSync(
        '/usr/sbin/nginx',
        ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
        { encoding: 'utf8' },
      );
      expect(result.status, result.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
