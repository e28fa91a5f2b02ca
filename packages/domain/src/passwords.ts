import { z } from 'zod';
import { sessionKinds } from './entities/session.ts';
import { message } from './messages.ts';
import { plainString } from './text.ts';

/**
 * The one password rule of every kind of account (staff, lease-quote dealers, file-tool dealers,
 * clients), wherever a password is chosen: signing up, changing one's own, a reset or activation
 * link, and the super admin's calls that still set one. In characters (code points): at least 12
 * (ASVS 5.0 V6.2.1 asks at least 8 and recommends 15), at most 128 so that long passphrases fit and
 * hashing stays cheap. Kept as typed: never trimmed.
 */
export const passwordLength = { min: 12, max: 128 } as const;

/** Whether a password is of an allowed length (`passwordLength`). */
export function isPasswordLengthAllowed(password: string): boolean {
  const length = [...password].length;
  return length >= passwordLength.min && length <= passwordLength.max;
}

/** The words of the rule, as a field's error and hint. */
export const passwordRuleMessage = () => message('password.rule', passwordLength);

/** A new password: `passwordLength`, plain text (no control characters), kept as typed. */
export const NewPasswordSchema = plainString({ error: passwordRuleMessage }).refine(isPasswordLengthAllowed, {
  error: passwordRuleMessage,
});

/** The current password, as typed to prove who changes it (never checked against the rule: older ones may not follow it). */
const CurrentPasswordSchema = plainString({ error: () => message('password.current.required') })
  .min(1, { error: () => message('password.current.required') })
  .max(1024, { error: () => message('password.current.wrong') });

/** Body of `PUT /session/password`: one's own password changed, proved by the current one. */
export const PasswordChangeSchema = z
  .object({ currentPassword: CurrentPasswordSchema, newPassword: NewPasswordSchema })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    error: () => message('password.new.same'),
  });
/** Body of `PUT /session/password`. */
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** The kinds of account that sign in with a password on the API (clients' are the identity provider's). */
export const PasswordAccountKindSchema = z.enum(sessionKinds);

/** Body of `POST /password/forgot`: which kind of account, by the user name it signs in with. */
export const PasswordForgotSchema = z.object({
  kind: PasswordAccountKindSchema,
  username: plainString({ error: () => message('validation.required') })
    .trim()
    .min(1, { error: () => message('validation.required') })
    .max(200, { error: () => message('validation.tooLong', { max: 200 }) }),
});
/** Body of `POST /password/forgot`. */
export type PasswordForgot = z.infer<typeof PasswordForgotSchema>;

/** What a one-time password link is for: a new account's first password, or a forgotten one's replacement. */
export const passwordLinkPurposes = ['activation', 'reset'] as const;
/** What a one-time password link is for. */
export type PasswordLinkPurpose = (typeof passwordLinkPurposes)[number];

/**
 * How long a link holds: an activation waits for someone who may not read their mail today (three
 * days), a reset is asked for by someone waiting for it (30 minutes, as the clients' reset).
 */
export const passwordLinkLifetimeMs: Record<PasswordLinkPurpose, number> = {
  activation: 72 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

/** The token of an e-mailed link (43 characters of base64url; anything longer is no token). */
const LinkTokenSchema = plainString({ error: () => message('password.link.invalid') })
  .min(1, { error: () => message('password.link.invalid') })
  .max(200, { error: () => message('password.link.invalid') });

/** Body of `POST /password/link`: the e-mailed link's token and the password its owner chooses. */
export const PasswordLinkUseSchema = z.object({ token: LinkTokenSchema, password: NewPasswordSchema });
/** Body of `POST /password/link`. */
export type PasswordLinkUse = z.infer<typeof PasswordLinkUseSchema>;

/** Answer of `POST /password/link`: whose password it set, to sign in with. */
export const PasswordLinkUsedSchema = z.object({ kind: PasswordAccountKindSchema, username: z.string() });
/** Answer of `POST /password/link`. */
export type PasswordLinkUsed = z.infer<typeof PasswordLinkUsedSchema>;

/** Answer of the calls that send a link (`POST /password/forgot`, an administrator's): when it holds. */
export const PasswordLinkSentSchema = z.object({ sent: z.literal(true) });

/** The page of each kind of account where an e-mailed link is used (`?token=`), and its sign-in page. */
export const passwordPages = {
  staff: { link: '/staff/password', signIn: '/staff/login' },
  dealer: { link: '/dealer/password', signIn: '/dealer/login' },
  'file-dealer': { link: '/dealer/password', signIn: '/dealer/chat/login' },
} as const;
