import { describe, expect, it } from 'vitest';
import { checkRuntimeConfig, newsletterFormUrl, sameOriginServices, tileSource } from './runtime-config.ts';

const valid = { buildId: 'abc123', services: { ...sameOriginServices } };

describe('checkRuntimeConfig', () => {
  it('accepts a configuration with every service and keeps only what it knows', () => {
    const result = checkRuntimeConfig({ ...valid, extra: true, services: { ...valid.services, other: 'x' } });
    expect(result).toEqual({ ok: true, config: valid });
  });

  it('accepts an identity provider with a URL issuer', () => {
    const identity = { issuer: 'https://id.example.ca/realms/sfi', clientId: 'portal' };
    expect(checkRuntimeConfig({ ...valid, identity })).toEqual({ ok: true, config: { ...valid, identity } });
  });

  it.each(['https://lists.example.com/subscribe/post?u=1&id=2', '/api/public/newsletter'])(
    'accepts the newsletter form endpoint %s',
    (formUrl) => {
      const config = { ...valid, newsletter: { formUrl } };
      expect(checkRuntimeConfig(config)).toEqual({ ok: true, config });
    },
  );

  it.each<[string, unknown, string]>([
    [
      'a newsletter with no form endpoint',
      { ...valid, newsletter: {} },
      'newsletter.formUrl is not a URL or a path',
    ],
    [
      'a newsletter endpoint of another scheme',
      { ...valid, newsletter: { formUrl: 'javascript:alert(1)' } },
      'newsletter.formUrl is not a URL or a path',
    ],
    [
      'a newsletter endpoint on a protocol-relative host',
      { ...valid, newsletter: { formUrl: '//evil.example/x' } },
      'newsletter.formUrl is not a URL or a path',
    ],
    ['not an object', 'config', 'the configuration is not an object'],
    ['an array', [], 'the configuration is not an object'],
    ['no build id', { services: valid.services }, 'buildId is not a non-empty string'],
    ['an empty build id', { ...valid, buildId: '' }, 'buildId is not a non-empty string'],
    ['no services', { buildId: 'a' }, 'services is not an object'],
    [
      'a service missing',
      { ...valid, services: { ...valid.services, chat: undefined } },
      'services.chat is not a non-empty string',
    ],
    [
      'a service not text',
      { ...valid, services: { ...valid.services, main: 5 } },
      'services.main is not a non-empty string',
    ],
    ['identity not an object', { ...valid, identity: 'x' }, 'identity is not an object'],
    [
      'an issuer that is no URL',
      { ...valid, identity: { issuer: 'id', clientId: 'c' } },
      'identity.issuer is not a URL',
    ],
    [
      'an empty client id',
      { ...valid, identity: { issuer: 'https://id.example.ca', clientId: '' } },
      'identity.clientId is not a non-empty string',
    ],
  ])('refuses %s', (_case, value, problem) => {
    const result = checkRuntimeConfig(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toContain(problem);
  });
});

describe('the insurance agencies of the runtime config', () => {
  const five = ['Alpha Insurance', 'Beta Brokers', 'Gamma Agency', 'Delta Mutual', 'Epsilon Group'];
  it('keeps five different names', () => {
    expect(checkRuntimeConfig({ ...valid, insuranceAgencies: five })).toEqual({
      ok: true,
      config: { ...valid, insuranceAgencies: five },
    });
  });
  it.each<[string, unknown]>([
    ['four', five.slice(0, 4)],
    ['six', [...five, 'Zeta']],
    ['a name twice', [...five.slice(0, 4), 'Alpha Insurance']],
    ['an empty name', [...five.slice(0, 4), '']],
    ['a name with spaces around it', [...five.slice(0, 4), ' Zeta ']],
    ['not a list', 'Alpha Insurance'],
  ])('refuses %s', (_, insuranceAgencies) => {
    expect(checkRuntimeConfig({ ...valid, insuranceAgencies })).toEqual({
      ok: false,
      problems: ['insuranceAgencies is not a list of 5 different names'],
    });
  });
});

describe('newsletterFormUrl', () => {
  it('is the configured endpoint, else the reference server’s under the public service', () => {
    expect(newsletterFormUrl({ services: sameOriginServices })).toBe('/api/public/newsletter');
    expect(
      newsletterFormUrl({ services: { ...sameOriginServices, public: 'https://api.example.ca/public/' } }),
    ).toBe('https://api.example.ca/public/newsletter');
    expect(
      newsletterFormUrl({
        services: sameOriginServices,
        newsletter: { formUrl: 'https://lists.example.com/s' },
      }),
    ).toBe('https://lists.example.com/s');
  });
});

describe('the GPS map tiles of the runtime config (issue 15)', () => {
  const tiles = { url: 'https://tiles.example.ca/{z}/{x}/{y}.png', attribution: '© Example contributors' };
  it('keeps a tile URL template and its attribution', () => {
    expect(checkRuntimeConfig({ ...valid, mapTiles: tiles })).toEqual({
      ok: true,
      config: { ...valid, mapTiles: tiles },
    });
  });
  it.each<[string, unknown, string]>([
    ['not an object', 'https://tiles.example.ca/{z}/{x}/{y}.png', 'mapTiles is not an object'],
    [
      'no {z}',
      { ...tiles, url: 'https://tiles.example.ca/{x}/{y}.png' },
      'mapTiles.url is not a tile URL with {z}, {x} and {y}',
    ],
    [
      'a script URL',
      { ...tiles, url: 'javascript:alert(1)//{z}{x}{y}' },
      'mapTiles.url is not a tile URL with {z}, {x} and {y}',
    ],
    ['no attribution', { url: tiles.url }, 'mapTiles.attribution is not a string'],
  ])('refuses %s', (_, mapTiles, problem) => {
    expect(checkRuntimeConfig({ ...valid, mapTiles })).toEqual({ ok: false, problems: [problem] });
  });
});

describe('tileSource: the image host of a tile template, for the page policy', () => {
  it.each<[string, string | undefined]>([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.ca/{z}/{x}/{y}.png', 'https://*.tile.example.ca'],
    ['http://localhost:8081/tiles/{z}/{x}/{y}', 'http://localhost:8081'],
    ["https://evil.example; script-src 'unsafe-inline'/{z}/{x}/{y}", undefined],
    ['ftp://tiles.example/{z}/{x}/{y}', undefined],
  ])('%s → %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});
