import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

/** Collects the child's stdout until the line that says it listens. */
function waitForListening(process: ChildProcess): Promise<{ url: string; output: () => string }> {
  let output = '';
  return new Promise((resolve, reject) => {
    process.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (match?.[1]) resolve({ url: match[1], output: () => output });
    });
    process.once('exit', (code) => reject(new Error(`serve exited with ${code} before listening`)));
  });
}

describe('tsx src/cli/serve.ts', () => {
  it('serves the API on a free port, prints one line, and stops cleanly on SIGTERM', async () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
      cwd: apiDir,
      env: {
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'memory',
        BUILD_ID: 'spawned',
        SEED_DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const { url, output } = await waitForListening(child);

    const versions = await fetch(`${url}/api/main/versions`);
    expect(await versions.json()).toEqual({ frontEnd: 'spawned' });
    expect(await (await fetch(`${url}/api/main/makes`)).json()).toEqual([]);

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output()).toBe(`listening on ${url}\n`);
  });
});
