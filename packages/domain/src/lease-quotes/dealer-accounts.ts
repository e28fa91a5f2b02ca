import { z } from 'zod';
import { IdSchema, requiredText } from '../entities/common.ts';
import { compareByName } from '../makes.ts';

/** The dealer accounts of the quote tool (`/dealer-auth`, doc 1 §3, §5, §7). */

/** A dealer account of the quote tool (`/dealer-auth`, doc 1 §3): id, dealerName and user. */
export const DealerAccountSchema = z.object({
  id: IdSchema,
  dealerName: requiredText(200),
  /** The user name the account signs in with; the spec names the field only. */
  user: requiredText(200),
});
/** A dealer account. */
export type DealerAccount = z.infer<typeof DealerAccountSchema>;

/** Body of `POST /dealer-auth`: an account without its id. */
export const NewDealerAccountSchema = DealerAccountSchema.omit({ id: true });
/** Body of `POST /dealer-auth`. */
export type NewDealerAccount = z.infer<typeof NewDealerAccountSchema>;

/** Dealer accounts sorted by dealerName, ignoring case and with numbers in numeric order (doc 1 §5). */
export function sortDealerAccounts<T extends Pick<DealerAccount, 'dealerName'>>(accounts: readonly T[]): T[] {
  return [...accounts].sort((a, b) => compareByName({ name: a.dealerName }, { name: b.dealerName }));
}
