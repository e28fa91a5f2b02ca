import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, translated } from '../locale.ts';
import { englishAreas as areas } from './areas.ts';

interface FrenchFile {
  default: Readonly<Record<string, string>>;
  /** Keys whose French is rightly the English (a brand, an acronym): each checked by hand. */
  sameInFrench?: readonly string[];
}

const frenchFiles = new Map<string, FrenchFile>();
for (const name of readdirSync(new URL('./fr/', import.meta.url)).filter((file) => file.endsWith('.ts')))
  frenchFiles.set(name.slice(0, -'.ts'.length), (await import(`./fr/${name}`)) as FrenchFile);

function frenchOf(area: string): FrenchFile | undefined {
  return frenchFiles.get(area);
}

/** A message's placeholders and plural arguments, sorted: the words around them may change, they may not. */
function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{(\w+)(?:, (plural|select|number|date))?/g)].map(
    ([, name, kind]) => `${name}${kind ? `:${kind}` : ''}`,
  );
  return [...new Set(names)].sort();
}

/** Plural and select branches present in the English (`one`, `other`…), which French must offer too. */
function branches(text: string): string[] {
  return [...text.matchAll(/(?:^|\s|\})(=?\w+) \{/g)].map(([, name]) => name!).sort();
}

beforeAll(() => loadLocale('fr-CA'));

describe.each(Object.entries(areas))('French of %s', (area, english) => {
  it('is registered beside the English, and loaded with the French', () => {
    const french = frenchOf(area)?.default ?? {};
    const unloaded = Object.keys(french).filter(
      (key) => translated(key, english[key] ?? '', 'fr-CA') !== french[key],
    );
    expect(unloaded).toEqual([]);
  });

  it('exists, with every key of the English and no other', () => {
    const french = frenchOf(area);
    expect(french, `catalogue/fr/${area}.ts is missing`).toBeDefined();
    expect(Object.keys(french!.default).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps every placeholder of the English', () => {
    const french = frenchOf(area)?.default ?? {};
    const differing = Object.keys(english).filter(
      (key) => key in french && placeholders(french[key]!).join() !== placeholders(english[key]!).join(),
    );
    expect(differing.map((key) => [key, english[key], french[key]])).toEqual([]);
  });

  it('offers the plural branches the English offers', () => {
    const french = frenchOf(area)?.default ?? {};
    const missing = Object.keys(english).filter(
      (key) =>
        key in french &&
        english[key]!.includes(', plural,') &&
        !branches(english[key]!).every(
          (branch) => branch === 'one' || branches(french[key]!).includes(branch),
        ),
    );
    expect(missing).toEqual([]);
  });

  it('is French: no message is a copy of the English, unless listed in sameInFrench', () => {
    const file = frenchOf(area);
    const french = file?.default ?? {};
    const same = new Set(file?.sameInFrench ?? []);
    const copies = Object.keys(english).filter(
      (key) => key in french && !same.has(key) && french[key]!.trim() === english[key]!.trim(),
    );
    expect(copies).toEqual([]);
    // Every key listed as rightly the same is indeed the same, so the list cannot hide a stale key.
    expect([...same].filter((key) => french[key] !== english[key])).toEqual([]);
  });

  it('writes Québec typography: no straight double quotes, no space before ? ! ;', () => {
    const french = frenchOf(area)?.default ?? {};
    const bad = Object.entries(french).filter(([, text]) => /"|\s[?!;]/.test(text.replace(/\{[^}]*\}/g, '')));
    expect(bad).toEqual([]);
  });
});
