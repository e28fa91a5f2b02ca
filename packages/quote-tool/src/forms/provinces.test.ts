import { describe, expect, it, vi } from 'vitest';
import type * as Domain from '@sfi/domain';
import type { ProvinceCode } from '@sfi/domain';

/** The language the app runs in: switched by the test after the module under test is loaded. */
const language = vi.hoisted(() => ({ current: 'en-CA' }));

const french: Record<ProvinceCode, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

// The runtime's language switch, as the catalogue and the locale would follow it.
vi.mock('@sfi/domain', async (original) => {
  const domain = await original<typeof Domain>();
  return {
    ...domain,
    provinceLabel: (code: ProvinceCode) =>
      language.current === 'fr-CA' ? french[code] : domain.provinceLabel(code),
  };
});

const { provincesByName } = await import('./provinces.ts');

describe('provincesByName', () => {
  it('names and sorts the provinces in the language active when asked, not when first loaded', () => {
    expect(provincesByName().map((province) => province.name)).toEqual([
      'Alberta',
      'British Columbia',
      'Manitoba',
      'New Brunswick',
      'Newfoundland and Labrador',
      'Northwest Territories',
      'Nova Scotia',
      'Nunavut',
      'Ontario',
      'Prince Edward Island',
      'Quebec',
      'Saskatchewan',
      'Yukon',
    ]);
    language.current = 'fr-CA';
    // Île sorts with the I's, by the collator, not after Yukon as its code point would.
    expect(provincesByName().map((province) => province.id)).toEqual([
      'AB',
      'BC',
      'PE',
      'MB',
      'NB',
      'NS',
      'NU',
      'ON',
      'QC',
      'SK',
      'NL',
      'NT',
      'YT',
    ]);
    language.current = 'en-CA';
  });
});
