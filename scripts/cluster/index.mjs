// The product as a lender runs it, on this machine: Debian's PostgreSQL, an S3-compatible server
// (s3rver), API nodes serving the built apps (`pnpm start`'s apps/api/src/cli/start.ts) and
// Debian's nginx in front as the one origin, its configuration generated from the route
// ownership table (./nginx-config.mjs). Everything listens on 127.0.0.1 on free ports and stops
// on `stop()`, when the process exits, and on Ctrl-C or SIGTERM.
//
//   const cluster = await startCluster({ nodes: 2 });
//   … cluster.origin (the proxy), cluster.nodes[0].kill('SIGKILL'), await cluster.nodes[0].restart() …
//   await cluster.stop();
//
// `pnpm cluster` (scripts/cluster.mjs) starts one for a person; the e2e fixture starts one with
// E2E_CLUSTER=1 (playwright.cluster.config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { tsImport } from 'tsx/esm/api';
import { freePort, startPostgres } from '../lib/postgres.mjs';
import { nginxConfig, nodeName } from './nginx-config.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apiDir = join(root, 'apps/api');
export const nginxBin = '/usr/sbin/nginx';

/** The bucket and the keys of the S3-compatible server (s3rver's one account). */
export const s3Settings = {
  bucket: 'sfi-attachments',
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
};

/** How long a node may take to migrate, seed and listen (a cold first start seeds the demo data). */
const NODE_START_MS = 240_000;
/** How long a node may take to stop on SIGTERM before it is killed. */
const NODE_STOP_MS = 10_000;

/**
 * The CORS rules of the bucket: pages of the product's origin post uploads to it (a presigned POST
 * through XMLHttpRequest, whose upload progress makes the browser ask first) and read its objects
 * through signed GET URLs.
 */
