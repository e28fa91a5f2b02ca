import { dealerQuoteSession, fileDealerSession, useStoredSession } from '@sfi/app-kit';
import { PlainLink } from '@sfi/ui';
import {
  clientHeaderLabel,
  CLIENT_HOME_PATH,
  dealerHeaderLabel,
  DEALER_HOME_PATH,
  decodeJwtPayload,
  isClientSessionValid,
  storageKeys,
} from '@sfi/domain';
import { useHydrated } from './shell/useHydrated.ts';

/** The signed-in client, from the identity provider's id token kept in local storage (doc 2 §3). */
function signedInClient(): { name?: string; email: string } | null {
  const idToken = globalThis.localStorage?.getItem(storageKeys.local.idToken);
  if (!isClientSessionValid(idToken)) return null;
  const claims = decodeJwtPayload(idToken);
  const email = typeof claims?.email === 'string' ? claims.email : '';
  const name = typeof claims?.name === 'string' ? claims.name : undefined;
  return email || name ? { email, ...(name ? { name } : {}) } : null;
}

/**
 * The header's entry for whoever is signed in (spec doc 1 §2): a client's leads to the dashboard
 * with their name (or e-mail); a dealer's to their portal with the dealer name (or "Unknown
 * Dealer"); a file-tool dealer's to the chat (doc 2 §2). All apps share one origin, so the
 * sessions the other apps stored are readable here.
 *
 * The page was rendered to HTML with nobody signed in, so the entry shows once the page has
 * hydrated: read during hydration, the stored session would make the page differ from its HTML
 * (React's error #418, and the whole page rendered again).
 */
export function HeaderEntry() {
  const hydrated = useHydrated();
  const dealer = useStoredSession(dealerQuoteSession);
  const fileDealer = useStoredSession(fileDealerSession);
  if (!hydrated) return null;
  const client = signedInClient();
  if (client) return <PlainLink href={CLIENT_HOME_PATH}>{clientHeaderLabel(client)}</PlainLink>;
  if (dealer) return <PlainLink href={DEALER_HOME_PATH}>{dealerHeaderLabel(dealer.user)}</PlainLink>;
  if (fileDealer)
    return (
      <PlainLink href="/dealer/chat">{dealerHeaderLabel({ dealerName: fileDealer.user.name })}</PlainLink>
    );
  return null;
}
