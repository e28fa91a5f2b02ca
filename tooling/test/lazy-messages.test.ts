// No message looked up when a module loads: a `message(…)` (or an area's `gpsMessage(…)`…) outside
// any function is said in the language active at import time, and stays in it after the user
// switches. Each row is a folder whose modules must look their words up when they are shown; a
// lookup found at module level is reported by file and line, so the failure says what to wrap.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

const folders: Array<[folder: string]> = [
  ['packages/domain/src'],
  ['packages/file-tool/src'],
  ['apps/staff/src/gps'],
  ['apps/staff/src/photos'],
];

/** `message`, or an area's lookup (`gpsMessage`, `fileMoneyMessage`…). */
const isLookup = (name: string) => name === 'message' || /^[a-z]\w*Message$/.test(name);

/** The message lookups of a module that run when it loads: `file:line: call`. */
function moduleLevelLookups(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // Code in a function or a class runs when it is called, not when the module loads.
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && isLookup(node.expression.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file.slice(root.length)}:${line + 1}: ${node.getText().split('\n')[0]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe.each(folders)('the modules of %s', (folder) => {
  it('look no message up when they load, so every word follows the active language', () => {
    const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(?:test|stories)\.tsx?$|\.d\.ts$/.test(file))
      .map((file) => join(root, folder, file));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(moduleLevelLookups)).toEqual([]);
  });
});
