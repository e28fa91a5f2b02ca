// Bad input never reaches a 500 (issue 8). Every route the server registers (`listRoutes`) is
// driven from its own schemas with hostile input: malformed JSON, the wrong content type or
// charset, missing, extra and mistyped fields, 100 kB strings, control characters and lone
// surrogates, huge and negative numbers, invalid ids, path traversal, hostile credentials and
// query strings; then fast-check builds bodies and parameters from the route's zod schemas (fixed
// seed, bounded runs). Each route is called by nobody and by every kind of caller it lets in, so
// the handlers are reached, not only the access check. The identity provider's forms are posted
// on a real interaction (and real reset and confirmation links), with the fields their pages show.
//
// No answer may be a 5xx, every API error has the one error shape (statusCode, error, message,
// fieldErrors), and no answer shows a stack trace, SQL, a file path or a password hash.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { SessionKind } from '@sfi/domain';
import { listRoutes, type Access, type RegisteredRoute } from '../src/auth/access.ts';
import { createAudiences, otherClient, type AudienceName } from './support/audiences.ts';
import { basic, createAuthTestApi, office } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import { startSignIn } from './support/oidc.ts';

const api = await createAuthTestApi();
await api.app.ready();
const audiences = await createAudiences(api);
afterAll(() => api.close());

const routes = listRoutes(api.app).filter((route) => route.method !== 'HEAD');
const SEED = 20_260_822;

/** The caller of each session kind that a route for that kind lets in. */
const sessionCaller: Record<SessionKind, AudienceName> = {
  dealer: 'dealer',
  'file-dealer': 'fileDealer',
  staff: 'staffAdmin',
};

/** Every kind of caller a route lets in, the first being the one that gets every hostile input. */
function callersOf(rule: Access): AudienceName[] {
  switch (rule.audience) {
    // A device's key is no caller's: test/gps.test.ts drives the device route with hostile reports.
    case 'anonymous':
    case 'identity-provider':
    case 'signed-request':
    case 'device':
      return [];
    case 'client':
      return ['client'];
    case 'session': {
      const who: AudienceName[] = rule.kinds.map((kind) =>
        kind === 'staff' && rule.role !== undefined ? 'staffSuperAdmin' : sessionCaller[kind],
      );
      if (rule.dealerToken) who.push('fileDealerToken');
      return rule.allowPending ? [...who, 'staffPending'] : who;
    }
  }
}

// --- Hostile values ------------------------------------------------------------------------------

