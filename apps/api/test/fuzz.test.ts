// Bad input never reaches a 500 (issue 8). Every route the server registers (`listRoutes`) is
// driven from its own schemas with hostile input: malformed JSON, the wrong content type or
// charset, missing, extra and mistyped fields, 100 kB strings, control characters and lone
// surrogates, huge and negative numbers, invalid ids and path traversal. Each is sent by nobody and
// by a caller the route lets in, so the handlers are reached, not only the access check. No answer
// may be a 5xx, every API error has the one error shape, and no answer shows a stack trace, SQL or
// a file path. The identity provider's forms get the same treatment as browser forms.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listRoutes, type Access, type RegisteredRoute } from '../src/auth/access.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
await api.app.ready();
const audiences = await createAudiences(api);
afterAll(() => api.close());

const routes = listRoutes(api.app).filter((route) => route.method !== 'HEAD');

/** A caller the route lets in (the most powerful one of its kinds), and nobody. */
function callersOf(rule: Access): AudienceName[] {
  switch (rule.audience) {
    case 'anonymous':
    case 'identity-provider':
      return ['none'];
    case 'client':
      return ['none', 'client'];
    case 'session': {
      const kind = rule.kinds[0];
      const who: AudienceName =
        kind === 'dealer' ? 'dealer' : kind === 'file-dealer' ? 'fileDealer' : 'staffSuperAdmin';
      return ['none', who];
    }
  }
}

const huge = 'x'.repeat(100_000);
/** Values that have broken servers: each goes into every field and, encoded, every path parameter. */
const hostileValues: unknown[] = [
  '',
  huge,
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\uD800',
  'x\uDC00y',
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
const hostileParams = [
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%C0%AE%C0%AE',
  encodeURIComponent('\uFFFD\u0000'),
  'x'.repeat(90),
  '-1',
  '1e308',
  '00000000-0000-0000-0000-000000000000',
  'not-an-id',
  encodeURIComponent("' OR 1=1 --"),
  '%E0%A4%A',
];

/** The field names of an object schema (through optional, nullable and default wrappers). */
function fieldsOf(schema: unknown): string[] {
  let current = schema;
  for (let depth = 0; depth < 5 && current instanceof z.ZodType; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const inner = (current as { unwrap?: () => unknown }).unwrap?.();
    if (!inner) break;
    current = inner;
  }
  return [];
}

/** Bodies built from a route's body schema: none, empty, extra fields, and each field given each hostile value. */
function bodiesFor(route: RegisteredRoute): Array<{ contentType: string; payload: string }> {
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });
  const fields = fieldsOf(route.schema?.body);
  const valid = Object.fromEntries(fields.map((field) => [field, 'a']));
  const bodies = [
    json({}),
    json({ ...valid, extra: huge, __proto__: { admin: true }, constructor: { prototype: {} } }),
    { contentType: 'application/json', payload: '{"name":' },
    { contentType: 'application/json', payload: '[' + '['.repeat(5000) },
    { contentType: 'application/json; charset=utf-16', payload: JSON.stringify(valid) },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=b' },
    { contentType: 'application/json', payload: JSON.stringify(huge.repeat(11)) },
  ];
  for (const field of fields.length ? fields : ['name']) {
    for (const value of hostileValues) bodies.push(json({ ...valid, [field]: value }));
  }
  bodies.push(json(hostileValues));
  return bodies;
}

/** Form posts of the identity provider: every field it reads, each hostile. */
const formFields = ['email', 'password', 'name', 'agency', 'confirm', 'current', 'next', 'token', 'prompt'];
function formsFor(): Array<{ contentType: string; payload: string }> {
  const form = (fields: Record<string, string>) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams(fields).toString(),
  });
  const strings = hostileValues.filter((value): value is string => typeof value === 'string');
  const valid = Object.fromEntries(formFields.map((field) => [field, 'ada@example.com']));
  return [
    form({}),
    ...formFields.flatMap((field) => strings.map((value) => form({ ...valid, [field]: value }))),
    { contentType: 'application/json', payload: '{"email":' },
    { contentType: 'text/plain', payload: 'email=x' },
  ];
}

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

const problems: string[] = [];
async function send(
  route: RegisteredRoute,
  who: AudienceName,
  url: string,
  body?: { contentType: string; payload: string },
): Promise<void> {
  const headers = { ...(await audiences.headers(who)), ...(body && { 'content-type': body.contentType }) };
  const response = await api.app.inject({
    method: route.method as InjectOptions['method'],
    url,
    remoteAddress: office,
    headers,
    ...(body && { payload: body.payload }),
  });
  const where = `${route.method} ${url.slice(0, 120)} as ${who}${body ? ` with ${body.contentType} ${body.payload.slice(0, 60)}` : ''}`;
  if (response.statusCode >= 500)
    problems.push(`${response.statusCode} for ${where}: ${response.body.slice(0, 200)}`);
  for (const [what, pattern] of leaks)
    if (pattern.test(response.body))
      problems.push(`${what} in the answer to ${where}: ${response.body.slice(0, 300)}`);
  if (url.startsWith('/api/') && response.statusCode >= 400) {
    const parsed = z
      .strictObject({
        statusCode: z.literal(response.statusCode),
        error: z.string().min(1),
        message: z.string().min(1),
        fieldErrors: z.record(z.string(), z.string()).optional(),
      })
      .safeParse(JSON.parse(response.body || 'null'));
    if (!parsed.success) problems.push(`not the uniform error for ${where}: ${response.body.slice(0, 200)}`);
  }
}

describe('hostile input', () => {
  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers every hostile input with a 4xx in the uniform error, never a 5xx or a leak',
    async (_, route) => {
      problems.length = 0;
      const identityForm = route.access.audience === 'identity-provider' && route.method === 'POST';
      for (const who of callersOf(route.access)) {
        const params = route.url.includes(':') || route.url.endsWith('*') ? hostileParams : ['ok'];
        for (const param of params) {
          const url = pathOf(route.url, param);
          if (route.method === 'GET' || route.method === 'DELETE') await send(route, who, url);
          if (route.method !== 'GET') {
            const bodies = identityForm ? formsFor() : bodiesFor(route);
            // Every body with the first parameter; a sample of bodies with the others (bounded, seeded).
            const sample =
              param === params[0]
                ? bodies
                : fc.sample(fc.constantFrom(...bodies), { numRuns: 3, seed: param.length * 7919 });
            for (const body of sample) await send(route, who, url, body);
          }
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
