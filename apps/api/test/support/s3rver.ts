// An S3-compatible server (s3rver, from the npm registry) on loopback, that a test stops and
// starts again on the same port and folder, as a store that goes away and comes back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageSettings } from '../../src/storage/storage.ts';

export interface ControlledS3 {
  /** The API's settings for its bucket there. */
  settings: Extract<StorageSettings, { kind: 's3' }>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  remove(): Promise<void>;
}

export async function controlledS3(bucket = 'sfi-faults'): Promise<ControlledS3> {
  const directory = await mkdtemp(join(tmpdir(), 'sfi-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    ({ port } = await server.run());
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    // The SDK keeps its connections open: cut them, or closing waits for them.
    const closed = running.close();
    running.httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  return {
    settings: {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    stop,
    start,
    async remove() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
