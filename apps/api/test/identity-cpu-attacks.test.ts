// Issue 26, item 2: anonymous CPU exhaustion on the identity pages. Their e-mail check was a
// backtracking pattern run before the length check: 16 kB of `a@....@` held the event loop for
// most of a second, for every visitor of every page. Sent here as an attacker sends it: each text
// field of each form the identity pages parse gets the worst inputs a form body lets through (16 kB),
// and the server must answer each with the form's error, taking at most 5 ms more than for as many
// plain letters (the fastest of a few tries of each, so that a busy machine does not decide).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApi, type AuthTestApi } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import { startSignIn } from './support/oidc.ts';

let api: AuthTestApi;
const origin = 'http://localhost';

beforeAll(async () => {
  api = await createAuthTestApi();
});
afterAll(() => api.close());

const BUDGET_MS = 5;
const SIZE = 16_000;

/** The worst inputs for the patterns such checks are made of, each filling a form body. */
const hostile: Record<string, string> = {
  'dots between two @': `a@${'.'.repeat(SIZE)}@`,
  'labels without an end': `a@${'a.'.repeat(SIZE / 2)}!`,
  'a@....@ blocks': 'a@....@'.repeat(SIZE / 11),
  'spaces inside': `a${' '.repeat(SIZE)}b`,
  'one long word': 'a'.repeat(SIZE),
};

/** The forms of the identity pages, each with the text fields it parses. */
interface IdentityForm {
  name: string;
  fields: string[];
  /** Where the form posts, with the cookies it needs (an interaction's, for sign-in and sign-up). */
  target(): Promise<{ url: string; cookie: string }>;
}

async function interaction(kind: 'login' | 'signup') {
  const started = await startSignIn({ origin, send: injectSend(api.app, '192.0.2.200') });
  const uid = new URL(started.interaction, origin).pathname.split('/').at(-1)!;
  return { url: `/oidc/interaction/${uid}/${kind}`, cookie: started.jar.header() };
}

const forms: IdentityForm[] = [
  { name: 'sign-in', fields: ['email', 'password'], target: () => interaction('login') },
  { name: 'sign-up', fields: ['name', 'agency', 'email', 'password'], target: () => interaction('signup') },
  {
    name: 'forgotten password',
    fields: ['email'],
    target: async () => ({ url: '/oidc/account/forgot', cookie: '' }),
  },
  {
    name: 'change password',
    fields: ['email', 'currentPassword', 'newPassword'],
    target: async () => ({ url: '/oidc/account/change', cookie: '' }),
  },
  {
    name: 'reset password',
    fields: ['password'],
    target: async () => ({ url: '/oidc/account/reset?token=unknown', cookie: '' }),
  },
  {
    name: 'confirm the address',
    fields: ['password'],
    target: async () => ({ url: '/oidc/account/confirm?token=unknown', cookie: '' }),
  },
];

const cases = forms.flatMap((form) =>
  form.fields.flatMap((field) =>
    Object.entries(hostile).map(([shape, value]) => ({ form, field, shape, value })),
  ),
);

/** A post of a form body, in milliseconds; it must be the form's 400. */
async function post(url: string, cookie: string, body: string): Promise<number> {
  const start = performance.now();
  const answer = await api.app.inject({
    method: 'POST',
    url,
    remoteAddress: '198.51.100.91',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie && { cookie }) },
    payload: body,
  });
  const took = performance.now() - start;
  expect(answer.statusCode).toBe(400);
  return took;
}

describe('the identity pages answer the worst input of each field at once', () => {
  it.each(cases.map((c) => [c.form.name, c.field, c.shape, c] as const))(
    `%s, %s: %s in at most ${BUDGET_MS} ms more than plain letters`,
    async (_form, field, _shape, { form, value }) => {
      const { url, cookie } = await form.target();
      // The other fields empty: the answer is the form again with its errors, before any password work.
      const body = new URLSearchParams({ [field]: value }).toString();
      expect(body.length).toBeLessThanOrEqual(16_384);
      const plain = new URLSearchParams({ [field]: 'a'.repeat(value.length) }).toString();
      // Taken in turns, the fastest of each: the machine's load weighs on both alike.
      let [hostileMs, plainMs] = [Infinity, Infinity];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        plainMs = Math.min(plainMs, await post(url, cookie, plain));
        hostileMs = Math.min(hostileMs, await post(url, cookie, body));
      }
      expect(hostileMs - plainMs).toBeLessThanOrEqual(BUDGET_MS);
    },
  );
});
