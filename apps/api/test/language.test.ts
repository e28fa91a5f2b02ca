import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, message } from '@sfi/domain';
import {
  createAuthTestApi,
  office,
  sessionHeaders,
  type AuthTestApi,
  type SignedIn,
} from './support/auth.ts';

// Issue 29: the server answers its messages and field errors in the language of Accept-Language
// (fr-CA or en-CA, English by default); stored data is never translated.
let api: AuthTestApi;
let staff: SignedIn;

beforeAll(async () => {
  api = await createAuthTestApi();
  staff = await api.staffSignIn();
  await loadLocale('fr-CA');
});
afterAll(async () => {
  await api.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { language, body, raw }: { language?: string; body?: unknown; raw?: string } = {},
) {
  return api.app.inject({
    method,
    url,
    remoteAddress: office,
    headers: {
      ...sessionHeaders(staff),
      ...(language !== undefined && { 'accept-language': language }),
      ...(raw !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: body as object }),
    ...(raw !== undefined && { payload: raw }),
  });
}

describe('the language of an answer', () => {
  it.each<[string, string | undefined, 'en-CA' | 'fr-CA']>([
    ['no Accept-Language', undefined, 'en-CA'],
    ['Canadian French', 'fr-CA', 'fr-CA'],
    ['French of France before English', 'fr-FR,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['English before French', 'en-US,fr;q=0.5', 'en-CA'],
    ['a language the product does not speak', 'de-DE', 'en-CA'],
    ['a hostile header', `${'x'.repeat(5000)},fr`, 'en-CA'],
  ])('%s: a path no route has is refused in its language', async (_, language, locale) => {
    const response = await call('GET', '/api/main/no-such-call', {
      ...(language !== undefined && { language }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(message('error.notFound', {}, locale));
    expect(response.headers['content-language']).toBe(locale);
    expect(String(response.headers['vary'])).toMatch(/Accept-Language/);
  });

  it('says a field error in French, and the field error of each field', async () => {
    const response = await call('POST', '/api/main/makes', { language: 'fr-CA', body: { name: '' } });
    expect(response.statusCode).toBe(400);
    const english = await call('POST', '/api/main/makes', { language: 'en-CA', body: { name: '' } });
    expect(response.json().fieldErrors.name).not.toBe(english.json().fieldErrors.name);
    expect(Object.values(response.json().fieldErrors).every((text) => typeof text === 'string')).toBe(true);
    expect(response.json().message).not.toBe(english.json().message);
    expect(response.json().message).toContain(response.json().fieldErrors.name);
  });

  it('says a malformed body in French, though its parsing runs outside the request', async () => {
    const response = await call('POST', '/api/main/makes', { language: 'fr-CA', raw: '{"name":' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message('error.malformedJson', {}, 'fr-CA'));
  });

  it('keeps requests at once in their own languages', async () => {
    const languages = Array.from({ length: 20 }, (_, index): 'fr-CA' | 'en-CA' =>
      index % 2 ? 'fr-CA' : 'en-CA',
    );
    const answers = await Promise.all(
      languages.map((language) => call('POST', '/api/main/makes', { language, raw: '{' })),
    );
    expect(answers.map((answer) => answer.json().message)).toEqual(
      languages.map((language) => message('error.malformedJson', {}, language)),
    );
  });

  it('never translates stored data', async () => {
    const created = await call('POST', '/api/main/makes', { language: 'fr-CA', body: { name: 'Honda' } });
    expect(created.statusCode).toBe(201);
    const listed = await call('GET', '/api/main/makes', { language: 'fr-CA' });
    expect(listed.json().map((make: { name: string }) => make.name)).toContain('Honda');
  });
});
