import { describe, expect, it } from 'vitest';
import frenchFiles from './catalogue/fr/files.ts';
import { formatMessage } from './message-format.ts';
import {
  clientHeaderLabel,
  dealerHeaderLabel,
  decodeJwtPayload,
  fileNumberErrorMessage,
  isClientSessionValid,
  isNullToken,
  isSessionErrorMessage,
  isStaffSessionExpired,
  isTokenExpired,
  message,
  sessionEndedNotice,
  sessionErrorMessages,
  withoutSecrets,
} from './index.ts';
import frenchAuth from './catalogue/fr/auth.ts';
import frenchCommon from './catalogue/fr/common.ts';
import { areaMessages } from './message-format.ts';

/** A JWT with this payload (unsigned: only the server checks signatures). */
const jwt = (payload: unknown) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

const NOW = Date.parse('2024-06-01T12:00:00.000Z');
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('session errors (doc 1 §7, doc 2 §7, §8)', () => {
  it.each<[unknown, boolean]>([
    ['Missing Session Token', true],
    ['Invalid Session', true],
    ['Network Environment Changed', true],
    ['Session Expired', true],
    ['session expired', false],
    ['Session Expired!', false],
    ['There was a problem on our end. Please try again later.', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%j signs the user out: %s', (text, expected) => {
    expect(isSessionErrorMessage(text)).toBe(expected);
  });

  it('has a notice for each session error', () => {
    for (const [serverMessage, key] of Object.entries(sessionErrorMessages))
      expect(message(key)).toBe(serverMessage);
  });

  it.each<[string, string, string]>([
    [
      'Missing Session Token',
      'Your session has ended (Missing Session Token). Please sign in again.',
      'Votre session a pris fin (Jeton de session manquant). Veuillez vous reconnecter.',
    ],
    [
      'Invalid Session',
      'Your session has ended (Invalid Session). Please sign in again.',
      'Votre session a pris fin (Session non valide). Veuillez vous reconnecter.',
    ],
    [
      'Network Environment Changed',
      'Your session has ended (Network Environment Changed). Please sign in again.',
      'Votre session a pris fin (Environnement réseau modifié). Veuillez vous reconnecter.',
    ],
    [
      'Session Expired',
      'Your session has ended (Session Expired). Please sign in again.',
      'Votre session a pris fin (Session expirée). Veuillez vous reconnecter.',
    ],
  ])(
    'the server’s %j ends the session with a notice in the reader’s language',
    (serverMessage, english, french) => {
      expect(sessionEndedNotice(serverMessage)).toBe(english);
      expect(sessionEndedNotice(serverMessage, areaMessages({ ...frenchCommon, ...frenchAuth }))).toBe(
        french,
      );
    },
  );
});

describe('fileNumberErrorMessage (doc 2 §5)', () => {
  it.each<[string | undefined, string]>([
    ['File Number Existed', 'This file number already exists.'],
    ['fileNo SF-1 Existed already', 'This file number already exists.'],
    ['File not found', 'File not found'],
    ['existed', 'existed'],
    ['', 'Please try again'],
    [undefined, 'Please try again'],
  ])('%j → %j', (serverMessage, shown) => {
    expect(fileNumberErrorMessage(serverMessage)).toBe(shown);
  });

  it('knows a taken number the server says in French: its message keeps the word Existed', () => {
    const said = formatMessage(frenchFiles['files.fileNo.existed'], { fileNo: 'SF-1' }, 'fr-CA');
    expect(fileNumberErrorMessage(said)).toBe(message('files.fileNo.exists'));
  });
});

describe('isStaffSessionExpired (doc 2 §4, §5)', () => {
  const session = (expiredAt: string) => ({ session: { expiredAt, verificationCode: '123456' } });
  it.each<[string, Parameters<typeof isStaffSessionExpired>[0], boolean]>([
    ['expires in the future', session('2024-06-01T12:00:01.000Z'), false],
    ['expires right now', session('2024-06-01T12:00:00.000Z'), false],
    ['expired a second ago', session('2024-06-01T11:59:59.000Z'), true],
    ['has an unreadable expiry', session('soon'), true],
    ['is missing', null, true],
  ])('a session that %s is expired: %s', (_, stored, expired) => {
    expect(isStaffSessionExpired(stored, NOW)).toBe(expired);
    expect(isStaffSessionExpired(stored, new Date(NOW))).toBe(expired);
  });
});

describe('isTokenExpired (doc 2 §5: exp before now)', () => {
  it.each<[string, string | null, boolean]>([
    ['exp in the future', jwt({ exp: seconds(NOW) + 60 }), false],
    ['exp equal to now', jwt({ exp: seconds(NOW) }), false],
    ['exp in the past', jwt({ exp: seconds(NOW) - 1 }), true],
    ['no exp', jwt({ sub: 'client-1' }), false],
    ['exp not a number', jwt({ exp: '2030' }), true],
    ['a payload that is not an object', jwt([1, 2]), true],
    ['two parts only', 'abc.def', true],
    ['not base64url', 'a.b$c.d', true],
    ['not JSON', `a.${Buffer.from('hello').toString('base64url')}.c`, true],
    ['null', null, true],
  ])('a token with %s is expired: %s', (_, token, expired) => {
    expect(isTokenExpired(token, NOW)).toBe(expired);
  });

  it('decodes the payload, accents and all, without a library', () => {
    expect(decodeJwtPayload(jwt({ name: 'Zoë Côté', exp: 1 }))).toEqual({ name: 'Zoë Côté', exp: 1 });
  });
});

describe('client session (doc 2 §5)', () => {
  it.each<[string | null, boolean, boolean]>([
    [jwt({ exp: seconds(NOW) + 3600 }), true, false],
    [jwt({ exp: seconds(NOW) - 3600 }), false, false],
    [null, false, true],
    ['null', false, true],
    ['', false, false],
  ])('stored id token %j: valid %s, clear storage %s', (token, valid, clear) => {
    expect(isClientSessionValid(token, NOW)).toBe(valid);
    expect(isNullToken(token)).toBe(clear);
  });
});

describe('header entries (doc 1 §2)', () => {
  it.each<[Parameters<typeof clientHeaderLabel>[0], string]>([
    [{ email: 'ada@example.com', files: { name: 'Ada Lovelace', vehicles: [] } }, 'Ada Lovelace'],
    [{ email: 'ada@example.com', files: { name: '  ', vehicles: [] } }, 'ada@example.com'],
    [{ email: 'ada@example.com' }, 'ada@example.com'],
  ])('a client %j is shown as %j', (user, label) => {
    expect(clientHeaderLabel(user)).toBe(label);
  });

  it.each<[{ dealerName?: string } | null, string]>([
    [{ dealerName: 'Richmond Auto' }, 'Richmond Auto'],
    [{ dealerName: '' }, 'Unknown Dealer'],
    [{}, 'Unknown Dealer'],
    [null, 'Unknown Dealer'],
  ])('a dealer %j is shown as %j', (user, label) => {
    expect(dealerHeaderLabel(user)).toBe(label);
  });
});

describe('withoutSecrets (doc 2 §3)', () => {
  it('strips hash and salt and defaults the permission list', () => {
    expect(withoutSecrets({ id: '1', hash: 'h', salt: 's' })).toEqual({ id: '1', permission: [] });
    expect(withoutSecrets({ id: '1', permission: ['files'] })).toEqual({ id: '1', permission: ['files'] });
  });
});