const huge = 'x'.repeat(100_000);
/** Values that have broken servers: each goes into every field of every body. */
const hostileValues: unknown[] = [
  '',
  huge,
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u0085\u009b',
  '\uD800',
  'x\uDC00y',
  '\u202Eevil',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  'ada\u0000@example.com',
  'ada\uD800@example.com',
  '%00',
  -1,
  0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER * 1024,
  true,
  null,
  [],
  [[[[[[]]]]]],
  {},
  { $gt: '' },
  Array.from({ length: 5000 }, () => ({ name: 'x' })),
];
/** Path parameters, as they appear in the address. */
const hostileParams = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  encodeURIComponent('\uFFFD\u0000'),
  'x'.repeat(90),
  'x'.repeat(101),
  '-1',
  '1e308',
  '00000000-0000-0000-0000-000000000000',
  'not-an-id',
  encodeURIComponent("' OR 1=1 --"),
  '%E0%A4%A',
];
/** Query strings, on every route. */
const hostileQueries = [
  '?token=%00',
  '?token=..%2F..%2Fetc%2Fpasswd',
  `?token=${'x'.repeat(10_000)}`,
  '?id=-1&page=1e308&limit=-99999999999999999999',
  '?a[b][c][d]=1&__proto__[admin]=1',
  `?${'a=1&'.repeat(2000)}`,
  '?%E0%A4%A=1',
];
/** Authorization and session headers a client may make up. */
const hostileHeaders: Array<Record<string, string>> = [
  { authorization: basic('dealer\u0000', 'password-1') },
  { authorization: basic('dealer', 'pass\u0000word') },
  { authorization: basic('x'.repeat(5000), 'y'.repeat(5000)) },
  { authorization: `Basic ${Buffer.from([0xff, 0xfe, 0x3a, 0xc0, 0xaf]).toString('base64')}` },
  { authorization: 'Basic !!!not-base64' },
  { authorization: 'Basic' },
  { authorization: `Bearer ${'x'.repeat(8000)}` },
  { authorization: 'Bearer a.b.c' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  { 'x-session-token': '../../etc/passwd', authorization: 'Bearer x' },
  { 'x-session-token': "' OR 1=1 --", authorization: 'Bearer x' },
  { 'x-session-token': 'x'.repeat(8000), authorization: 'Bearer y' },
  { 'x-session-token': '\u00ff\u00fe', authorization: 'Bearer \u00ff' },
  { cookie: `_interaction=${'x'.repeat(4000)}; _session=%00` },
];

/** The field names of an object schema (through optional, nullable, default and pipe wrappers). */
function fieldsOf(schema: unknown): string[] {
  let current = schema;
  for (let depth = 0; depth < 6 && current instanceof z.ZodType; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = current._zod.def as { innerType?: unknown; in?: unknown };
    current = def.innerType ?? def.in;
  }
  return [];
}

interface Body {
  contentType: string;
  payload: string;
}
const json = (value: unknown): Body => ({ contentType: 'application/json', payload: JSON.stringify(value) });

/** Bodies built from a route's body schema: none, empty, extra fields, and each field given each hostile value. */
function bodiesFor(route: RegisteredRoute): Body[] {
  const fields = fieldsOf(route.schema?.body);
  const valid = Object.fromEntries(fields.map((field) => [field, 'a']));
  const bodies: Body[] = [
    json({}),
    json({ ...valid, extra: huge, __proto__: { admin: true }, constructor: { prototype: {} } }),
    { contentType: 'application/json', payload: '{"name":' },
    { contentType: 'application/json', payload: '{"name":"\\ud800"}' },
    { contentType: 'application/json', payload: '{"name":"a\\u0000b"}' },
    { contentType: 'application/json', payload: '[' + '['.repeat(5000) },
    { contentType: 'application/json', payload: '{"a":1,"a":2,"__proto__":{"x":1}}' },
    {
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x7d]).toString('latin1'),
    },
    { contentType: 'application/json; charset=utf-16', payload: JSON.stringify(valid) },
    { contentType: 'application/json; charset=latin1', payload: JSON.stringify(valid) },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=b' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
    { contentType: 'application/json', payload: JSON.stringify(huge.repeat(11)) },
  ];
  for (const field of fields.length ? fields : ['name']) {
    for (const value of hostileValues) bodies.push(json({ ...valid, [field]: value }));
  }
  bodies.push(json(hostileValues));
  return bodies;
}

// --- The identity provider's forms ---------------------------------------------------------------

/** Every field an identity form may read, for a form whose page cannot be shown. */
const knownFormFields = ['email', 'password', 'name', 'agency', 'currentPassword', 'newPassword'];

/** The names of the fields a page's form shows. */
function formFieldNames(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<(?:input|textarea|select)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]!)),
  ];
}

let clientAddress = 0;
/** A different client address for each anonymous call, so throttling does not stop the fuzzing early. */
function nextAddress(): string {
  clientAddress += 1;
  return `198.18.${Math.floor(clientAddress / 250) % 250}.${(clientAddress % 250) + 1}`;
}

/** A reset link for the second client, as the e-mail gives it. */
async function resetQuery(): Promise<string> {
  await api.app.inject({
    method: 'POST',
    url: '/oidc/account/forgot',
    remoteAddress: nextAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: otherClient.email }).toString(),
  });
  return vi.waitFor(() => {
    const mail = api.email.sent.filter((sent) => sent.to === otherClient.email).at(-1);
    const token = mail && /\/oidc\/account\/reset\?token=([\w-]+)/.exec(mail.body)?.[1];
    if (!token) throw new Error('no reset e-mail yet');
    return `?token=${token}`;
  });
}

