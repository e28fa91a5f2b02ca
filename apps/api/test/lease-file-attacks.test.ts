// The lease-file routes attacked from outside, as an attacker or a careless user would: file numbers
// that are paths, too long, invisible or not text; huge bodies; keys that reach an object's
// prototype; values of the wrong type; racing writes; and every caller who has no business here.
// Each is a 4xx in plain words, never a 500, and nothing is half-written.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NO_MAX, message } from '@sfi/domain';
import { forbiddenMessage, SESSION_INVALID, SESSION_MISSING } from '../src/auth/strings.ts';
import { leaseFileRevisions, leaseFiles } from '../src/db/schema.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as staff (or `who`); a string body is sent as it is. */
async function call(method: Method, path: string, body?: unknown, who: AudienceName = 'staffAdmin') {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: { ...(await audiences.headers(who)), 'content-type': 'application/json' },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const bodyOf = (response: { body: string }) =>
  JSON.parse(response.body) as { statusCode: number; message: string; fieldErrors?: Record<string, string> };

let updatedAt: string;
beforeAll(async () => {
  const created = await call('POST', '/files', { fileNo: 'ATK-1', lessee: { firstName: 'Ada' } });
  expect(created.statusCode, created.body).toBe(201);
  updatedAt = (created.json() as { file: { updatedAt: string } }).file.updatedAt;
});

/** How many files and revisions there are: a refused call must change neither. */
async function counts() {
  const [files] = await api.db.select({ count: sql<number>`count(*)::int` }).from(leaseFiles);
  const [revisions] = await api.db.select({ count: sql<number>`count(*)::int` }).from(leaseFileRevisions);
  return { files: files!.count, revisions: revisions!.count };
}

describe('file numbers that are not file numbers', () => {
  const invalid = message('files.fileNo.invalid');
  // as it appears in the address, the message
  const numbers: [string, string, string][] = [
    ['path traversal', '..%2F..%2Fetc%2Fpasswd', invalid],
    ['a backslash', '..%5C..%5Cwindows', invalid],
    ['a space', 'ATK%201', invalid],
    ['a NUL', 'ATK%00', invalid],
    ['a line break', 'ATK%0A1', invalid],
    ['an escape', '%1B%5B31m', invalid],
    ['a right-to-left override', '%E2%80%AEATK', invalid],
    ['a zero-width joiner', 'ATK%E2%80%8D1', invalid],
    ['a combining accent', 'ATK%CC%81', invalid],
    ['an emoji', '%F0%9F%9A%97', invalid],
    ['SQL', encodeURIComponent("' OR 1=1 --"), invalid],
    ['a percent', '100%25', invalid],
    [
      'one character too long',
      'A'.repeat(FILE_NO_MAX + 1),
      message('files.fileNo.tooLong', { max: FILE_NO_MAX }),
    ],
    ['5,000 characters', 'A'.repeat(5000), message('files.fileNo.tooLong', { max: FILE_NO_MAX })],
  ];
  const routes: [Method, (fileNo: string) => string, unknown][] = [
    ['GET', (fileNo) => `/files/${fileNo}`, undefined],
    ['PUT', (fileNo) => `/files/${fileNo}`, { fileNo: 'ATK-1', updatedAt: '2026-01-01T00:00:00.000Z' }],
    ['DELETE', (fileNo) => `/files/${fileNo}`, undefined],
    ['PUT', (fileNo) => `/files/fileNo/${fileNo}`, { fileNo: 'ATK-NEW' }],
    ['GET', (fileNo) => `/history/${fileNo}`, undefined],
    ['GET', (fileNo) => `/documents/${fileNo}`, undefined],
    ['DELETE', (fileNo) => `/documents/${fileNo}/00000000-0000-4000-8000-000000000000`, undefined],
  ];

  it.each(numbers)(
    'refuses a number with %s in the address of every call, with a 400',
    async (_name, fileNo, text) => {
      const before = await counts();
      for (const [method, path, body] of routes) {
        const response = await call(method, path(fileNo), body);
        expect(response.statusCode, `${method} ${path(fileNo)}: ${response.body}`).toBe(400);
        expect(bodyOf(response).fieldErrors?.['fileNo'] ?? bodyOf(response).message).toContain(text);
      }
      expect(await counts()).toEqual(before);
    },
  );

  it.each(numbers)(
    'refuses a number with %s as a new file’s or a renumbering’s',
    async (_name, encoded, text) => {
      const fileNo = decodeURIComponent(encoded);
      const before = await counts();
      for (const [method, path] of [
        ['POST', '/files'],
        ['PUT', '/files/fileNo/ATK-1'],
      ] as const) {
        const response = await call(method, path, { fileNo });
        expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(400);
        expect(bodyOf(response).fieldErrors?.['fileNo']).toBe(text);
      }
      expect(await counts()).toEqual(before);
    },
  );

  // Dot segments are resolved in the address before any route sees it (RFC 3986 §5.2.4, as every
  // HTTP client does): the call lands on another path, never on a file.
  it.each(['..', '%2e%2e', '.', '..%2F..'])(
    'never reaches a file through the dot segment %s',
    async (segment) => {
      const before = await counts();
      for (const [method, path, body] of routes) {
        const response = await call(method, path(segment), body);
        expect([400, 404], `${method} ${path(segment)}: ${response.body}`).toContain(response.statusCode);
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('reads a number with surrounding spaces as the number (trimmed), not as another file', async () => {
    const response = await call('GET', '/files/%20ATK-1%20');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { file: { fileNo: string } }).file.fileNo).toBe('ATK-1');
  });
});

describe('bodies that are too big or hold too much', () => {
  it('refuses a body over 1 MB with a 413 before reading it', async () => {
    const response = await call('POST', '/files', {
      fileNo: 'BIG-1',
      notes: { text: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(bodyOf(response).message).toBe(message('error.bodyTooLarge', { max: '1 MB' }));
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a text of 900,000 characters',
      { lessee: { firstName: 'x'.repeat(900_000) } },
      'lessee.firstName',
      message('validation.tooLong', { max: 2000 }),
    ],
    [
      '51 groups',
      Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`group${index}`, { a: 'b' }])),
      'group50',
      message('files.field.tooManyGroups', { max: 50 }),
    ],
    [
      '201 fields in a group',
      { extras: Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`field${index}`, 'x'])) },
      'extras',
      message('files.field.tooManyFields', { max: 200 }),
    ],
    [
      'a list of 10,000 items',
      { vehicle: { options: Array.from({ length: 10_000 }, () => 'x') } },
      'vehicle.options',
      message('files.field.array', { max: 100, itemMax: 200 }),
    ],
    [
      'messages nested 50 deep',
      { messages: [JSON.parse('['.repeat(50) + ']'.repeat(50))] },
      'messages',
      message('files.field.messages', { max: 1000 }),
    ],
  ])('refuses %s with a 400 on its field', async (_name, fields, path, text) => {
    const before = await counts();
    const response = await call('POST', '/files', { fileNo: 'BIG-2', ...fields });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(bodyOf(response).fieldErrors?.[path]).toBe(text);
    expect(await counts()).toEqual(before);
  });

  it('refuses JSON nested 5,000 deep without a 500', async () => {
    const response = await call(
      'POST',
      '/files',
      `{"fileNo":"DEEP","g":{"f":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('keys that reach an object’s prototype', () => {
  it.each<[string, string]>([
    ['__proto__ at the top', '{"fileNo":"PROTO-1","__proto__":{"polluted":true}}'],
    ['__proto__ in a group', '{"fileNo":"PROTO-1","lessee":{"__proto__":{"polluted":true}}}'],
    ['__proto__ as a group’s field', '{"fileNo":"PROTO-1","lessee":{"__proto__":"x"}}'],
    ['constructor.prototype', '{"fileNo":"PROTO-1","constructor":{"prototype":{"polluted":true}}}'],
    [
      'constructor.prototype in a group',
      '{"fileNo":"PROTO-1","lessee":{"constructor":{"prototype":{"polluted":true}}}}',
    ],
  ])('refuses %s with a 400, polluting nothing', async (_name, payload) => {
    const before = await counts();
    for (const [method, path] of [
      ['POST', '/files'],
      ['PUT', '/files/ATK-1'],
    ] as const) {
      const response = await call(method, path, payload);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(400);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it.each(['constructor', 'hasOwnProperty', 'toString', 'valueOf', 'isPrototypeOf'])(
    'refuses a group or field named %s',
    async (name) => {
      for (const fields of [{ [name]: { a: 'b' } }, { lessee: { [name]: 'x' } }]) {
        const response = await call('POST', '/files', { fileNo: 'PROTO-2', ...fields });
        expect(response.statusCode, response.body).toBe(400);
        expect(Object.values(bodyOf(response).fieldErrors ?? {})).toContain(
          message('files.field.reserved', { name }),
        );
      }
    },
  );
});

describe('values of the wrong type', () => {
  it.each<[string, string]>([
    ['an array', '[{"fileNo":"T-1"}]'],
    ['a string', '"T-1"'],
    ['a number', '42'],
    ['null', 'null'],
    ['true', 'true'],
    ['malformed JSON', '{"fileNo":'],
    ['a lone surrogate', '{"fileNo":"T-1","lessee":{"firstName":"\\ud800"}}'],
    ['a NUL in a field', '{"fileNo":"T-1","lessee":{"firstName":"a\\u0000b"}}'],
  ])('refuses a body that is %s with a 400', async (_name, payload) => {
    const before = await counts();
    for (const [method, path] of [
      ['POST', '/files'],
      ['PUT', '/files/ATK-1'],
    ] as const) {
      const response = await call(method, path, payload);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(400);
      expect(bodyOf(response).message).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ['a group that is text', 'Ada', 'lessee'],
    ['a group that is a list', ['Ada'], 'lessee'],
    ['a group that is a number', 7, 'lessee'],
    ['a file number that is a number', 7, 'fileNo'],
    ['a delivery date that is a yes/no', true, 'deliveryDate'],
    ['a flag that is text', 'true', 'isTerminated'],
    ['an id that is an object', { $gt: '' }, '_id'],
    ['a dealer number that is a list', ['D-1001'], 'dealerNo'],
    ['messages that are an object', { a: 1 }, 'messages'],
  ])('refuses %s with a 400 on that field', async (_name, value, key) => {
    const response = await call('PUT', '/files/ATK-1', { fileNo: 'ATK-1', updatedAt, [key]: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(bodyOf(response).fieldErrors ?? {})).toContain(key);
  });

  it.each<[string, string]>([
    ['an If-Match that is not a version', 'W/"abc"'],
    ['an If-Match list', '"1", "2"'],
    ['an If-Match of 5,000 characters', `"${'9'.repeat(5000)}"`],
  ])('answers a save with %s as stale, never a 500', async (_name, ifMatch) => {
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/main/files/ATK-1',
      remoteAddress: office,
      headers: {
        ...(await audiences.headers('staffAdmin')),
        'content-type': 'application/json',
        'if-match': ifMatch,
      },
      payload: JSON.stringify({ fileNo: 'ATK-1', updatedAt }),
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers an updatedAt that is no date as stale', async () => {
    const response = await call('PUT', '/files/ATK-1', { fileNo: 'ATK-1', updatedAt: 'yesterday' });
    expect(response.statusCode).toBe(409);
  });
});

describe('racing writes', () => {
  it('creates one file of a number asked for ten times at once; the others are told it Existed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/files', { fileNo: 'RACE-1' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const answer of answers.filter((each) => each.statusCode === 409))
      expect(bodyOf(answer).message).toContain('Existed');
    const rows = await api.db.select().from(leaseFiles).where(eq(leaseFiles.fileNo, 'RACE-1'));
    expect(rows).toHaveLength(1);
  });

  it('renumbers two files to the same number at once: one gets it, the other is told it Existed', async () => {
    for (const fileNo of ['RACE-2', 'RACE-3'])
      expect((await call('POST', '/files', { fileNo })).statusCode).toBe(201);
    const answers = await Promise.all(
      ['RACE-2', 'RACE-3'].map((fileNo) => call('PUT', `/files/fileNo/${fileNo}`, { fileNo: 'RACE-4' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(bodyOf(answers.find((answer) => answer.statusCode === 409)!).message).toContain('Existed');
  });
});

describe('callers who have no business here', () => {
  const routes: [Method, string, unknown][] = [
    ['GET', '/files/ATK-1', undefined],
    ['POST', '/files', { fileNo: 'NOBODY-1' }],
    ['PUT', '/files/ATK-1', { fileNo: 'ATK-1', updatedAt: '2026-01-01T00:00:00.000Z' }],
    ['DELETE', '/files/ATK-1', undefined],
    ['PUT', '/files/fileNo/ATK-1', { fileNo: 'NOBODY-2' }],
    ['GET', '/history/ATK-1', undefined],
    ['GET', '/documents/ATK-1', undefined],
    ['POST', '/documents/ATK-1', { type: 'PASSPORT', storageKey: 'x', name: 'x' }],
  ];
  it.each<[AudienceName, number, string]>([
    ['none', 401, SESSION_MISSING],
    ['client', 401, SESSION_MISSING],
    ['dealer', 403, forbiddenMessage()],
    ['staffPending', 401, SESSION_INVALID],
  ])('refuses %s on every file call', async (who, status, text) => {
    const before = await counts();
    for (const [method, path, body] of routes) {
      const response = await call(method, path, body, who);
      expect([response.statusCode, bodyOf(response).message], `${method} ${path}`).toEqual([status, text]);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets a file-tool dealer see no file of no dealership (ATK-1 has none)', async () => {
    const response = await call('GET', '/files/ATK-1', undefined, 'fileDealer');
    expect([response.statusCode, bodyOf(response).message]).toEqual([404, message('files.fileNo.notFound')]);
  });
});
