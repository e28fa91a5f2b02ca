// No import cycle inside a package's source: each row is a folder, whose modules' relative imports
// (static, dynamic and re-exports, types included) must form a graph without cycles. A cycle is
// reported as the files that import each other, so the failure says where to cut.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

const folders: Array<[folder: string]> = [['apps/api/src'], ['packages/api-client/src']];

/** Every module of the folder and the modules of the folder it imports by a relative path. */
function importGraph(folder: string): Map<string, string[]> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:ts|tsx|mts)$/.test(file) && !/\.d\.ts$/.test(file))
    .map((file) => join(folder, file));
  const modules = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const imported = importedFiles
        .map(({ fileName }) => fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name))
        .filter((path) => modules.has(path));
      return [file, [...new Set(imported)]];
    }),
  );
}

/** The graph's cycles: its strongly connected components of more than one module, or a module importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const imported of graph.get(module)!) {
      if (!index.has(imported)) {
        visit(imported);
        low.set(module, Math.min(low.get(module)!, low.get(imported)!));
      } else if (onStack.has(imported)) low.set(module, Math.min(low.get(module)!, index.get(imported)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || graph.get(module)!.includes(module)) found.push(component);
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

describe('import cycles', () => {
  it.each(folders)('%s has none', (folder) => {
    const path = join(root, folder);
    const graph = importGraph(path);
    expect(graph.size).toBeGreaterThan(0);
    const found = cycles(graph).map((component) => component.map((file) => relative(path, file)).sort());
    expect(found).toEqual([]);
  });
});
