import { z } from 'zod';
import { EmailSchema, IdSchema, requiredText } from '../entities/common.ts';
import { compareByName, nameKey } from '../makes.ts';
import { message } from '../messages.ts';
import { NewPasswordSchema, passwordLength } from '../passwords.ts';
import { plainString } from '../text.ts';

/** The dealer accounts of the quote tool (`/dealer-auth`, doc 1 §3, §5, §7). */

/** The longest dealer name, user name and contact name. */
const NAME_MAX = 200;

/** The length of a dealer account's password: the one rule of every password (`passwordLength`). */
export const dealerPasswordLength = passwordLength;

/** A new dealer account's password: the one rule of every password (`NewPasswordSchema`). */
export const DealerPasswordSchema = NewPasswordSchema;

/**
 * The user name a dealer signs in with. Without a colon: the spec's client also sends it in an
 * `Authorization: Basic` header, where a colon ends the user name (RFC 7617 §2).
 */
const DealerUserSchema = requiredText(NAME_MAX).refine((user) => !user.includes(':'), {
  error: () => message('dealerAccounts.user.colon'),
});

/**
 * A dealer name as staff give it: the dealership, whose accounts share its quotes. Dealerships are
 * told apart by `nameKey` (case and accents aside), so a name must keep something once its accents
 * are gone: a name of accents alone would name no dealership, and share the empty key that stands
 * for "no dealership" in the quote counts.
 */
const DealerNameSchema = requiredText(NAME_MAX).refine((name) => nameKey(name) !== '', {
  error: () => message('validation.required'),
});

/**
 * A dealer account of the quote tool (`/dealer-auth`, doc 1 §3): id, dealerName and user, and the
 * contact name that dealer sign-in shows (empty when there is none). The dealer name is the
 * dealership: its accounts share its quotes. Never the password or its hash.
 */
export const DealerAccountSchema = z.object({
  id: IdSchema,
  dealerName: requiredText(NAME_MAX),
  /** The user name the account signs in with; the spec names the field only. */
  user: DealerUserSchema,
  contactName: plainString()
    .trim()
    .max(NAME_MAX, { error: () => message('validation.tooLong', { max: NAME_MAX }) })
    .optional(),
  /**
   * Whether the dealer-mode next steps are offered to this account (doc 1 §4: "Allowed next steps,
   * dealer mode (only when the feature is enabled)"): without them it can never submit a quote.
   */
  dealerStepsEnabled: z.boolean(),
  /**
   * Where the account's password links go (ours, not the spec's entity; issue 26 item 7): its
   * activation link, and a reset link when the dealer forgets their password. Absent on accounts
   * added before there was one.
   */
  email: z.string().optional(),
});
/** A dealer account. */
export type DealerAccount = z.infer<typeof DealerAccountSchema>;

/**
 * Body of `POST /dealer-auth`: an account without its id, with the e-mail its activation link goes
 * to (the dealer chooses their own password with it). `password` only from a super admin, as the
 * other spec calls that set one (issue 26 item 6); staff never choose a dealer's password.
 */
export const NewDealerAccountSchema = DealerAccountSchema.omit({ id: true }).extend({
  dealerName: DealerNameSchema,
  email: EmailSchema,
  password: DealerPasswordSchema.optional(),
  /** Off when left out, as the app settings' default (`AppConfigSchema`). */
  dealerStepsEnabled: z
    .boolean({ error: () => message('dealerAccounts.dealerSteps.invalid') })
    .default(false),
});
/** Body of `POST /dealer-auth`. */
export type NewDealerAccount = z.input<typeof NewDealerAccountSchema>;

/** Body of `PATCH /dealer-auth/{id}`: the account's settings staff change later. */
export const DealerAccountSettingsSchema = z.object({
  dealerStepsEnabled: z.boolean({ error: () => message('dealerAccounts.dealerSteps.invalid') }),
});
/** Body of `PATCH /dealer-auth/{id}`. */
export type DealerAccountSettings = z.infer<typeof DealerAccountSettingsSchema>;

/**
 * A dealership, by its dealer name. `PUT /dealer-auth/dealer-name/{dealerName}` takes one in its
 * address (the dealership renamed) and one as its body (the new name every account of it takes).
 */
export const DealershipSchema = z.object({ dealerName: DealerNameSchema });
/** A dealership, by its dealer name. */
export type Dealership = z.infer<typeof DealershipSchema>;

/**
 * Dealer accounts sorted by dealerName, ignoring case and with numbers in numeric order (doc 1 §5);
 * the accounts of one dealership by user name, the same way.
 */
export function sortDealerAccounts<T extends Pick<DealerAccount, 'dealerName' | 'user'>>(
  accounts: readonly T[],
): T[] {
  return [...accounts].sort(
    (a, b) =>
      compareByName({ name: a.dealerName }, { name: b.dealerName }) ||
      compareByName({ name: a.user }, { name: b.user }),
  );
}