let signUps = 0;
/** A confirmation link of a new sign-up, as the e-mail gives it. */
async function confirmQuery(): Promise<string> {
  signUps += 1;
  const email = `fuzz.sign-up.${signUps}@example.com`;
  const { go, interaction } = await startSignIn({
    origin: 'http://localhost',
    send: injectSend(api.app, nextAddress()),
  });
  const uid = new URL(interaction, 'http://localhost').pathname.split('/').at(-1)!;
  await go('POST', `/oidc/interaction/${uid}/signup`, {
    name: 'Fuzz',
    agency: '',
    email,
    password: 'fuzz-sign-up-password',
  });
  return vi.waitFor(() => {
    const mail = api.email.sent.filter((sent) => sent.to === email).at(-1);
    const token = mail && /\/oidc\/account\/confirm\?token=([\w-]+)/.exec(mail.body)?.[1];
    if (!token) throw new Error('no confirmation e-mail yet');
    return `?token=${token}`;
  });
}

/**
 * Where a form of the identity provider really works: a live interaction (with its cookie) for
 * the sign-in and sign-up forms, a live reset or confirmation link for the reset and confirmation
 * forms; its page's field names.
 */
async function realForm(route: RegisteredRoute): Promise<{ url: string; cookie?: string; fields: string[] }> {
  let url = route.url;
  let cookie: string | undefined;
  if (route.url.includes(':uid')) {
    const { jar, interaction } = await startSignIn({
      origin: 'http://localhost',
      send: injectSend(api.app, nextAddress()),
    });
    const uid = new URL(interaction, 'http://localhost').pathname.split('/').at(-1)!;
    url = route.url.replace(':uid', uid);
    cookie = jar.header();
  } else if (route.url.endsWith('/account/reset')) {
    url += await resetQuery();
  } else if (route.url.endsWith('/account/confirm')) {
    url += await confirmQuery();
  }
  const page = await api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const fields = formFieldNames(page.body);
  return { url, ...(cookie && { cookie }), fields: fields.length ? fields : knownFormFields };
}

/** Form posts: none, each field given each hostile text, the wrong content types, a form over its limit. */
function formsFor(fields: string[]): Body[] {
  const form = (values: Record<string, string>): Body => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams(values).toString(),
  });
  const strings = hostileValues.filter((value): value is string => typeof value === 'string');
  const valid = Object.fromEntries(fields.map((field) => [field, 'ada@example.com']));
  return [
    form({}),
    ...fields.flatMap((field) => strings.map((value) => form({ ...valid, [field]: value }))),
    { contentType: 'application/x-www-form-urlencoded', payload: '%E0%A4%A=%&&=x&email=%ZZ' },
    { contentType: 'application/x-www-form-urlencoded; charset=utf-16', payload: 'email=x' },
    { contentType: 'application/json', payload: '{"email":' },
    { contentType: 'text/plain', payload: 'email=x' },
  ];
}

// --- Sending and checking ------------------------------------------------------------------------

/** The path of a route with each parameter filled. */
function pathOf(url: string, value: string): string {
  return url.replace(/:\w+/g, value).replace(/\*$/, value);
}

