import { and, eq, gt, or } from 'drizzle-orm';
import { emailKey, type Locale } from '@sfi/domain';
import { hashToken, newToken } from '../http/tokens.ts';
import type { Db } from './client.ts';
import { newsletterSubscriptions } from './schema.ts';

/**
 * The reference server's mailing list of the investor newsletter (doc 2 §4, §7), double opt-in:
 * an address is kept once; it is pending until the link of its confirmation e-mail is opened, and
 * every e-mail carries a link to unsubscribe. Only the links' hashes are kept.
 */

/** The links of a confirmation e-mail to send. */
export interface NewsletterLinks {
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
}

/**
 * Records a subscription of `email` and answers the links of the confirmation e-mail to send, or
 * `undefined` when the address is confirmed already (nothing to send: the answer is the same). A new
 * address is written pending; a pending or unsubscribed one is pending again with new links (the
 * earlier e-mail's stop working). One row per address, even under races (the insert waits for a
 * concurrent one, then the row is locked). `write` runs in the same transaction with the links, to
 * write the e-mail, so an e-mail exists exactly when its links do.
 */
export async function requestSubscription(
  db: Db,
  { email, locale }: { email: string; locale: Locale },
  now: Date,
  lifetimeMs: number,
  write: (tx: Db, links: NewsletterLinks) => Promise<void>,
): Promise<NewsletterLinks | undefined> {
  return db.transaction(async (tx) => {
    const links = { email: email.trim(), confirmToken: newToken(), unsubscribeToken: newToken() };
    const fresh = {
      email: links.email,
      status: 'pending' as const,
      confirmTokenHash: hashToken(links.confirmToken),
      confirmExpiresAt: new Date(now.getTime() + lifetimeMs),
      unsubscribeTokenHash: hashToken(links.unsubscribeToken),
      requestedAt: now,
      updatedAt: now,
      // The page's language (issue 29): the confirmation and the mailings are written in it.
      locale,
    };
    const key = emailKey(email);
    const [created] = await tx
      .insert(newsletterSubscriptions)
      .values({ ...fresh, emailKey: key, createdAt: now })
      .onConflictDoNothing({ target: newsletterSubscriptions.emailKey })
      .returning({ id: newsletterSubscriptions.id });
    if (!created) {
      const [row] = await tx
        .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.emailKey, key))
        .for('update');
      if (!row || row.status === 'confirmed') return undefined;
      await tx
        .update(newsletterSubscriptions)
        .set({ ...fresh, confirmedAt: null })
        .where(eq(newsletterSubscriptions.id, row.id));
    }
    await write(tx, links);
    return links;
  });
}

/**
 * Confirms the subscription of a confirmation link: true when it is confirmed now or was already
 * (opening the link twice is fine), false when the link is unknown, expired, replaced by a newer
 * one, or its address unsubscribed since.
 */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<boolean> {
  const hash = hashToken(token);
  const [confirmed] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now, confirmExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hash),
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (confirmed) return true;
  const [already] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hash),
        eq(newsletterSubscriptions.status, 'confirmed'),
      ),
    );
  return already !== undefined;
}

/**
 * Unsubscribes the address of an unsubscribe link (its confirmation link stops working): true when
 * it is unsubscribed now or was already, false when no subscription has this link.
 */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<boolean> {
  const hash = hashToken(token);
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.unsubscribeTokenHash, hash),
        or(eq(newsletterSubscriptions.status, 'pending'), eq(newsletterSubscriptions.status, 'confirmed')),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (row) return true;
  const [already] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hash));
  return already !== undefined;
}
