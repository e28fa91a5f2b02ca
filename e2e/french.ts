// The French journeys' words (issue 29): what a French page says, looked up in the catalogue rather
// than written again, and the scan that fails on English left on a French page.
import { expect, type Page } from '@playwright/test';
import { englishAreas } from '../packages/domain/src/catalogue/areas.ts';
import { loadLocale, translated } from '../packages/domain/src/locale.ts';
import { formatMessage, type MessageParams } from '../packages/domain/src/message-format.ts';
import { leftoversIn, pageTexts } from '../tooling/english-leftovers.ts';

/** Loads every French table: before the first `t`. */
export function loadFrench(): Promise<void> {
  return loadLocale('fr-CA');
}

const englishByKey = new Map(Object.values(englishAreas).flatMap((area) => Object.entries(area)));

/**
 * The French of a message, named by its English (`t('New quote')`) or its key
 * (`t('quote.notice.approved')`), with its values filled in. Throws when the English names two
 * messages whose French differ, so a journey never clicks on a guess.
 */
export function t(englishOrKey: string, params: MessageParams = {}): string {
  const keys = englishByKey.has(englishOrKey)
    ? [englishOrKey]
    : [...englishByKey].filter(([, english]) => english === englishOrKey).map(([key]) => key);
  const french = [...new Set(keys.map((key) => translated(key, englishByKey.get(key)!, 'fr-CA')))];
  if (french.length !== 1)
    throw new Error(
      `"${englishOrKey}" names ${keys.length ? `messages with several French (${french.join(' | ')})` : 'no message'}`,
    );
  return formatMessage(french[0]!, params, 'fr-CA');
}

/** Fails when the page shows or says an English message of the catalogue. */
export async function expectNoEnglish(page: Page): Promise<void> {
  const texts = await page.evaluate<string[]>(`(${pageTexts.toString()})(document.body)`);
  expect(leftoversIn(texts), `English on the French page ${page.url()}`).toEqual([]);
}
