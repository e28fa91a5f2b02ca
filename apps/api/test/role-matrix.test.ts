// Who may call what (issue 8): every route the server registers, tried by every audience, gets the
// answer its access declaration promises. The routes come from the server itself (`listRoutes`), so
// a new route joins the matrix by declaring its access; a route without a declaration does not
// even register.
import { randomUUID } from 'node:crypto';
import Fastify, { type InjectOptions, type RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { gpsMessage, message, type LeaseQuote } from '@sfi/domain';
import { access, enforceAccess, listRoutes, type Access } from '../src/auth/access.ts';
import { createAuth } from '../src/auth/auth.ts';
import { addChatMessages } from '../src/db/chat.ts';
import { linkClientFile } from '../src/db/client-files.ts';
import { signedIn } from '../src/auth/require-session.ts';
import {
  forbiddenMessage,
  SESSION_INVALID,
  SESSION_MISSING,
  SESSION_NETWORK_CHANGED,
} from '../src/auth/strings.ts';
import { sendError } from '../src/http/errors.ts';
import { createIdentity } from '../src/oidc/provider.ts';
import { demoAccounts, demoClient } from '../src/seed/demo-accounts.ts';
import type { LocalStorage } from '../src/storage/storage.ts';
import {
  audienceNames,
  createAudiences,
  type AudienceName,
  type OtherAudienceName,
} from './support/audiences.ts';
import { createAuthTestApi, elsewhere, office, sessionHeaders } from './support/auth.ts';
import { quoteDetails } from './support/api.ts';

// Top-level await: the matrix's tests are generated from the routes of a started server.
const api = await createAuthTestApi();
/** Every route the app registers, seen from its root (so nothing registered around `enforceAccess` is missed). */
const everyRoute: Pick<RouteOptions, 'method' | 'url'>[] = [];
api.app.addHook('onRoute', (route) => {
  everyRoute.push({ method: route.method, url: route.url });
});
await api.app.ready();
const routes = listRoutes(api.app);
const audiences = await createAudiences(api);
afterAll(() => api.close());

/** What a refused call answers. */
interface Refusal {
  status: 401 | 403;
  message: string;
}

const tokenRequired: Refusal = { status: 401, message: message('public.tokenRequired') };
const tokenInvalid: Refusal = { status: 401, message: message('public.tokenInvalid') };
const sessionMissing: Refusal = { status: 401, message: SESSION_MISSING };
const sessionInvalid: Refusal = { status: 401, message: SESSION_INVALID };
const forbidden: Refusal = { status: 403, message: forbiddenMessage() };
const deviceKeyMissing: Refusal = { status: 401, message: gpsMessage('gps.report.keyMissing') };

const sessionKindOf = {
  dealer: 'dealer',
  fileDealer: 'file-dealer',
  staffAdmin: 'staff',
  staffSuperAdmin: 'staff',
  staffPending: 'staff',
} as const;
const rolesOf: Partial<Record<AudienceName, readonly string[]>> = {
  staffAdmin: demoAccounts.staffAdmin.roles,
  staffSuperAdmin: demoAccounts.staffSuperAdmin.roles,
  staffPending: demoAccounts.staffAdmin.roles,
};

/**
 * The answer the spec gives this audience on a route with this access: `undefined` when the call
 * is let through, else the refusal (doc 1 §7 and doc 2 §7 and §8: the session errors; a session of
 * another kind is forbidden; the public API's bearer token errors).
 */
function expectedRefusal(rule: Access, who: AudienceName): Refusal | undefined {
  switch (rule.audience) {
    case 'anonymous':
    case 'identity-provider':
    case 'signed-request':
      return undefined;
    // No audience carries a GPS device's key (X-Device-Key): every one is asked for it.
    case 'device':
      return deviceKeyMissing;
    case 'client':
      if (who === 'client') return undefined;
      return who === 'none' ? tokenRequired : tokenInvalid;
    case 'session': {
      // A client's bearer token comes without a session id: no session was presented.
      if (who === 'none' || who === 'client') return sessionMissing;
      // The dealer token names no session: only a route for it takes it.
      if (who === 'fileDealerToken') return rule.dealerToken ? undefined : sessionInvalid;
      if (!rule.kinds.includes(sessionKindOf[who])) return forbidden;
      if (who === 'staffPending' && !rule.allowPending) return sessionInvalid;
      if (rule.role !== undefined && !rolesOf[who]?.includes(rule.role)) return forbidden;
      return undefined;
    }
  }
}

/** A path of the route with its parameters filled in. */
function samplePath(url: string): string {
  return url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'role-matrix');
}

const bodyless = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

async function call(method: string, url: string, headers: Record<string, string>, payload?: string) {
  return api.app.inject({
    method: method as InjectOptions['method'],
    url,
    remoteAddress: office,
    headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload }),
  });
}

function errorOf(response: { statusCode: number; body: string }) {
  return { status: response.statusCode, message: (JSON.parse(response.body) as { message: string }).message };
}