const leaks: Array<[what: string, pattern: RegExp]> = [
  ['a stack trace', /\n\s+at\s|Error: .*\n/],
  [
    'SQL',
    /\b(select|insert|update|delete)\b[^"]{0,200}\b(from|into|set|where)\b|\$\d\b|pglite|postgres|drizzle/i,
  ],
  ['a file path', /\/work\/|node_modules|[\w-]+\.(ts|js|mjs):\d+/],
  ['a password hash', /\$argon2/],
];

const uniformError = (status: number) =>
  z.strictObject({
    statusCode: z.literal(status),
    error: z.string().min(1),
    message: z.string().min(1),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  });

/** Everything a call sent, decoded: its address, and its body's text and values. */
function sentText(url: string, body: Body | undefined): string {
  const parts: string[] = [url, body?.payload ?? ''];
  try {
    parts.push(decodeURIComponent(url));
  } catch {
    // A malformed address is sent as it is.
  }
  const walk = (value: unknown): void => {
    if (typeof value === 'string') parts.push(value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        parts.push(key);
        walk(inner);
      }
  };
  try {
    walk(JSON.parse(body?.payload ?? ''));
  } catch {
    for (const [key, value] of new URLSearchParams(body?.payload ?? '')) parts.push(key, value);
  }
  return parts.join('\n');
}

function unescapeHtml(text: string): string {
  return text.replace(
    /&(lt|gt|quot|#39|#x27|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' })[name]!,
  );
}

interface Call {
  route: RegisteredRoute;
  who: AudienceName;
  url: string;
  body?: Body | undefined;
  headers?: Record<string, string> | undefined;
}

/** Sends one call; answers what is wrong with its answer, if anything. */
async function problemsOf({ route, who, url, body, headers }: Call): Promise<string[]> {
  const response = await api.app.inject({
    method: route.method as InjectOptions['method'],
    url,
    // Sessions are bound to the network they started on; nobody comes from anywhere.
    remoteAddress: who === 'none' ? nextAddress() : office,
    headers: {
      ...(await audiences.headers(who)),
      ...headers,
      ...(body && { 'content-type': body.contentType }),
    },
    ...(body && { payload: body.payload }),
  });
  const where = `${route.method} ${url.slice(0, 120)} as ${who}${headers ? ` with ${JSON.stringify(headers).slice(0, 80)}` : ''}${body ? ` with ${body.contentType} ${body.payload.slice(0, 60)}` : ''}`;
  const found: string[] = [];
  if (response.statusCode >= 500)
    found.push(`${response.statusCode} for ${where}: ${response.body.slice(0, 200)}`);
  // What the caller sent may be shown back (a form keeps its values): that is no leak.
  const sent = sentText(url, body);
  for (const [what, pattern] of leaks)
    for (const [match] of response.body.matchAll(new RegExp(pattern, `${pattern.flags}g`)))
      if (!sent.includes(unescapeHtml(match)))
        found.push(
          `${what} (${match.slice(0, 60)}) in the answer to ${where}: ${response.body.slice(0, 300)}`,
        );
  if (url.startsWith('/api/') && response.statusCode >= 400) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // Not JSON: reported below.
    }
    if (!uniformError(response.statusCode).safeParse(parsed).success)
      found.push(`not the uniform error for ${where}: ${response.body.slice(0, 200)}`);
  }
  return found;
}

const withBody = (route: RegisteredRoute) => route.method !== 'GET';
const hasParams = (route: RegisteredRoute) => route.url.includes(':') || route.url.endsWith('*');

describe('hostile input', () => {
  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers every hostile input without a 5xx or a leak, errors in the uniform body',
    async (_, route) => {
      const problems: string[] = [];
      const check = async (call: Call) => problems.push(...(await problemsOf(call)));
      const identityForm = route.access.audience === 'identity-provider' && route.method === 'POST';
      const real = identityForm ? await realForm(route) : undefined;
      const bodies = withBody(route) ? (real ? formsFor(real.fields) : bodiesFor(route)) : [undefined];
      const allowed = callersOf(route.access);
      // Whoever gets every input: a caller the route lets in, or nobody on an open route.
      const primary = allowed[0] ?? 'none';
      const others: AudienceName[] = allowed.length ? ['none', ...allowed.slice(1)] : [];
      const cookie = real?.cookie ? { cookie: real.cookie } : undefined;

      // Every body at the route's real address (a live interaction or reset link for the forms).
      const home = real?.url ?? pathOf(route.url, 'ok');
      for (const body of bodies) await check({ route, who: primary, url: home, body, headers: cookie });
      // The other callers: a sample of the bodies each (bounded, seeded).
      for (const who of others)
        for (const body of fc.sample(fc.constantFrom(...bodies), { numRuns: 4, seed: SEED + who.length }))
          await check({ route, who, url: home, body, headers: cookie });
      // Every hostile parameter, with a sample of bodies.
      if (hasParams(route))
        for (const [index, param] of hostileParams.entries())
          for (const body of fc.sample(fc.constantFrom(...bodies), { numRuns: 2, seed: SEED + index }))
            await check({ route, who: primary, url: pathOf(route.url, param), body, headers: cookie });
      // Hostile query strings, and hostile credentials from nobody.
      for (const query of hostileQueries)
        await check({
          route,
          who: primary,
          url: home + (home.includes('?') ? '&' : '?') + query.slice(1),
          body: bodies[0],
        });
      for (const headers of hostileHeaders)
        await check({ route, who: 'none', url: home, body: bodies[0], headers });

      expect(problems).toEqual([]);
    },
    120_000,
  );
});

