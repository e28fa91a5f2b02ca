import type { Locale } from '@sfi/domain';
import { chooseLocale, chosenLocale } from './locale.ts';

/**
 * A signed-in person's language as their account keeps it (their sign-in's or `me`'s `locale`,
 * issue 29): a browser where no language was chosen yet adopts it, and keeps it as its choice; a
 * browser's own choice stays. Nothing while the account has none.
 */
export function adoptAccountLocale(locale: Locale | null | undefined): void {
  if (!locale || chosenLocale() !== undefined) return;
  void chooseLocale(locale).catch(() => undefined);
}
