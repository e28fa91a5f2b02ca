import { defaultLocale, localeOfProvince, type Locale } from '@sfi/domain';
import { accountLocale, clientFileProvinces, type LocaleAccountKind } from '../db/account-locales.ts';
import type { Db } from '../db/client.ts';

/*
 * The language of what the server writes to a person (issue 29): their e-mails and text messages
 * are in the language they chose (kept on their account by `PUT /session/locale` or the public
 * API's `PUT /me/locale`). A person who never chose one gets `otherwise`: the page's language when
 * they asked for the message themselves (a sign-in code, a forgotten password), English when someone
 * else did (an administrator's language is not theirs). A client without a choice gets French when
 * a lease file of theirs is in Quebec (`localeOfProvince`, the Charter of the French Language).
 * The words are then written with `inLocale(locale, () => …)` (http/locale.ts).
 */

/** The language to write to the person of an account in. */
export async function recipientLocale(
  db: Db,
  kind: LocaleAccountKind,
  id: string,
  otherwise: Locale = defaultLocale,
): Promise<Locale> {
  const chosen = await accountLocale(db, kind, id);
  if (chosen) return chosen;
  if (kind === 'client')
    for (const province of await clientFileProvinces(db, id)) {
      const locale = localeOfProvince(province);
      if (locale) return locale;
    }
  return otherwise;
}