// --- Property tests: inputs built by fast-check from the route's schemas ------------------------

/** Text a person or an attacker may send: plain, any code point, lone surrogates, control characters. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    maxLength: 4,
  }),
  fc.string({
    unit: fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
    maxLength: 12,
  }),
  fc.constantFrom('../../etc/passwd', "'; DROP TABLE makes; --", '$1', 'x'.repeat(5000)),
);
/** A value of the wrong type for whatever field it lands in. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 1024, -1),
  fc.constant([]),
  fc.constant({}),
  anyText,
);

/** An arbitrary of values shaped by a zod schema, with hostile leaves and wrong types mixed in. */
function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> & { type: string } } } | undefined)?._zod
    ?.def;
  if (!def || depth > 5) return wrongValue;
  const inner = (key: string) => arbitraryFor(def[key], depth + 1);
  const shaped = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: wrongValue });
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]),
      );
      return shaped(
        fc
          .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(anyText, wrongValue, { maxKeys: 2 }))
          .map(([known, extra]) => ({ ...extra, ...known })),
      );
    }
    case 'array':
      return shaped(fc.array(inner('element'), { maxLength: 4 }));
    case 'string':
      return shaped(anyText);
    case 'number':
    case 'int':
    case 'bigint':
      return shaped(fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e308, -1, 0)));
    case 'boolean':
      return shaped(fc.boolean());
    case 'literal':
      return shaped(fc.constantFrom(...(def.values as unknown[])));
    case 'enum':
      return shaped(fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => arbitraryFor(option, depth + 1)));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    default:
      return wrongValue;
  }
}

/** A path parameter: text or raw bytes, percent-encoded byte by byte (invalid UTF-8 included). */
const anyParam = fc
  .oneof(
    anyText.map((text) => Buffer.from(text, 'utf8')),
    fc.uint8Array({ minLength: 1, maxLength: 40 }).map((bytes) => Buffer.from(bytes)),
  )
  .map(
    (bytes) =>
      [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('') || 'x',
  );

describe('inputs built from the schemas (fast-check, fixed seed)', () => {
  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_, route) => {
      const identityForm = route.access.audience === 'identity-provider' && route.method === 'POST';
      const real = identityForm ? await realForm(route) : undefined;
      const who = callersOf(route.access)[0] ?? 'none';
      const bodySchema = route.schema?.body;
      const body: fc.Arbitrary<Body | undefined> = !withBody(route)
        ? fc.constant(undefined)
        : real
          ? fc
              .record(Object.fromEntries(real.fields.map((field) => [field, anyText])), { requiredKeys: [] })
              .map((values) => ({
                contentType: 'application/x-www-form-urlencoded',
                payload: new URLSearchParams(values as Record<string, string>).toString(),
              }))
          : (bodySchema ? arbitraryFor(bodySchema) : fc.jsonValue({ maxDepth: 2 })).map(json);
      const url = real
        ? fc.constant(real.url)
        : hasParams(route)
          ? anyParam.map((param) => pathOf(route.url, param))
          : fc.constant(pathOf(route.url, 'ok'));
      await fc.assert(
        fc.asyncProperty(url, body, async (path, payload) => {
          const found = await problemsOf({
            route,
            who,
            url: path,
            body: payload,
            headers: real?.cookie ? { cookie: real.cookie } : undefined,
          });
          if (found.length) throw new Error(found.join('\n'));
        }),
        { seed: SEED, numRuns: real ? 10 : 25, endOnFailure: true },
      );
    },
    120_000,
  );
});
