// The rule of eslint.config.js that keeps the staff console's list addresses in one hook
// (`staffListAddress`): each row is a file, what it imports, and whether the lint must fail.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

const cases: Array<[file: string, source: string, fails: boolean]> = [
  ['apps/staff/src/dealers/DealersPage.tsx', "import { useSearchParams } from 'react-router-dom';", true],
  [
    'apps/staff/src/gps/GpsPage.tsx',
    "import { useNavigate, useSearchParams } from 'react-router-dom';",
    true,
  ],
  [
    'apps/staff/src/people/ClientsPage.tsx',
    "import { useSearchParams as params } from 'react-router-dom';",
    true,
  ],
  ['apps/staff/src/lists/useListSearch.ts', "import { useSearchParams } from 'react-router-dom';", false],
  ['apps/staff/src/gps/GpsPage.tsx', "import { useNavigate } from 'react-router-dom';", false],
  ['apps/staff/src/gps/GpsPage.tsx', "import { useListSearch } from '../lists/useListSearch.ts';", false],
  ['apps/dealer/src/x.tsx', "import { useSearchParams } from 'react-router-dom';", false],
];

describe("the staff lists' address", () => {
  it.each(cases)('%s with %s fails the lint: %s', async (file, source, fails) => {
    const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: file });
    const errors = result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    expect(errors.length > 0).toBe(fails);
  });
});
