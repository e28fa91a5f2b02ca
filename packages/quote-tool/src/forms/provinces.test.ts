import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Domain from '@sfi/domain';
import type { ProvinceCode } from '@sfi/domain';

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

// The provinces' French, which the common area's French table gives the running app.
vi.mock('@sfi/domain', async (original) => {
  const domain = await original<typeof Domain>();
  return {
    ...domain,
    provinceLabel: (code: ProvinceCode) =>
      domain.activeLocale() === 'fr-CA' ? french[code] : domain.provinceLabel(code),
  };
});

const { defaultLocale, setActiveLocale } = await import('@sfi/domain');
const { provincesByName } = await import('./provinces.ts');

describe('provincesByName', () => {
  afterEach(() => setActiveLocale(defaultLocale));

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
    setActiveLocale('fr-CA');
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
  });
});
