// No import cycle inside a source folder: each row is a folder, walked through its relative imports
// (static, type-only, re-exports and dynamic `import()` alike: a cycle of types still ties the
// files together). A cycle found is printed file by file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

const folders: string[] = ['packages/api-client/src'];

const sourceFile = /\.(ts|tsx)$/;
/** `from './x'`, `import './x'` and `import('./x')`: the relative specifiers a file imports. */
const relativeImport = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return sourceFile.test(name) ? [path] : [];
  });
}

/** Each file of the folder and the files of the folder it imports. */
function importGraph(folder: string): Map<string, string[]> {
  const files = filesUnder(folder);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(relativeImport)]
      .map((match) => resolve(dirname(file), match[1]!))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph, one per file that closes one (each as the path from its first file back to it). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const onPath = path.indexOf(file);
    if (onPath >= 0) return void cycles.push([...path.slice(onPath), file]);
    if (done.has(file)) return;
    path.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it.each(folders)('%s has none', (folder) => {
    const absolute = join(root, folder);
    const cycles = cyclesOf(importGraph(absolute)).map((cycle) =>
      cycle.map((file) => relative(absolute, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
