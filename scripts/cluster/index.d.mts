// Types of index.mjs, for the TypeScript that starts a cluster (e2e/fixtures.ts, tests).
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

/** One API node behind the proxy. */
export interface ClusterNode {
  /** `node1`, `node2`, …: the name a `sfi_node` cookie pins a browser to. */
  name: string;
  port: number;
  /** The node's own origin (`http://127.0.0.1:<port>`), bypassing the proxy. */
  origin: string;
  /** The node's current process. */
  readonly process: ChildProcess | undefined;
  /** What this node printed, over all its starts. */
  output(): string;
  /** Sends a signal to the node's process (SIGKILL: it dies at once; SIGTERM: it stops cleanly). */
  kill(signal?: NodeJS.Signals): void;
  /** Starts the node (again), resolving once it serves. */
  start(): Promise<void>;
  /** Stops the node: SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** Stops the node if it runs and starts it again on the same port. */
  restart(): Promise<void>;
}

export interface Cluster {
  /** The proxy's origin: the product's one origin (`PUBLIC_ORIGIN` of every node). */
  origin: string;
  nodes: ClusterNode[];
  /** The PostgreSQL server (scripts/lib/postgres.mjs): `stop()` and `start()` it for a restart. */
  postgres: {
    url: string;
    port: number;
    dir: string;
    bin: string;
    start(): void;
    stop(mode?: string): void;
    remove(): void;
  };
  /** The S3-compatible server (s3rver, in this process): `server.close()` takes storage away. */
  s3: {
    endpoint: string;
    bucket: string;
    directory: string;
    server: { close(): Promise<void>; run(): Promise<unknown>; httpServer?: Server };
  };
  /** nginx: its process, configuration and logs (the access log names each request's node and app). */
  proxy: { process: ChildProcess; config: string; accessLog(): string; errorLog(): string };
  /** Every line the nodes printed, in the order they came. */
  output(): string;
  /** Stops everything (also done on process exit, SIGINT and SIGTERM). */
  stop(): Promise<void>;
}

export declare const s3Settings: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};
export declare const nginxBin: string;
export declare function corsRules(origin: string): string;
export declare function buildIfNeeded(options?: { log?: (line: string) => void }): Promise<void>;
export declare function startCluster(options?: {
  nodes?: number;
  build?: boolean;
  log?: (line: string) => void;
  env?: Record<string, string>;
}): Promise<Cluster>;
