// The reverse proxy's configuration (scripts/cluster/nginx-config.mjs) routes pages by the route
// ownership table: for a path of each row, the first of its regular-expression locations that
// matches (nginx's rule, and the table's) names the app `appForPath` names, trailing slashes
// included; a path the table does not name matches none (the nodes send it to `/`). And nginx
// itself accepts the configuration.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    '/fr/nowhere',
    '/fr/staff',
    '/fresh',
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

/** A server on a free loopback port answering what the proxy sent it, and which node it is. */
async function echoNode(name: string): Promise<{ server: Server; address: string }> {
  const server = createServer((request, response) =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ node: name, headers: request.headers })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const freePort = async () => {
  const { server, address } = await echoNode('probe');
  await new Promise((resolve) => server.close(resolve));
  return Number(address.split(':')[1]);
};

describe.skipIf(!existsSync('/usr/sbin/nginx'))('nginx, attacked by a client', () => {
  it('sends the nodes its own X-Forwarded-For and X-Request-Id, and routes the pinning cookie to its upstreams only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfi-nginx-attack-'));
    const nodes = [await echoNode('node1'), await echoNode('node2')];
    const port = await freePort();
    mkdirSync(join(dir, 'temp'), { recursive: true });
    chmodSync(join(dir, 'temp'), 0o777);
    writeFileSync(
      join(dir, 'nginx.conf'),
      nginxConfig({
        upstreams: nodes.map((node) => node.address),
        listen: `127.0.0.1:${port}`,
        tempDir: join(dir, 'temp'),
        pidFile: join(dir, 'nginx.pid'),
        errorLog: join(dir, 'error.log'),
        accessLog: join(dir, 'access.log'),
        workerProcesses: 1,
      }),
    );
    const nginx = spawn(
      '/usr/sbin/nginx',
      ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
      { stdio: 'ignore' },
    );
    const ask = async (headers: Record<string, string>, path = '/api/main/anything') => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      expect(response.status).toBe(200);
      return (await response.json()) as { node: string; headers: Record<string, string> };
    };
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/`).then(
              (response) => response.status,
              () => 0,
            ),
          {
            timeout: 10_000,
            interval: 50,
          },
        )
        .toBe(200);
      const forged = await ask({
        'x-forwarded-for': '198.51.100.7, 10.0.0.1',
        'x-real-ip': '198.51.100.7',
        'x-request-id': 'forged-by-the-client',
      });
      expect(forged.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      // Every location sends the same headers: none sets its own and drops the server's.
      for (const path of ['/', '/staff', '/oidc/auth', '/storage/x', '/api/main/socket.io/?EIO=4'])
        expect((await ask({ 'x-forwarded-for': '198.51.100.7' }, path)).headers['x-forwarded-for']).toBe(
          '127.0.0.1',
        );

      expect((await ask({ cookie: 'sfi_node=node2' })).node).toBe('node2');
      expect((await ask({ cookie: 'sfi_node=node1' })).node).toBe('node1');
      // Anything else in the cookie is no node: the usual round robin over the configured nodes.
      for (const cookie of [
        `sfi_node=${nodes[1]!.address}`,
        'sfi_node=127.0.0.1:1',
        'sfi_node=evil.example',
        'sfi_node=sfi_node2',
        'sfi_node=node3',
        'sfi_node=../node2',
        'sfi_node=node2%0d%0aHost:%20evil',
        'sfi_node=http://evil.example/',
      ]) {
        const { node } = await ask({ cookie });
        expect(['node1', 'node2'], cookie).toContain(node);
      }
    } finally {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => (nginx.exitCode === null ? nginx.once('exit', resolve) : resolve(null)));
      for (const node of nodes) await new Promise((resolve) => node.server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
