import { afterEach, describe, expect, it } from 'vitest';
import {
  activeLocale,
  defaultLocale,
  loadLocale,
  localeInCookies,
  localeOfProvince,
  negotiateLocale,
  setActiveLocale,
  translated,
  translations,
} from './locale.ts';
import { areaMessages } from './message-format.ts';

describe('negotiateLocale: the language of Accept-Language or navigator.languages', () => {
  it.each<[string, string | readonly string[] | undefined, string]>([
    ['nothing', undefined, 'en-CA'],
    ['an empty header', '', 'en-CA'],
    ['Canadian French', 'fr-CA', 'fr-CA'],
    ['French of France', 'fr-FR,fr;q=0.9', 'fr-CA'],
    ['bare French', 'fr', 'fr-CA'],
    ['English of the United States', 'en-US,en;q=0.9', 'en-CA'],
    ['a language the product does not speak, then French', 'de-DE,fr;q=0.5', 'fr-CA'],
    ['a language the product does not speak only', 'de-DE,es', 'en-CA'],
    ['French preferred by weight', 'en;q=0.4, fr;q=0.8', 'fr-CA'],
    ['English preferred by order at equal weight', 'en-CA, fr-CA', 'en-CA'],
    ['French refused by q=0', 'fr;q=0, en;q=0.1', 'en-CA'],
    ['the wildcard', '*', 'en-CA'],
    ['malformed entries passed over', ';;,q=abc,fr-CA;q=x', 'fr-CA'],
    ['upper case and underscores', 'FR_ca', 'fr-CA'],
    ['the browser’s list', ['fr-CA', 'en-CA'], 'fr-CA'],
    ['the browser’s list, English first', ['en-GB', 'fr'], 'en-CA'],
  ])('%s', (_, preferences, locale) => {
    expect(negotiateLocale(preferences)).toBe(locale);
  });

  it('reads only the first 32 entries of a hostile header', () => {
    expect(negotiateLocale(`${'de,'.repeat(40)}fr`)).toBe('en-CA');
  });
});

describe('localeInCookies: the language a visitor chose, from their cookies', () => {
  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ['', undefined],
    ['sfi_locale=fr-CA', 'fr-CA'],
    ['a=1; sfi_locale=en-CA; b=2', 'en-CA'],
    ['not_sfi_locale=fr-CA', undefined],
    ['sfi_locale=de-DE', undefined],
    ['sfi_locale="><script>', undefined],
  ])('%s', (cookies, locale) => {
    expect(localeInCookies(cookies)).toBe(locale);
  });
});

describe('localeOfProvince: French by default in Quebec', () => {
  it.each<[string | null, string | undefined]>([
    ['QC', 'fr-CA'],
    ['qc', 'fr-CA'],
    ['ON', undefined],
    ['NB', undefined],
    [null, undefined],
  ])('%s', (province, locale) => {
    expect(localeOfProvince(province)).toBe(locale);
  });
});

describe('translated tables, loaded on demand', () => {
  afterEach(() => setActiveLocale(defaultLocale));

  it('answers in English until the table of the active language is loaded, then in that language', async () => {
    const say = areaMessages({ 'test.hello': 'Hello {name}' });
    let calls = 0;
    translations({
      'fr-CA': async () => {
        calls += 1;
        return { default: { 'test.hello': 'Bonjour {name}' } };
      },
    });
    setActiveLocale('fr-CA');
    expect(activeLocale()).toBe('fr-CA');
    expect(say('test.hello', { name: 'Ada' })).toBe('Hello Ada');
    await loadLocale();
    expect(say('test.hello', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(say('test.hello', { name: 'Ada' }, 'en-CA')).toBe('Hello Ada');
    await loadLocale('fr-CA');
    expect(calls).toBe(1);
  });

  it('never reads a translation for English', () => {
    expect(translated('test.hello', 'Hello', 'en-CA')).toBe('Hello');
  });

  it('tries a table that failed to load again', async () => {
    let attempts = 0;
    translations({
      'fr-CA': async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { default: { 'test.retry': 'Encore' } };
      },
    });
    await expect(loadLocale('fr-CA')).rejects.toThrow('offline');
    await loadLocale('fr-CA');
    expect(translated('test.retry', 'Again', 'fr-CA')).toBe('Encore');
  });
});
