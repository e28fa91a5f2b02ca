import { describe, expect, it } from 'vitest';
import { basicCredentials, presentedSession } from '../src/auth/credentials.ts';
import { clientNetwork, throttleClient } from '../src/auth/network.ts';
import { argon2Cost, minimumArgon2Cost, PasswordHasher } from '../src/auth/passwords.ts';
import { authPolicy } from '../src/auth/policy.ts';
import { backoffDelay } from '../src/auth/throttle.ts';
import { hashCode, hashToken, newCode, newToken, sameDigest, TOKEN_BYTES } from '../src/http/tokens.ts';
import { usernameKey } from '../src/db/usernames.ts';
import { HttpError } from '../src/http/errors.ts';

describe('clientNetwork: what "network" means', () => {
  it.each([
    ['203.0.113.10', '203.0.113.0/24'],
    ['203.0.113.254', '203.0.113.0/24'],
    ['203.0.114.10', '203.0.114.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['::FFFF:cb00:7109', '203.0.113.0/24'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', 'unknown:not an address'],
  ])('%s is on %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('puts neighbours on one network and other blocks on another', () => {
    expect(clientNetwork('198.51.100.1')).toBe(clientNetwork('198.51.100.200'));
    expect(clientNetwork('198.51.100.1')).not.toBe(clientNetwork('198.51.101.1'));
    expect(clientNetwork('2001:db8:0:1::5')).not.toBe(clientNetwork('2001:db8:0:2::5'));
  });
});

describe('throttleClient', () => {
  it.each([
    ['203.0.113.10', '203.0.113.10'],
    ['::ffff:203.0.113.10', '203.0.113.10'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::9', '2001:db8:1:2::/64'],
  ])('counts %s as %s', (address, client) => {
    expect(throttleClient(address)).toBe(client);
  });
});

describe('tokens', () => {
  it('have at least 128 random bits, are unique, and are URL-safe', () => {
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    const tokens = Array.from({ length: 2000 }, newToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens.slice(0, 50)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(TOKEN_BYTES);
    }
    // Every bit position takes both values across the sample: no fixed bits.
    const bytes = tokens.map((token) => Buffer.from(token, 'base64url'));
    for (let bit = 0; bit < TOKEN_BYTES * 8; bit += 1) {
      const ones = bytes.filter((buffer) => (buffer[bit >> 3]! >> (bit & 7)) & 1).length;
      expect(ones).toBeGreaterThan(800);
      expect(ones).toBeLessThan(1200);
    }
  });

  it('are stored as SHA-256 digests that do not contain the token', () => {
    const token = newToken();
    const digest = hashToken(token);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(token);
    expect(sameDigest(digest, hashToken(token))).toBe(true);
    expect(sameDigest(digest, hashToken(newToken()))).toBe(false);
    expect(sameDigest(digest, '')).toBe(false);
  });

  it('makes six-digit codes with leading zeros kept, and keys their hash with the session token', () => {
    const codes = Array.from({ length: 500 }, () => newCode(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
    const token = newToken();
    expect(hashCode(token, '012345')).toBe(hashCode(token, '012345'));
    expect(hashCode(token, '012345')).not.toBe(hashCode(newToken(), '012345'));
    expect(hashCode(token, '012345')).not.toBe(hashCode(token, '012346'));
  });
});

describe('usernameKey', () => {
  it.each([
    ['Dealer', 'dealer'],
    ['  dealer ', 'dealer'],
    ['ｄｅａｌｅｒ', 'dealer'],
    ['Émile', 'émile'],
  ])('%s → %s', (username, key) => {
    expect(usernameKey(username)).toBe(key);
  });
});

describe('Basic credentials', () => {
  const header = (text: string) => ({ authorization: `Basic ${Buffer.from(text).toString('base64')}` });

  it('reads the username and the password, which may hold colons', () => {
    expect(basicCredentials(header('dealer:pa:ss:word'))).toEqual({
      username: 'dealer',
      password: 'pa:ss:word',
    });
    expect(basicCredentials(header('émile:mot de passe'))).toEqual({
      username: 'émile',
      password: 'mot de passe',
    });
  });

  it('is absent without a header or with another scheme', () => {
    expect(basicCredentials({})).toBeUndefined();
    expect(basicCredentials({ authorization: 'Bearer abc' })).toBeUndefined();
  });

  it.each([
    ['no colon', header('dealer')],
    ['no username', header(':password')],
    ['no password', header('dealer:')],
    ['not base64', { authorization: 'Basic ***' }],
    ['an empty value', { authorization: 'Basic' }],
  ])('refuses %s with a 400', (_case, headers) => {
    expect(() => basicCredentials(headers)).toThrow(HttpError);
  });
});

describe('presented sessions', () => {
  it('need both the session id and the bearer token', () => {
    expect(presentedSession({ 'x-session-token': 'id', authorization: 'Bearer tok' })).toEqual({
      id: 'id',
      token: 'tok',
    });
    expect(presentedSession({ 'x-session-token': 'id' })).toBeUndefined();
    expect(presentedSession({ authorization: 'Bearer tok' })).toBeUndefined();
    expect(presentedSession({ 'x-session-token': 'id', authorization: 'tok' })).toBeUndefined();
    expect(presentedSession({ 'x-session-token': '', authorization: 'Bearer tok' })).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  const rule = authPolicy.throttle.accountClient;
  it.each([
    [0, 0],
    [rule.free, 0],
    [rule.free + 1, 1_000],
    [rule.free + 2, 2_000],
    [rule.free + 3, 4_000],
    [rule.free + 10, 512_000],
    [rule.free + 11, rule.maxDelayMs],
    [rule.free + 500, rule.maxDelayMs],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(backoffDelay(rule, failures)).toBe(delay);
  });
});

describe('PasswordHasher', () => {
  it('uses Argon2id at or above the OWASP minimum, and refuses a lower cost', async () => {
    expect(argon2Cost.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(argon2Cost.timeCost).toBeGreaterThanOrEqual(2);
    expect(() => new PasswordHasher({ ...minimumArgon2Cost, memoryCost: 4096 })).toThrow(/OWASP/);
    expect(() => new PasswordHasher({ ...minimumArgon2Cost, timeCost: 1 })).toThrow(/OWASP/);

    const hasher = new PasswordHasher();
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${argon2Cost.memoryCost},t=${argon2Cost.timeCost},p=1\\$`),
    );
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'correct horse battery!')).toBe(false);
    expect(await hasher.verify('not a hash', 'anything')).toBe(false);
    // No account: checked against a dummy hash, always false.
    expect(await hasher.verify(undefined, 'correct horse battery')).toBe(false);
  });
});
