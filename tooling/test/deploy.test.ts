// The deployment's files stay true to the code: the proxy of compose.yaml is what the generator the
// loopback cluster uses writes now (its routing comes from routeOwnership, so a new page changes
// it), and docs/deploy.md names every setting the server reads and every one compose.yaml sets.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The variables `loadEnv` reads: the keys of its schema in apps/api/src/env.ts. */
function serverSettings(): string[] {
  const source = read('apps/api/src/env.ts');
  const start = source.indexOf('const EnvSchema = z.object({');
  const schema = source.slice(start, source.indexOf('\n});', start));
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

/** The variables compose.yaml gives the API nodes (its `x-api` block's `environment`). */
function composeSettings(): string[] {
  const source = read('compose.yaml');
  const block = source.slice(source.indexOf('x-api:'), source.indexOf('\nservices:'));
  const environment = block.slice(block.indexOf('  environment:'), block.indexOf('  depends_on:'));
  return [...environment.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

describe('the deployment files', () => {
  it('deploy/nginx.conf is what deploy/nginx-conf.mjs writes now (run it after changing the routes)', async () => {
    const { deployNginxConfig } = (await import(
      new URL('../../deploy/nginx-conf.mjs', import.meta.url).href
    )) as {
      deployNginxConfig: () => string;
    };
    expect(read('deploy/nginx.conf')).toBe(deployNginxConfig());
  });

  it('finds the settings it checks', () => {
    expect(serverSettings()).toEqual(expect.arrayContaining(['DATABASE_URL', 'PUBLIC_ORIGIN', 'S3_BUCKET']));
    expect(composeSettings()).toEqual(expect.arrayContaining(['DATABASE_URL', 'NODE_ENV', 'S3_ENDPOINT']));
  });

  it('docs/deploy.md names every setting the server reads and every one compose.yaml sets', () => {
    const docs = read('docs/deploy.md');
    const missing = [...new Set([...serverSettings(), ...composeSettings()])].filter(
      (name) => !docs.includes(`\`${name}\``),
    );
    expect(missing).toEqual([]);
  });
});
