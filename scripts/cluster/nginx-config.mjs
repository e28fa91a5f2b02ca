#!/usr/bin/env node
// The reverse proxy's configuration, for Debian's nginx (1.22) or the official image: the loopback
// cluster (`startCluster()`) and the container deployment (`deploy/nginx.conf`) both use it.
// Its page routing is generated from the route ownership table of @sfi/domain (`routeOwnership`,
// the table every router reads), so the proxy knows the same pages as the servers behind it.
//
//   node scripts/cluster/nginx-config.mjs --listen 80 --upstream api1:8080 --upstream api2:8080
//
// prints the configuration (a whole `nginx.conf`).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const domain = await tsImport('../../packages/domain/src/index.ts', import.meta.url);
const { appAssetBase, appNames, PHOTO_UPLOAD_MAX_BYTES, routeOwnership, serviceBasePaths, UPLOAD_MAX_BYTES } =
  domain;

/** The cookie that pins a browser to one node: a test and operator affordance (see `nginxConfig`). */
export const nodeCookie = 'sfi_node';

/** The live socket's path (socket.io under the main service, apps/api/src/live/live.ts). */
export const socketPath = `${serviceBasePaths.main}/socket.io/`;

/** The name the configuration gives the node at `upstreams[index]`: `node1`, `node2`, … */
export const nodeName = (index) => `node${index + 1}`;

/** A limit for `client_max_body_size`, in whole kilobytes above `bytes`. */
const kilobytes = (bytes) => `${Math.ceil(bytes / 1024)}k`;

/** Form fields and multipart boundaries around an uploaded file. */
const FORM_OVERHEAD = 64 * 1024;

/** A regular expression's text matching `text` literally. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression of an nginx `location` matching what `pathMatches` of @sfi/domain
 * matches, on a path whose trailing slashes the servers ignore (`/company/` is `/company`): an
 * exact path, `:param` segments (one non-empty segment each), or a prefix ending in `/*`.
 */
export function locationPattern(pattern) {
  if (pattern.endsWith('/*')) return `^${literal(pattern.slice(0, -2))}(?:/.*)?$`;
  const segments = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : literal(part)))
    .join('/');
  return `^${segments.replace(/\/$/, '')}/*$`;
}

/**
 * A whole `nginx.conf` for one origin in front of the API nodes `upstreams` (`host:port`).
 *
 * - Pages: one regular-expression location per row of `routeOwnership`, in the table's order (nginx
 *   tries them in order and takes the first match, as the table does); each names its app in the
 *   access log (`app=staff`). Any other path goes to the nodes, which send unknown pages to `/`.
 * - The apps' files (`/_apps/<app>/`), the API (`/api/`), the identity provider (`/oidc/`) and the
 *   local bucket (`/storage/`) by prefix; the live socket (`/api/main/socket.io/`) with its
 *   WebSocket upgrade and hour-long timeouts.
 * - Every request goes to the nodes with `Host`, `X-Forwarded-For`, `X-Forwarded-Proto` and
 *   `X-Request-Id` (nginx's `$request_id`); every answer says which node served it
 *   (`X-Served-By: <host:port>`; two addresses when the first failed).
 * - A node that refuses, times out or answers 502/503 is left for `fail_timeout` and the request is
 *   retried on another (nginx never retries a POST, PUT, PATCH or DELETE that reached a node).
 * - Bodies: attachments go straight to the S3 bucket (presigned POST), so the API takes at most a
 *   takeover photo (its multipart form), the local bucket an attachment, anything else 1 MB.
 * - Affinity: socket.io's polling requests must reach the node that opened the socket, so the
 *   socket's requests are routed by the client's address. A `sfi_node=node2` cookie pins a browser
 *   (pages, API and socket) to one node, the others as backups: how a test puts two browsers on
 *   different nodes, and how an operator reproduces a problem on one node.
 *
 * @param {{
 *   upstreams: string[],
 *   listen?: string | number,
 *   serverName?: string,
 *   tempDir?: string,
 *   pidFile?: string,
 *   errorLog?: string,
 *   accessLog?: string,
 *   workerProcesses?: number | 'auto',
 * }} options `tempDir`: where nginx keeps request bodies and buffered answers (a folder of its
 *   own when it runs without root); `listen` defaults to 80.
 * @returns {string}
 */
