// The client app asks the identity provider for its pages in the page's language (issue 29).
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '@sfi/domain';
import { signInRequest } from './session.ts';

afterEach(() => setActiveLocale('en-CA'));

describe('signInRequest', () => {
  it.each(['fr-CA', 'en-CA'] as const)('asks for the pages in the page’s language (%s)', (locale) => {
    setActiveLocale(locale);
    expect(signInRequest('signIn')).toEqual({ ui_locales: locale });
    expect(signInRequest('signUp')).toEqual({
      ui_locales: locale,
      extraQueryParams: { screen_hint: 'signup' },
    });
  });
});
