import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quotes } from '../lease-quotes/messages.ts';
import { admin } from './admin.ts';
import { auth } from './auth.ts';
import { chatScreens } from './chat-screens.ts';
import { clientDashboardWords } from './client-dashboard.ts';
import { client } from './client.ts';
import { common } from './common.ts';
import { dealerAdminWords } from './dealer-admin.ts';
import { fileMoney } from './file-money.ts';
import { fileTool } from './file-tool.ts';
import { files } from './files.ts';
import { gpsNavScreens } from './gps-nav.ts';
import { gpsScreens } from './gps.ts';
import { identityProviderWords } from './identity-provider.ts';
import { makes } from './makes.ts';
import { newsletterWords } from './newsletter.ts';
import { peopleNavScreens } from './people-nav.ts';
import { peopleScreens } from './people.ts';
import { photoScreens } from './photos.ts';
import { publicSite } from './public-site.ts';
import { reports } from './reports.ts';
import { roomsNavWords } from './rooms-nav.ts';
import { staffPanelWords } from './staff-panels.ts';
import { takeoverAdminNavScreens } from './takeover-admin-nav.ts';
import { takeoverAdminScreens } from './takeover-admin.ts';
import { takeoverScreens } from './takeovers.ts';

/** Every English area, by the name of its French file in `fr/`. */
const areas: Record<string, Readonly<Record<string, string>>> = {
  admin,
  auth,
  'chat-screens': chatScreens,
  'client-dashboard': clientDashboardWords,
  client,
  common,
  'dealer-admin': dealerAdminWords,
  'file-money': fileMoney,
  'file-tool': fileTool,
  files,
  'gps-nav': gpsNavScreens,
  gps: gpsScreens,
  'identity-provider': identityProviderWords,
  makes,
  newsletter: newsletterWords,
  'people-nav': peopleNavScreens,
  people: peopleScreens,
  photos: photoScreens,
  'public-site': publicSite,
  quotes,
  reports,
  'rooms-nav': roomsNavWords,
  'staff-panels': staffPanelWords,
  'takeover-admin-nav': takeoverAdminNavScreens,
  'takeover-admin': takeoverAdminScreens,
  takeovers: takeoverScreens,
};

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

describe.each(Object.entries(areas))('French of %s', (area, english) => {
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
        !branches(english[key]!).every((branch) => branch === 'one' || branches(french[key]!).includes(branch)),
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