describe('the route registry', () => {
  it('lists every route the server has, each with its access', () => {
    const listed = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const all = everyRoute.flatMap((route) =>
      [route.method].flat().map((method) => `${method} ${route.url}`),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((route) => !listed.has(route))).toEqual([]);
    expect(routes.every((route) => route.access !== undefined)).toBe(true);
  });

  it('has every API route declare its success answers, so that no field leaves the server by accident', () => {
    const undeclared = routes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .filter((route) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        // A success, or a redirect to what was asked for (a public document in the bucket).
        return !Object.keys(response).some((status) => /^[23]\d\d$/.test(status));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('keeps the special cases: open sign-in and catalogue, staff-only changes, pending staff on the code calls', () => {
    const accessOf = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.access;
    expect(accessOf('GET', '/api/main/makes')).toBe(access.anonymous);
    expect(accessOf('GET', '/api/main/makes/:id')).toBe(access.anonymous);
    expect(accessOf('POST', '/api/main/makes')).toBe(access.staff);
    expect(accessOf('PUT', '/api/main/makes/:id')).toBe(access.staff);
    expect(accessOf('DELETE', '/api/main/makes/:id')).toBe(access.staff);
    for (const signIn of ['/api/main/dealer-login', '/api/main/login/sms', '/api/chat/users/login'])
      expect(accessOf('POST', signIn)).toBe(access.anonymous);
    expect(accessOf('POST', '/api/main/login')).toBe(access.staffSignIn);
    expect(accessOf('POST', '/api/main/login/sms/resend')).toBe(access.staffSignIn);
    expect(accessOf('POST', '/api/main/logout')).toBe(access.anySessionOrPending);
    expect(accessOf('GET', '/api/main/dealers-api-tokens')).toBe(access.fileDealer);
    // Passwords (issue 26 items 6 and 7): one's own with any session; a forgotten one and an e-mailed
    // link by anyone (the link's token is the proof); staff send a dealer a reset link, super admins a
    // member of staff, and only super admins import dealers with the passwords the file holds.
    expect(accessOf('PUT', '/api/main/session/password')).toBe(access.anySession);
    expect(accessOf('POST', '/api/main/password/forgot')).toBe(access.anonymous);
    expect(accessOf('POST', '/api/main/password/link')).toBe(access.anonymous);
    expect(accessOf('POST', '/api/main/dealers/:id/password-link')).toBe(access.staff);
    // Issue 26 item 7: staff send a lease-quote dealer a reset link, and a client a new activation link.
    expect(accessOf('POST', '/api/main/dealer-auth/:id/password-link')).toBe(access.staff);
    expect(accessOf('POST', '/api/main/dealers/import')).toBe(access.superAdmin);
    expect(accessOf('POST', '/api/main/dealers/import/preview')).toBe(access.superAdmin);
    // The chat: staff make and delete rooms; the dealer's own messages take the dealer token only.
    expect(accessOf('POST', '/api/chat/chats')).toBe(access.staff);
    expect(accessOf('DELETE', '/api/chat/chats/:id')).toBe(access.staff);
    expect(accessOf('GET', '/api/chat/chats')).toBe(access.chat);
    expect(accessOf('GET', '/api/chat/chats/dealer-messages')).toBe(access.dealerToken);
    // The staff administration's searches by e-mail and file number (doc 2 §7; issue 25).
    expect(accessOf('GET', '/api/chat/users/search/criteria')).toBe(access.staff);
    expect(accessOf('GET', '/api/chat/chats/:id/messages')).toEqual(access.own(access.chat));
    expect(accessOf('GET', '/api/public/me')).toBe(access.client);
    expect(accessOf('GET', '/api/public/me/files/:fileNo/lease-summary')).toEqual(access.own(access.client));
    // The language kept on one's own account (issue 29): any session of the API, or a client.
    expect(accessOf('PUT', '/api/main/session/locale')).toBe(access.anySession);
    expect(accessOf('PUT', '/api/public/me/locale')).toBe(access.client);
    // The newsletter's mailing-list form and its links: anyone (a visitor is not signed in).
    for (const url of [
      '/api/public/newsletter',
      '/api/public/newsletter/confirm',
      '/api/public/newsletter/unsubscribe',
    ])
      expect(accessOf('POST', url)).toBe(access.anonymous);
    // The public site's lease takeovers, their photos and the request for service: anyone (issue 14).
    for (const [method, url] of [
      ['GET', '/api/public/leaseTakeovers'],
      ['GET', '/api/public/leaseTakeovers/:id'],
      ['GET', '/api/public/leaseTakeovers/:id/photos/:imageId/:file'],
      ['POST', '/api/public/emails'],
    ] as const)
      expect(accessOf(method, url)).toBe(access.anonymous);
    // Lease files: a file-tool dealer reads their dealership's files; changing files is staff's.
    for (const read of [
      '/api/main/files/:fileNo',
      '/api/main/history/:fileNo',
      '/api/main/documents/:fileNo',
    ])
      expect(accessOf('GET', read)).toEqual(access.own(access.fileTool));
    for (const [method, url] of [
      ['POST', '/api/main/files'],
      ['PUT', '/api/main/files/:fileNo'],
      ['DELETE', '/api/main/files/:fileNo'],
      ['PUT', '/api/main/files/fileNo/:oldFileNo'],
      ['DELETE', '/api/main/documents/:fileNo/:id'],
    ] as const)
      expect(accessOf(method, url)).toBe(access.staff);
    expect(accessOf('GET', '/api/member/members/:id')).toMatchObject({ audience: 'client', own: true });
    expect(accessOf('POST', '/api/member/members')).toMatchObject({ audience: 'client', own: true });
    expect(routes.filter((route) => route.url.startsWith('/oidc')).map((route) => route.access)).toEqual(
      expect.arrayContaining([access.identityProvider]),
    );
    for (const route of routes.filter((each) => each.url.startsWith('/oidc')))
      expect(route.access).toBe(access.identityProvider);
    // GPS (issue 15): staff only; a device reports its positions with its own key, no session.
    const gpsRoutes = routes.filter((each) => each.url.startsWith('/api/main/gps') && each.method !== 'HEAD');
    expect(gpsRoutes.map((each) => `${each.method} ${each.url}`).sort()).toEqual([
      'DELETE /api/main/gps/gps-no/:gpsNo',
      'DELETE /api/main/gps/id/:id/tag/:tag',
      'GET /api/main/gps',
      'GET /api/main/gps/id/:id',
      'GET /api/main/gps/problematic-gps',
      'GET /api/main/gps/search',
      'GET /api/main/gps/tags',
      'POST /api/main/gps/id/:id/tag/:tag',
      'POST /api/main/gps/locations',
      'PUT /api/main/gps/gps-no/:gpsNo/file-no/:fileNo',
    ]);
    for (const route of gpsRoutes)
      expect(route.access).toBe(route.url.endsWith('/locations') ? access.device : access.staff);
    // The lease takeover administration and photo uploads (issue 15): staff only, on the main and
    // dealer APIs (who may change whose photo is the handler's: a staff member's own, or a super admin).
    const adminRoutes = routes.filter(
      (each) =>
        /^\/api\/(main\/lease-takeovers|main\/uploads|dealer\/uploads)/.test(each.url) &&
        each.method !== 'HEAD',
    );
    expect(adminRoutes.map((each) => `${each.method} ${each.url}`).sort()).toEqual([
      'DELETE /api/main/lease-takeovers/:id',
      'GET /api/dealer/uploads/photos/:id/:photoId/:file',
      'GET /api/main/lease-takeovers',
      'GET /api/main/lease-takeovers/:id',
      'GET /api/main/lease-takeovers/search/:term',
      'GET /api/main/uploads/photos/:id/:photoId/:file',
      'POST /api/dealer/uploads/photos/:id',
      'POST /api/main/lease-takeovers',
      'POST /api/main/uploads/photos/:id',
      'PUT /api/main/lease-takeovers/:id',
      'PUT /api/main/lease-takeovers/permutations',
    ]);
    for (const route of adminRoutes) expect(route.access).toBe(access.staff);
    // The client and staff administration (issue 15): any verified member of staff; only a super
    // admin adds or removes staff (the handler lets an admin change only their own name, e-mail and
    // mobile, a new e-mail or mobile with their password and a code: test/people-admin.test.ts,
    // test/staff-contact-change-attacks.test.ts).
    const peopleRoutes = routes.filter(
      (each) => /^\/api\/main\/(users|auth)(\/|$)/.test(each.url) && each.method !== 'HEAD',
    );
    expect(
      Object.fromEntries(peopleRoutes.map((each) => [`${each.method} ${each.url}`, each.access])),
    ).toEqual({
      'GET /api/main/users': access.staff,
      'GET /api/main/users/search/criteria': access.staff,
      'GET /api/main/users/:id': access.staff,
      'POST /api/main/users': access.staff,
      'PUT /api/main/users/:id': access.staff,
      'DELETE /api/main/users/:id': access.staff,
      'POST /api/main/users/:id/password-link': access.staff,
      'GET /api/main/auth': access.staff,
      'GET /api/main/auth/:id': access.staff,
      'POST /api/main/auth/create': access.superAdmin,
      'PUT /api/main/auth/:id': access.staff,
      'DELETE /api/main/auth/:id': access.superAdmin,
      // The member themself (the handler refuses anyone else): test/staff-contact-change-attacks.test.ts.
      'POST /api/main/auth/:id/phone-code': access.staff,
      'POST /api/main/auth/:id/password-link': access.superAdmin,
    });
    // The dealer API (issue 15): staff administer dealers; only a super admin assigns chat rooms
    // (which opens a dealer's conversation to someone) and reads the staff with their rooms.
    const dealerRoutes = routes.filter(
      (each) => each.url.startsWith('/api/dealer/') && each.method !== 'HEAD',
    );
    expect(
      Object.fromEntries(
        dealerRoutes.map((each) => [
          `${each.method} ${each.url}`,
          each.access === access.superAdmin
            ? 'super admin'
            : each.access === access.staff
              ? 'staff'
              : 'other',
        ]),
      ),
    ).toMatchObject({
      'GET /api/dealer/users': 'staff',
      'GET /api/dealer/users/search/criteria': 'staff',
      'GET /api/dealer/users/:id': 'staff',
      'POST /api/dealer/users/create': 'staff',
      'PUT /api/dealer/users/:id': 'staff',
      // It sets another person's password: super admins only (issue 26 item 6).
      'POST /api/dealer/users/update-password': 'super admin',
      'DELETE /api/dealer/users/:id': 'staff',
      'GET /api/dealer/users/get-user-map': 'staff',
      'GET /api/dealer/users/get-staffs': 'super admin',
      'POST /api/dealer/users/assign-room': 'super admin',
      'DELETE /api/dealer/users/assign-room': 'super admin',
    });
    expect(
      dealerRoutes.every((each) => each.access === access.staff || each.access === access.superAdmin),
    ).toBe(true);
    // The local bucket: no session, the signature of its policy or URL is the proof.
    expect(
      routes.filter((each) => each.url.startsWith('/storage/')).map((each) => `${each.method} ${each.url}`),
    ).toEqual(['POST /storage/:bucket', 'GET /storage/:bucket/*']);
    for (const route of routes.filter((each) => each.url.startsWith('/storage/')))
      expect(route.access).toBe(access.signedRequest);
  });
});

describe.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s',
  (_name, route) => {
    const path = samplePath(route.url);
    const hasBody = !bodyless.has(route.method);

    it.each(
      audienceNames.map((who) => {
        const refusal = expectedRefusal(route.access, who);
        return [who, refusal ? `${refusal.status} ${refusal.message}` : 'let through', refusal] as const;
      }),
    )('as %s → %s', async (who, _expected, refusal) => {
      const headers = await audiences.headers(who);
      if (refusal) {
        // Malformed JSON: the access check comes first, so a refused caller learns nothing from parsing.
        const response = await call(route.method, path, headers, hasBody ? '{' : undefined);
        if (route.method === 'HEAD') expect(response.statusCode).toBe(refusal.status);
        else expect(errorOf(response)).toEqual(refusal);
      } else {
        const response = await call(route.method, path, headers, hasBody ? '{}' : undefined);
        expect(response.statusCode, response.body).not.toBe(401);
        expect(response.statusCode, response.body).not.toBe(403);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }
    });
  },
);

/**
 * Routes limited to the caller's own records: the owner's call, and what another caller of the
 * same audience (another client, a dealer of another dealership) gets for it. A route declared
 * `own` must have its case here (the test below fails until it does).
 */
/** A quote of the demo dealer's dealership, written on first use. */
let dealerQuote: Promise<string> | undefined;
const demoDealerQuote = async () => {
  dealerQuote ??= audiences.headers('dealer').then(async (headers) => {
    const created = await call(
      'POST',
      '/api/main/lease-quotes',
      headers,
      JSON.stringify({ vehicle: { type: 'CAR' }, ...quoteDetails }),
    );
    if (created.statusCode !== 201) throw new Error(`POST /lease-quotes answered ${created.statusCode}`);
    return (created.json() as { id: string }).id;
  });
  return dealerQuote;
};

interface OwnCase {
  /** The call, as the owner makes it (written when the case runs, so it may create the record first). */
  request: () => Promise<{ url: string; body?: unknown }>;
  /** What the owner's answer holds: its JSON, or (a download) a check of the answer itself. */
  owned: () => Promise<
    | Record<string, unknown>
    | ((answer: { headers: Record<string, unknown>; rawPayload: Buffer }, method: string) => void)
  >;
  otherGets: Refusal | { status: 404; message: string };
}

const quoteNotFound = { status: 404 as const, message: message('quote.error.notFound') };

/** A second quote of the demo dealer's, for the revision calls, read as it is now. */
let revisionQuoteId: Promise<string> | undefined;
const revisionQuote = async () => {
  revisionQuoteId ??= audiences.headers('dealer').then(async (headers) => {
    const created = await call(
      'POST',
      '/api/main/lease-quotes',
      headers,
      JSON.stringify({ vehicle: { type: 'CAR' }, ...quoteDetails }),
    );
    return (created.json() as { id: string }).id;
  });
  const id = await revisionQuoteId;
  const read = await call('GET', `/api/main/lease-quotes/${id}`, await audiences.headers('dealer'));
  return read.json() as LeaseQuote;
};

/** A lease file of the demo file-tool dealer's dealership (D-1001), made by staff on first use. */
let dealerFileNo: Promise<string> | undefined;
const demoDealerFile = async () => {
  dealerFileNo ??= audiences.headers('staffAdmin').then(async (headers) => {
    const body = { fileNo: 'RM-FILE-1', dealerNo: demoAccounts.fileDealer.dealerNo };
    const created = await call('POST', '/api/main/files', headers, JSON.stringify(body));
    if (created.statusCode !== 201) throw new Error(`POST /files answered ${created.statusCode}`);
    return body.fileNo;
  });
  return dealerFileNo;
};
const fileNotFound = { status: 404 as const, message: message('files.fileNo.notFound') };

/** The demo file-tool dealer's chat room, tied to their file, made by the staff admin on first use. */
let dealerRoomId: Promise<string> | undefined;
const demoDealerRoom = async () => {
  dealerRoomId ??= audiences.headers('staffAdmin').then(async (headers) => {
    const body = { dealerId: demoAccounts.fileDealer.id, fileNo: await demoDealerFile() };
    const created = await call('POST', '/api/chat/chats', headers, JSON.stringify(body));
    if (created.statusCode !== 201) throw new Error(`POST /chats answered ${created.statusCode}`);
    return (created.json() as { id: string }).id;
  });
  return dealerRoomId;
};
const roomNotFound = { status: 404 as const, message: message('chat.room.notFound') };
const buyoutTerms = {
  quoteDate: '2026-01-05',
  goodUntil: '2026-01-15',
  remainingPayments: 1200,
  residualValue: 9000,
  earlyTerminationCharge: 0,
  outstandingBalance: 0,
  fees: 0,
};
const bankingBody = {
  accountNo: '0012345',
  amount: 250.5,
  institutionNo: '001',
  payeeName: 'Role Matrix',
  transitNo: '00123',
};
/** A banking record on the demo dealer's file, made by staff. */
let bankingRecord: Promise<{ id: string; fileNo: string }> | undefined;
const demoBankingRecord = async () => {
  bankingRecord ??= audiences.headers('staffAdmin').then(async (headers) => {
    const body = { ...bankingBody, fileNo: await demoDealerFile() };
    const created = await call('POST', '/api/main/banking-info/', headers, JSON.stringify(body));
    if (created.statusCode !== 201) throw new Error(`POST /banking-info/ answered ${created.statusCode}`);
    return (created.json() as { bankingInfo: { id: string; fileNo: string } }).bankingInfo;
  });
  return bankingRecord;
};
const bankingNotFound = { status: 404 as const, message: message('bankingInfo.notFound') };

/** A lease file of the demo client's (linked to their account), made by staff on first use. */
let clientFileNo: Promise<string> | undefined;
const demoClientFile = async () => {
  clientFileNo ??= audiences.headers('staffAdmin').then(async (headers) => {
    const body = { fileNo: 'RM-CLIENT-1', lease: { monthlyPayment: 412.5 } };
    const created = await call('POST', '/api/main/files', headers, JSON.stringify(body));
    if (created.statusCode !== 201) throw new Error(`POST /files answered ${created.statusCode}`);
    if (!(await linkClientFile(api.db, demoClient.id, body.fileNo))) throw new Error('not linked');
    return body.fileNo;
  });
  return clientFileNo;
};

const ownCases: Record<string, OwnCase> = {
  // A client's lease summary: another client gets the file's 404, as for a file that does not exist.
  'GET /api/public/me/files/:fileNo/lease-summary': {
    request: async () => ({ url: `/api/public/me/files/${await demoClientFile()}/lease-summary` }),
    owned: async () => {
      const fileNo = await demoClientFile();
      return (answer, method) => {
        expect(answer.headers['content-type']).toBe('application/pdf');
        expect(answer.headers['content-disposition']).toContain(`filename="lease-summary-${fileNo}.pdf"`);
        if (method !== 'HEAD') expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      };
    },
    otherGets: fileNotFound,
  },
  // The chat: another dealer gets the room's 404, as for a room that does not exist.
  'GET /api/chat/chats/:id/messages': {
    request: async () => ({ url: `/api/chat/chats/${await demoDealerRoom()}/messages` }),
    owned: async () => ({ messages: [], more: false }),
    otherGets: roomNotFound,
  },
  'PUT /api/chat/chats/:id': {
    request: async () => ({
      url: `/api/chat/chats/${await demoDealerRoom()}`,
      body: { readList: [demoAccounts.fileDealer.id] },
    }),
    owned: async () => ({ id: await demoDealerRoom(), readList: [demoAccounts.fileDealer.id] }),
    otherGets: roomNotFound,
  },
  'POST /api/chat/chats/:id/messages/:messageId/document': {
    request: async () => {
      const roomId = await demoDealerRoom();
      // As if uploaded with a token and sent over the socket: an attachment of the room.
      const storageKey = `chat-rooms/${roomId}/${randomUUID()}/licence.pdf`;
      const writer = (api.app as unknown as { storage: LocalStorage }).storage.objects.writer(storageKey);
      await writer.write(Buffer.from('%PDF-1.7\n%%EOF\n'));
      await writer.commit('application/pdf');
      const [sent] = await addChatMessages(api.db, [
        {
          roomId,
          sender: { id: demoAccounts.fileDealer.id, name: demoAccounts.fileDealer.name, type: 'dealer' },
          clientId: randomUUID(),
          content: storageKey,
          contentType: 'DOCUMENT',
          attachment: { name: 'licence.pdf', size: 15, mimeType: 'application/pdf' },
          createdAt: new Date(),
        },
      ]);
      return {
        url: `/api/chat/chats/${roomId}/messages/${sent!.id}/document`,
        body: { type: 'DRIVER_LICENSE' },
      };
    },
    owned: async () => ({ type: 'DRIVER_LICENSE', name: 'licence.pdf' }),
    otherGets: roomNotFound,
  },
  // A file-tool dealer of another dealership gets a 404, as for a file that does not exist.
  'GET /api/main/files/:fileNo': {
    request: async () => ({ url: `/api/main/files/${await demoDealerFile()}` }),
    owned: async () => ({ file: { fileNo: await demoDealerFile() } }),
    otherGets: fileNotFound,
  },
  'GET /api/main/history/:fileNo': {
    request: async () => ({ url: `/api/main/history/${await demoDealerFile()}` }),
    owned: async () => ({ history: { revisions: [{ fileNo: await demoDealerFile() }] } }),
    otherGets: fileNotFound,
  },
  'GET /api/main/documents/:fileNo': {
    request: async () => ({ url: `/api/main/documents/${await demoDealerFile()}` }),
    owned: async () => ({ documents: [] }),
    otherGets: fileNotFound,
  },
  'POST /api/main/documents/:fileNo': {
    request: async () => {
      const fileNo = await demoDealerFile();
      // As if uploaded with a token: the object is in the local bucket under the file's key.
      const storageKey = `lease-files/${fileNo}/${randomUUID()}/passport.pdf`;
      const writer = (api.app as unknown as { storage: LocalStorage }).storage.objects.writer(storageKey);
      await writer.write(Buffer.from('%PDF-1.7\n%%EOF\n'));
      await writer.commit('application/pdf');
      return {
        url: `/api/main/documents/${fileNo}`,
        body: { type: 'PASSPORT', storageKey, name: 'passport.pdf' },
      };
    },
    owned: async () => ({ type: 'PASSPORT', name: 'passport.pdf' }),
    otherGets: fileNotFound,
  },
  // Buyout quotes, receivables and banking info: another dealership's file is the file's 404.
  'GET /api/main/buyout-quotes/:id': {
    request: async () => ({ url: `/api/main/buyout-quotes/${await demoDealerFile()}` }),
    owned: async () => ({ buyoutQuote: { fileNo: await demoDealerFile(), pstExempt: false } }),
    otherGets: fileNotFound,
  },
  'GET /api/main/buyout-quotes/:id/pdf': {
    request: async () => ({ url: `/api/main/buyout-quotes/${await demoDealerFile()}/pdf` }),
    owned: async () => {
      const fileNo = await demoDealerFile();
      return (answer, method) => {
        expect(answer.headers['content-type']).toBe('application/pdf');
        expect(answer.headers['content-disposition']).toContain(`filename="buyout-quote-${fileNo}-`);
        // HEAD answers the headers alone.
        if (method !== 'HEAD') expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      };
    },
    otherGets: fileNotFound,
  },
  'PUT /api/main/buyout-quotes/:id': {
    request: async () => ({ url: `/api/main/buyout-quotes/${await demoDealerFile()}`, body: buyoutTerms }),
    owned: async () => ({ buyoutQuote: { fileNo: await demoDealerFile(), ...buyoutTerms } }),
    otherGets: fileNotFound,
  },
  'PUT /api/main/buyout-quotes/pstExempt/:fileNo': {
    request: async () => {
      const fileNo = await demoDealerFile();
      return { url: `/api/main/buyout-quotes/pstExempt/${fileNo}`, body: { fileNo } };
    },
    owned: async () => ({ buyoutQuote: { fileNo: await demoDealerFile(), pstExempt: true } }),
    otherGets: fileNotFound,
  },
  'PUT /api/main/buyout-quotes/pstNotExempt/:fileNo': {
    request: async () => {
      const fileNo = await demoDealerFile();
      return { url: `/api/main/buyout-quotes/pstNotExempt/${fileNo}`, body: { fileNo } };
    },
    owned: async () => ({ buyoutQuote: { fileNo: await demoDealerFile(), pstExempt: false } }),
    otherGets: fileNotFound,
  },
  'GET /api/main/loan-receivable-reports/:id': {
    request: async () => ({ url: `/api/main/loan-receivable-reports/${await demoDealerFile()}` }),
    owned: async () => ({ loanReceivableReport: { fileNo: await demoDealerFile() } }),
    otherGets: fileNotFound,
  },
  'GET /api/main/banking-info/:id': {
    request: async () => ({ url: `/api/main/banking-info/${await demoDealerFile()}` }),
    owned: async () => ({ bankingInfo: expect.any(Array), changes: expect.any(Array) }),
    otherGets: fileNotFound,
  },
  'GET /api/main/banking-info/:id/:recordId': {
    request: async () => {
      const record = await demoBankingRecord();
      return { url: `/api/main/banking-info/${record.fileNo}/${record.id}` };
    },
    owned: async () => ({ bankingInfo: { id: (await demoBankingRecord()).id, accountNo: '0012345' } }),
    otherGets: bankingNotFound,
  },
  'POST /api/main/banking-info/': {
    request: async () => ({
      url: '/api/main/banking-info/',
      body: { ...bankingBody, fileNo: await demoDealerFile() },
    }),
    owned: async () => ({ bankingInfo: { ...bankingBody, fileNo: await demoDealerFile() } }),
    otherGets: fileNotFound,
  },
  'PUT /api/main/banking-info/:id': {
    request: async () => {
      const record = await demoBankingRecord();
      return { url: `/api/main/banking-info/${record.id}`, body: { ...record, amount: 99.99 } };
    },
    owned: async () => ({ bankingInfo: { id: (await demoBankingRecord()).id, amount: 99.99 } }),
    otherGets: bankingNotFound,
  },
  'DELETE /api/main/banking-info/:id': {
    request: async () => ({ url: `/api/main/banking-info/${(await demoBankingRecord()).id}` }),
    owned: async () => ({}),
    otherGets: bankingNotFound,
  },
  // The document pack of a file-tool dealer's own file; another dealership's is the file's 404.
  'POST /api/main/reports': {
    request: async () => ({
      url: '/api/main/reports',
      body: { fileNo: await demoDealerFile(), templates: ['lease-summary'] },
    }),
    owned: async () => {
      const fileNo = await demoDealerFile();
      return (answer) => {
        expect(answer.headers['content-disposition']).toContain(`filename="${fileNo}.zip"`);
        // A zip: its local file header's signature.
        expect(answer.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      };
    },
    otherGets: fileNotFound,
  },
  'GET /api/member/members/:id': {
    request: async () => ({ url: `/api/member/members/${demoClient.id}` }),
    owned: async () => ({ id: demoClient.id }),
    otherGets: { status: 404, message: message('member.notFound') },
  },
  'POST /api/member/members': {
    request: async () => ({ url: '/api/member/members', body: { email: demoClient.email } }),
    owned: async () => ({ id: demoClient.id }),
    otherGets: { status: 403, message: message('member.emailMismatch') },
  },
  // Another dealership's dealer gets a 404, as for a quote that does not exist.
  'GET /api/main/lease-quotes/:id': {
    request: async () => ({ url: `/api/main/lease-quotes/${await demoDealerQuote()}` }),
    owned: async () => ({ id: await demoDealerQuote() }),
    otherGets: quoteNotFound,
  },
  // Storage asks the target's owner: another dealership's quote is a 404, for a token and a read URL.
  'POST /api/chat/s3-tokens/put-params': {
    request: async () => ({
      url: '/api/chat/s3-tokens/put-params',
      body: {
        originalFilename: 'Role matrix.pdf',
        contentType: 'application/pdf',
        size: 100,
        leaseQuoteId: await demoDealerQuote(),
      },
    }),
    owned: async () => ({ leaseQuoteId: await demoDealerQuote() }),
    otherGets: quoteNotFound,
  },
  'POST /api/chat/s3-tokens/read-urls': {
    request: async () => ({
      url: '/api/chat/s3-tokens/read-urls',
      body: { paths: [`lease-quotes/${await demoDealerQuote()}/00000000-0000-4000-8000-000000000000/a.pdf`] },
    }),
    owned: async () => ({ urls: [{ url: expect.stringContaining('/storage/sfi-uploads/lease-quotes/') }] }),
    otherGets: quoteNotFound,
  },
  'DELETE /api/main/lease-quotes/saved-searches/:id': {
    request: async () => {
      const created = await call(
        'POST',
        '/api/main/lease-quotes/saved-searches',
        await audiences.headers('dealer'),
        JSON.stringify({ name: 'Role matrix', filters: { status: 'DRAFT' } }),
      );
      return { url: `/api/main/lease-quotes/saved-searches/${(created.json() as { id: string }).id}` };
    },
    owned: async () => ({}),
    otherGets: { status: 404, message: message('quotes.savedSearch.notFound') },
  },
  'POST /api/main/lease-quotes/:id/quote-data': {
    request: async () => ({
      url: `/api/main/lease-quotes/${(await revisionQuote()).id}/quote-data`,
      body: { revisionType: 'INITIAL' },
    }),
    owned: async () => ({ id: (await revisionQuote()).id }),
    otherGets: quoteNotFound,
  },
  'PUT /api/main/lease-quotes/v2/:id/quote-data': {
    request: async () => {
      const quote = await revisionQuote();
      const revision = quote.quoteData.at(-1)!;
      return {
        url: `/api/main/lease-quotes/v2/${quote.id}/quote-data?revision=${revision.revisionId}`,
        body: revision,
      };
    },
    owned: async () => ({ id: (await revisionQuote()).id }),
    otherGets: quoteNotFound,
  },
  'PUT /api/main/lease-quotes/:id/quote-data/reorder': {
    request: async () => {
      const quote = await revisionQuote();
      return {
        url: `/api/main/lease-quotes/${quote.id}/quote-data/reorder`,
        body: { quoteData: [...quote.quoteData].reverse() },
      };
    },
    owned: async () => ({ id: (await revisionQuote()).id }),
    otherGets: quoteNotFound,
  },
  'PUT /api/main/lease-quotes/:id/status': {
    request: async () => {
      const quote = await revisionQuote();
      const draft = quote.quoteData.find((revision) => revision.revisionState === 'DRAFT')!;
      return {
        url: `/api/main/lease-quotes/${quote.id}/status?revision=${draft.revisionId}`,
        body: { status: 'QUOTE_SUBMITTED' },
      };
    },
    owned: async () => ({ id: (await revisionQuote()).id }),
    otherGets: quoteNotFound,
  },
  'PUT /api/main/lease-quotes/v2/:id': {
    request: async () => {
      const quote = await revisionQuote();
      return { url: `/api/main/lease-quotes/v2/${quote.id}`, body: { ...quote, timeline: undefined } };
    },
    owned: async () => ({ id: (await revisionQuote()).id }),
    otherGets: quoteNotFound,
  },
  'DELETE /api/main/lease-quotes/:id/quote-data': {
    request: async () => {
      const quote = await revisionQuote();
      const draft = quote.quoteData.findLast((revision) => revision.revisionState === 'DRAFT')!;
      return { url: `/api/main/lease-quotes/${quote.id}/quote-data?revision=${draft.revisionId}` };
    },
    owned: async () => ({ id: (await revisionQuote()).id }),
    otherGets: quoteNotFound,
  },
  'DELETE /api/main/lease-quotes/:id': {
    request: async () => ({ url: `/api/main/lease-quotes/${await demoDealerQuote()}` }),
    owned: async () => ({}),
    otherGets: quoteNotFound,
  },
};

/** The audience whose own records a route reaches: clients, or the first session kind with a second caller. */
function ownerAudience(rule: Access): OtherAudienceName {
  if (rule.audience === 'client') return 'client';
  if (rule.audience === 'session' && rule.kinds.includes('dealer')) return 'dealer';
  if (rule.audience === 'session' && rule.kinds.includes('file-dealer')) return 'fileDealer';
  throw new Error('add a second caller of this audience to support/audiences.ts');
}

describe('routes limited to one’s own records', () => {
  const own = routes.filter(
    (route) =>
      (route.access.audience === 'client' || route.access.audience === 'session') && route.access.own,
  );
  const keyOf = (route: { method: string; url: string }) =>
    `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;

  it('exist, and each has its case here', () => {
    expect(own.length).toBeGreaterThan(0);
    for (const route of own) expect(ownCases[keyOf(route)], `add ${keyOf(route)} to ownCases`).toBeDefined();
  });

  // DELETE last: it removes the record the other cases read.
  const ordered = [...own].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  it.each(ordered.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: the owner is answered, another caller of the same audience is refused',
    async (_name, route) => {
      const { request, owned, otherGets } = ownCases[keyOf(route)]!;
      const who = ownerAudience(route.access);
      const { url, body } = await request();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      // The other caller first: a refused call must leave the owner's record as it was.
      const theirs = await call(route.method, url, await audiences.otherHeaders(who), payload);
      if (route.method === 'HEAD') expect(theirs.statusCode).toBe(otherGets.status);
      else expect(errorOf(theirs)).toEqual(otherGets);
      const mine = await call(route.method, url, await audiences.headers(who), payload);
      expect(mine.statusCode, mine.body).toBeLessThan(300);
      const expected = await owned();
      if (typeof expected === 'function') expected(mine, route.method);
      else if (route.method !== 'HEAD' && mine.statusCode !== 204)
        expect(mine.json()).toMatchObject(expected);
    },
  );
});

describe('a token of one audience on another audience’s route', () => {
  // Written out by hand, apart from the matrix's rule, so the rule itself is checked.
  const cases: [string, AudienceName | 'staffToken' | 'clientWithSession', string, string, Refusal][] = [
    ['a dealer session on a staff route', 'dealer', 'POST', '/api/main/makes', forbidden],
    ['a file-tool dealer session on a staff route', 'fileDealer', 'DELETE', '/api/main/makes/x', forbidden],
    [
      'a staff session on the file-tool dealer route',
      'staffAdmin',
      'GET',
      '/api/main/dealers-api-tokens',
      forbidden,
    ],
    [
      'a dealer session on the file-tool dealer route',
      'dealer',
      'GET',
      '/api/main/dealers-api-tokens',
      forbidden,
    ],
    ['a pending staff sign-in on a staff route', 'staffPending', 'POST', '/api/main/makes', sessionInvalid],
    ['a dealer token on the file tool', 'fileDealerToken', 'GET', '/api/main/files/x', sessionInvalid],
    [
      'a file-tool dealer session where only the dealer token goes',
      'fileDealer',
      'GET',
      '/api/chat/chats/dealer-messages',
      forbidden,
    ],
    ['a pending staff sign-in on the session', 'staffPending', 'GET', '/api/main/session', sessionInvalid],
    ['a client’s token on a staff route', 'client', 'POST', '/api/main/makes', sessionMissing],
    ['a client’s token on the session', 'client', 'GET', '/api/main/session', sessionMissing],
    [
      'a client’s token beside a live session id',
      'clientWithSession',
      'GET',
      '/api/main/session',
      sessionInvalid,
    ],
    ['a staff session token as a client’s bearer token', 'staffToken', 'GET', '/api/public/me', tokenInvalid],
    ['a staff session on the public API', 'staffAdmin', 'GET', '/api/public/me', tokenInvalid],
    [
      'a dealer session on the member service',
      'dealer',
      'GET',
      `/api/member/members/${demoClient.id}`,
      tokenInvalid,
    ],
    ['no token on the public API', 'none', 'GET', '/api/public/me', tokenRequired],
  ];

  it.each(cases)('%s is refused', async (_case, who, method, url, refusal) => {
    let headers: Record<string, string>;
    if (who === 'staffToken') {
      const staff = (await audiences.session('staffAdmin'))!;
      headers = { authorization: `Bearer ${staff.token}` };
    } else if (who === 'clientWithSession') {
      const dealer = (await audiences.session('dealer'))!;
      headers = { ...(await audiences.headers('client')), 'x-session-token': dealer.id };
    } else headers = await audiences.headers(who);
    const response = await call(method, url, headers, method === 'GET' ? undefined : '{}');
    expect(errorOf(response)).toEqual(refusal);
  });

  it('a session used from another network is refused with its own message', async () => {
    const dealer = (await audiences.session('dealer'))!;
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/main/session',
      remoteAddress: elsewhere,
      headers: sessionHeaders(dealer),
    });
    expect(errorOf(response)).toEqual({ status: 401, message: SESSION_NETWORK_CHANGED });
  });
});

describe('declarations on a route of our own', () => {
  it('a super-admin route lets only staff holding the role through, and puts the user on the request', async () => {
    const auth = createAuth(api.db, { now: api.clock.now });
    const app = Fastify();
    enforceAccess(app, { auth, identity: createIdentity(app, api.db) });
    app.setErrorHandler(sendError);
    app.get('/probe', { config: { access: access.superAdmin } }, async (request) => ({
      name: signedIn(request, 'staff').user.name,
    }));
    try {
      const get = async (who: AudienceName) =>
        app.inject({ url: '/probe', remoteAddress: office, headers: await audiences.headers(who) });
      expect((await get('staffSuperAdmin')).json()).toEqual({ name: demoAccounts.staffSuperAdmin.name });
      expect(errorOf(await get('staffAdmin'))).toEqual(forbidden);
      expect(errorOf(await get('dealer'))).toEqual(forbidden);
      expect(errorOf(await get('staffPending'))).toEqual(sessionInvalid);
      expect(errorOf(await get('client'))).toEqual(sessionMissing);
      expect(errorOf(await get('none'))).toEqual(sessionMissing);
    } finally {
      await app.close();
      await auth.close();
    }
  });

  it('a route without a declaration is refused when it is registered', async () => {
    const auth = createAuth(api.db, { now: api.clock.now });
    const app = Fastify();
    enforceAccess(app, { auth, identity: createIdentity(app, api.db) });
    try {
      expect(() => app.get('/undeclared', async () => ({}))).toThrow(/GET \/undeclared declares no access/);
      // In a plugin, as the API's routes are: the server does not start.
      void app.register(async (scope) => {
        scope.post('/nested', async () => ({}));
      });
      await expect(app.ready()).rejects.toThrow(/POST \/nested declares no access/);
    } finally {
      await app.close();
      await auth.close();
    }
  });

  it('a scope declared once for all refuses a route declaring something else', async () => {
    const auth = createAuth(api.db, { now: api.clock.now });
    const app = Fastify();
    enforceAccess(app, { auth, identity: createIdentity(app, api.db) }, { every: access.identityProvider });
    try {
      expect(() => app.get('/page', async () => ({}))).not.toThrow();
      expect(() => app.get('/staff', { config: { access: access.staff } }, async () => ({}))).toThrow(
        /every route here is identity-provider/,
      );
    } finally {
      await app.close();
      await auth.close();
    }
  });
});