export function nginxConfig({
  upstreams,
  listen = 80,
  serverName = '_',
  tempDir,
  pidFile,
  errorLog,
  accessLog = '/dev/stdout',
  workerProcesses = 'auto',
}) {
  if (!Array.isArray(upstreams) || upstreams.length === 0) throw new Error('nginxConfig: no upstreams');
  const servers = (indent, extra = () => '') =>
    upstreams
      .map((address, i) => `${indent}server ${address} max_fails=1 fail_timeout=5s${extra(i)};`)
      .join('\n');
  const pinned = upstreams
    .map(
      (_, pin) => `  upstream sfi_${nodeName(pin)} {
${servers('    ', (i) => (i === pin ? '' : ' backup'))}
    keepalive 16;
  }`,
    )
    .join('\n');
  const cookieMap = (fallback) =>
    [
      `    default sfi_${fallback};`,
      ...upstreams.map((_, i) => `    ${nodeName(i)} sfi_${nodeName(i)};`),
    ].join('\n');
  const temp = tempDir
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `  ${kind}_temp_path ${tempDir}/${kind};`)
        .join('\n')
    : '';
  const pages = routeOwnership
    .map(
      (row) => `    # ${row.pattern}
    location ~ ${locationPattern(row.pattern)} {
      set $sfi_app ${row.app};
      proxy_pass http://$sfi_upstream;
    }`,
    )
    .join('\n');
  const assets = appNames
    .map(
      (app) => `    location ^~ ${appAssetBase(app)} {
      set $sfi_app ${app};
      proxy_pass http://$sfi_upstream;
    }`,
    )
    .join('\n');
  return `# Generated by scripts/cluster/nginx-config.mjs from routeOwnership (@sfi/domain); do not edit.
worker_processes ${workerProcesses};
${pidFile ? `pid ${pidFile};\n` : ''}${errorLog ? `error_log ${errorLog} warn;\n` : ''}
events {
  worker_connections 4096;
}

http {
${temp}
  server_tokens off;
  log_format sfi '$remote_addr "$request" $status $body_bytes_sent app=$sfi_app '
                 'node=$upstream_addr upstream_status=$upstream_status id=$request_id '
                 '$request_time s';
  access_log ${accessLog} sfi;

  # Every node, in turn, for pages and API calls not pinned to a node.
  upstream sfi_nodes {
${servers('    ')}
    keepalive 16;
  }
  # The live socket: socket.io's polling requests must reach the node that opened the socket.
  upstream sfi_sockets {
    hash $remote_addr consistent;
${servers('    ')}
  }
  # One node, the others as backups: where a ${nodeCookie} cookie pins a browser.
${pinned}

  map $cookie_${nodeCookie} $sfi_upstream {
${cookieMap('nodes')}
  }
  map $cookie_${nodeCookie} $sfi_socket_upstream {
${cookieMap('sockets')}
  }
  # A WebSocket upgrade is passed on; any other request keeps its upstream connection alive.
  map $http_upgrade $sfi_connection {
    default upgrade;
    '' '';
  }

  server {
    listen ${listen};
    server_name ${serverName};

    set $sfi_app '-';
    client_max_body_size 1m;

    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $sfi_connection;
    add_header X-Served-By $upstream_addr always;

    proxy_connect_timeout 2s;
    proxy_send_timeout 60s;
    proxy_read_timeout 300s;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 2;
    proxy_next_upstream_timeout 10s;

    # The live socket (polling and WebSocket).
    location ^~ ${socketPath} {
      proxy_pass http://$sfi_socket_upstream;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
    # The API: its largest body is a takeover photo's form; attachments go straight to the bucket.
    location ^~ /api/ {
      client_max_body_size ${kilobytes(PHOTO_UPLOAD_MAX_BYTES + FORM_OVERHEAD)};
      proxy_pass http://$sfi_upstream;
    }
    # The embedded identity provider.
    location ^~ /oidc/ {
      proxy_pass http://$sfi_upstream;
    }
    # The local bucket (one node with the local bucket; a cluster uses S3).
    location ^~ /storage/ {
      client_max_body_size ${kilobytes(UPLOAD_MAX_BYTES + FORM_OVERHEAD)};
      proxy_request_buffering off;
      proxy_pass http://$sfi_upstream;
    }
    # The apps' built files.
${assets}
    # The pages, by routeOwnership, in its order.
${pages}
    # Anything else: the nodes answer it (an unknown page is sent to /).
    location / {
      proxy_pass http://$sfi_upstream;
    }
  }
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      upstream: { type: 'string', multiple: true },
      'server-name': { type: 'string', default: '_' },
    },
  });
  if (!values.upstream?.length) {
    console.error(
      'Usage: node scripts/cluster/nginx-config.mjs --listen 80 --upstream host:port [--upstream …]',
    );
    process.exit(2);
  }
  process.stdout.write(
    nginxConfig({ upstreams: values.upstream, listen: values.listen, serverName: values['server-name'] }),
  );
}
