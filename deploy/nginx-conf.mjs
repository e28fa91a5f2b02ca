#!/usr/bin/env node
// Writes deploy/nginx.conf, the proxy of compose.yaml, from the generator the loopback cluster uses
// (scripts/cluster/nginx-config.mjs, its page routing from routeOwnership): nginx listens on 8080
// in its container, in front of the two nodes of the compose file. tooling/test/deploy.test.ts
// fails when the committed file is not what this writes now: run this script after changing the
// routes or the generator.      node deploy/nginx-conf.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from '../scripts/cluster/nginx-config.mjs';

/** Where the configuration is written (mounted at /etc/nginx/nginx.conf by compose.yaml). */
export const deployNginxFile = fileURLToPath(new URL('./nginx.conf', import.meta.url));

/** The configuration of compose.yaml's proxy: its two nodes, `api1` and `api2`, each on port 8080. */
export function deployNginxConfig() {
  return nginxConfig({ upstreams: ['api1:8080', 'api2:8080'], listen: 8080 });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(deployNginxFile, deployNginxConfig());
  console.log(`wrote ${deployNginxFile}`);
}