export function corsRules(origin) {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

/**
 * Builds the apps when they are not built from one build or their sources changed since (as
 * `pnpm start` does), once, before any node starts: two nodes never build at the same time.
 */
export async function buildIfNeeded({ log = console.log } = {}) {
  const { readBuildId, isBuildStale } = await tsImport('../../apps/api/src/web/apps.ts', import.meta.url);
  const built = readBuildId();
  if (built && !isBuildStale()) return;
  log(
    built
      ? 'cluster: the sources changed since the last build; building the apps…'
      : 'cluster: building the apps…',
  );
  const { status } = spawnSync(process.execPath, ['scripts/build-apps.mjs'], { cwd: root, stdio: 'inherit' });
  if (status !== 0 || !readBuildId())
    throw new Error('cluster: the apps could not be built; see the messages above.');
}

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
async function listening(port, { timeout = 20_000, exited } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    const accepted = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1')
        .once('connect', () => {
          socket.destroy();
          resolve(true);
        })
        .once('error', () => resolve(false));
    });
    if (accepted) return;
    if (exited?.()) throw new Error(`Nothing listens on ${port}: the process exited`);
    if (Date.now() > until) throw new Error(`Nothing listens on ${port} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves when the child has exited (at once if it has). */
function exited(child) {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit');
}

/**
 * Starts the cluster; see the file's comment. The nodes share one new database (they migrate it
 * under an advisory lock, and the demo data's seeding claims each part in one transaction, so they
 * start together) and one bucket.
 *
 * @param {{ nodes?: number, build?: boolean, log?: (line: string) => void, env?: Record<string, string> }} [options]
 *   `build`: build the apps first if needed (default true); `log`: where the harness's own lines go
 *   (default: nowhere); `env`: more settings for every node.
 */
export async function startCluster({ nodes: count = 2, build = true, log = () => {}, env = {} } = {}) {
  if (build) await buildIfNeeded({ log });
  const dir = mkdtempSync(join(tmpdir(), 'sfi-cluster-'));
  // nginx's workers run as `nobody` when the harness runs as root: they write in its folders.
  chmodSync(dir, 0o777);
  const stoppers = [];
  let stopped = false;
  /** Stops everything started so far, newest first; the process-exit hook does it synchronously. */
  const stopNow = () => {
    for (const stopper of stoppers.splice(0).reverse()) {
      try {
        stopper.sync();
      } catch {
        // Best effort: the rest still stops.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onExit = () => stopNow();
  const onSignal = (signal) => {
    stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  async function stop() {
    if (stopped) return;
    stopped = true;
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    for (const stopper of stoppers.splice(0).reverse()) {
      try {
        await stopper.async();
      } catch (error) {
        log(`cluster: ${stopper.name} did not stop cleanly: ${error}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }

  try {
    const proxyPort = await freePort();
    const origin = `http://127.0.0.1:${proxyPort}`;

    const postgres = await startPostgres({ quiet: true });
    stoppers.push({ name: 'postgres', sync: () => postgres.remove(), async: async () => postgres.remove() });
    log(`cluster: PostgreSQL on 127.0.0.1:${postgres.port}`);

    const s3Dir = join(dir, 's3');
    mkdirSync(s3Dir);
    const s3rver = new S3rver({
      address: '127.0.0.1',
      // A port of its own, so that the server closed (storage away) runs again where the nodes look.
      port: await freePort(),
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: s3Settings.bucket, configs: [corsRules(origin)] }],
    });
    const { port: s3Port } = await s3rver.run();
    const s3 = {
      endpoint: `http://127.0.0.1:${s3Port}`,
      bucket: s3Settings.bucket,
      directory: s3Dir,
      server: s3rver,
    };
    stoppers.push({ name: 's3rver', sync: () => s3rver.close(), async: () => s3rver.close() });
    log(`cluster: S3 (s3rver) at ${s3.endpoint}, bucket ${s3.bucket}`);

    const nodeEnv = {
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3Settings.region,
      S3_ACCESS_KEY_ID: s3Settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3Settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO_DATA: 'true',
      ...env,
    };
    // Every node's lines, in the order they came: the newest code is the one printed last.
    let output = '';
    const nodes = [];
    for (let index = 0; index < count; index += 1) {
      const node = apiNode({
        name: nodeName(index),
        port: await freePort(),
        env: nodeEnv,
        onLines: (lines) => (output += lines),
      });
      stoppers.push({ name: node.name, sync: () => node.kill('SIGKILL'), async: () => node.stop() });
      nodes.push(node);
    }
    // Together: see the comment of startCluster.
    await Promise.all(nodes.map((node) => node.start()));
    for (const node of nodes) log(`cluster: ${node.name} at ${node.origin}`);

    const nginxDir = join(dir, 'nginx');
    mkdirSync(join(nginxDir, 'temp'), { recursive: true });
    chmodSync(join(nginxDir, 'temp'), 0o777);
    const config = nginxConfig({
      upstreams: nodes.map((node) => `127.0.0.1:${node.port}`),
      listen: `127.0.0.1:${proxyPort}`,
      tempDir: join(nginxDir, 'temp'),
      pidFile: join(nginxDir, 'nginx.pid'),
      errorLog: join(nginxDir, 'error.log'),
      accessLog: join(nginxDir, 'access.log'),
      workerProcesses: 1,
    });
    writeFileSync(join(nginxDir, 'nginx.conf'), config);
    const nginx = spawn(
      nginxBin,
      [
        '-p',
        nginxDir,
        '-c',
        join(nginxDir, 'nginx.conf'),
        '-e',
        join(nginxDir, 'error.log'),
        '-g',
        'daemon off;',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let nginxErrors = '';
    nginx.stderr.on('data', (chunk) => (nginxErrors += chunk));
    stoppers.push({
      name: 'nginx',
      sync: () => nginx.kill('SIGKILL'),
      async: async () => {
        nginx.kill('SIGTERM');
        await exited(nginx);
      },
    });
    try {
      await listening(proxyPort, { exited: () => nginx.exitCode !== null });
    } catch (error) {
      throw new Error(`nginx did not start: ${nginxErrors}${readLog(join(nginxDir, 'error.log'))}`, {
        cause: error,
      });
    }
    log(`cluster: nginx at ${origin}/`);

    return {
      origin,
      nodes,
      postgres,
      s3,
      proxy: {
        process: nginx,
        config,
        accessLog: () => readLog(join(nginxDir, 'access.log')),
        errorLog: () => readLog(join(nginxDir, 'error.log')),
      },
      /**
       * Every line the nodes printed, in the order they came (the console outbox prints a code or a
       * link on whichever node sent it); `node.output()` is one node's.
       */
      output: () => output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readLog(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** One API node: `node --import tsx src/cli/start.ts` on its own port, restartable on that port. */
function apiNode({ name, port, env, onLines }) {
  let child;
  let output = '';
  const origin = `http://127.0.0.1:${port}`;
  const node = {
    name,
    port,
    origin,
    get process() {
      return child;
    },
    output: () => output,
    /** Sends a signal to the node's process (SIGKILL: it dies at once; SIGTERM: it stops cleanly). */
    kill(signal = 'SIGTERM') {
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    /** Starts the node, resolving once it serves (it prints "SFI is running at"). */
    async start() {
      const printed = output.length;
      child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts'], {
        cwd: apiDir,
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Whole lines only go to `onLines`, so two nodes' lines never mix.
      for (const stream of [child.stdout, child.stderr]) {
        let partial = '';
        stream.on('data', (chunk) => {
          output += chunk;
          const text = partial + chunk;
          const end = text.lastIndexOf('\n') + 1;
          partial = text.slice(end);
          if (end > 0) onLines(text.slice(0, end));
        });
      }
      const started = child;
      await new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`${name} did not start:\n${output.slice(printed)}`)),
          NODE_START_MS,
        );
        const poll = setInterval(() => {
          if (output.slice(printed).includes('SFI is running at')) finish();
        }, 100);
        const onExit = (code, signal) =>
          finish(new Error(`${name} exited (${code ?? signal}):\n${output.slice(printed)}`));
        started.once('exit', onExit);
        function finish(error) {
          clearTimeout(timer);
          clearInterval(poll);
          started.off('exit', onExit);
          if (error) reject(error);
          else resolve();
        }
      });
    },
    /** Stops the node (SIGTERM, then SIGKILL after a while). */
    async stop() {
      if (!child) return;
      const stopping = exited(child);
      node.kill('SIGTERM');
      const timer = setTimeout(() => node.kill('SIGKILL'), NODE_STOP_MS);
      await stopping;
      clearTimeout(timer);
    },
    /** Stops the node if it runs, and starts it again on the same port. */
    async restart() {
      await node.stop();
      await node.start();
    },
  };
  return node;
}
