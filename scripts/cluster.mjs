#!/usr/bin/env node
// `pnpm cluster`: the product as a lender runs it, on this machine: two API nodes behind nginx, on
// a PostgreSQL server and an S3-compatible bucket, with a new database and the demo data. Builds the
// apps first if needed, prints where everything is, and stops it all on Ctrl-C.
//   pnpm cluster [--nodes 3]
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { startCluster } from './cluster/index.mjs';

/** @type {typeof import('../apps/api/src/seed/demo-accounts.ts')} */
const { demoSignIns } = await tsImport('../apps/api/src/seed/demo-accounts.ts', import.meta.url);

const { values } = parseArgs({ options: { nodes: { type: 'string', default: '2' } } });
const count = Number(values.nodes);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: pnpm cluster [--nodes <a number of nodes, 1 or more>]');
  process.exit(2);
}

console.log(
  `Starting ${count} node${count === 1 ? '' : 's'} behind nginx (the first start seeds the demo data)…`,
);
const cluster = await startCluster({ nodes: count, log: console.log });
const { origin } = cluster;
// Staff sign-in codes and e-mailed links are printed by whichever node sent them.
const shown = new Map();
const showOutbox = () => {
  for (const node of cluster.nodes) {
    const text = node.output();
    const from = shown.get(node) ?? 0;
    const end = text.lastIndexOf('\n') + 1;
    for (const line of text.slice(from, end).split('\n'))
      if (line.startsWith('[outbox]')) console.log(`${node.name}: ${line}`);
    shown.set(node, Math.max(from, end));
  }
};
showOutbox();
setInterval(showOutbox, 500).unref();

console.log(
  [
    '',
    `SFI cluster is running at ${origin}/ (nginx, the one origin)`,
    `  public site     ${origin}/`,
    `  client sign-in  ${origin}/client/login`,
    `  dealer sign-in  ${origin}/dealer/login`,
    `  staff console   ${origin}/staff/quotes`,
    '',
    ...cluster.nodes.map((node) => `  ${node.name.padEnd(14)}  ${node.origin} (API and apps)`),
    `  PostgreSQL      ${cluster.postgres.url}`,
    `  S3 (s3rver)     ${cluster.s3.endpoint}/${cluster.s3.bucket}`,
    '',
    'Demo sign-ins (this new database only):',
    ...demoSignIns.map((entry) => `  ${entry.audience.padEnd(18)}  ${entry.username} / ${entry.password}`),
    '  Staff sign-in codes and e-mailed links are printed below as "[outbox] …" lines.',
    '',
    `Each answer names its node (X-Served-By); a cookie sfi_node=node1 pins a browser to one node.`,
    'Ctrl-C stops everything.',
    '',
  ].join('\n'),
);
// startCluster stops everything on Ctrl-C and SIGTERM; until then, this process keeps running.
