import { expect, it, vi } from 'vitest';
import type * as Domain from '@sfi/domain';

/** The catalogue keys said so far, through `message` of `@sfi/domain`. */
const said = vi.hoisted((): string[] => []);

vi.mock('@sfi/domain', async (original) => {
  const domain = await original<typeof Domain>();
  return {
    ...domain,
    message: (...args: Parameters<typeof domain.message>) => {
      said.push(args[0]);
      return domain.message(...args);
    },
  };
});

it('says no sign-in message when loaded: each is said when a request needs it, in that request’s language', async () => {
  const strings = await import('../src/auth/strings.ts');
  expect(said).toEqual([]);

  expect(strings.loginFailedMessage()).toBe('Please try logging in again.');
  expect(strings.codeWrongMessage()).toBe('That code is not right. Check the code and try again.');
  expect(said).toEqual(['dealer.login.failed', 'auth.code.wrong']);
});
