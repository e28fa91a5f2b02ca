import { describe, expect, it } from 'vitest';
import { otherLocale } from './locale.ts';
import { siteLocaleOf, sitePathIn, sitePathWithoutLocale } from './site-languages.ts';

describe('the public site’s languages by path', () => {
  it.each<[path: string, locale: string, withoutLocale: string, english: string, french: string]>([
    ['/', 'en-CA', '/', '/', '/fr'],
    ['/company', 'en-CA', '/company', '/company', '/fr/company'],
    ['/client/benefits', 'en-CA', '/client/benefits', '/client/benefits', '/fr/client/benefits'],
    ['/lease-takeover/L-1', 'en-CA', '/lease-takeover/L-1', '/lease-takeover/L-1', '/fr/lease-takeover/L-1'],
    ['/fr', 'fr-CA', '/', '/', '/fr'],
    ['/fr/', 'fr-CA', '/', '/', '/fr'],
    ['/fr/company', 'fr-CA', '/company', '/company', '/fr/company'],
    ['/fr/dealer/about', 'fr-CA', '/dealer/about', '/dealer/about', '/fr/dealer/about'],
    // Only the prefix as a whole segment is French.
    ['/fresh', 'en-CA', '/fresh', '/fresh', '/fr/fresh'],
  ])(
    '%s is in %s, the page %s: %s in English, %s in French',
    (path, locale, withoutLocale, english, french) => {
      expect(siteLocaleOf(path)).toBe(locale);
      expect(sitePathWithoutLocale(path)).toBe(withoutLocale);
      expect(sitePathIn(path, 'en-CA')).toBe(english);
      expect(sitePathIn(path, 'fr-CA')).toBe(french);
    },
  );

  it('switches to the other language', () => {
    expect(otherLocale('en-CA')).toBe('fr-CA');
    expect(otherLocale('fr-CA')).toBe('en-CA');
  });
});
