import { z } from 'zod';
import { InsuranceAgenciesSchema } from './insurance.ts';
import { AppModeSchema } from './lease-quote.ts';
import { DateTimeSchema } from './common.ts';

/**
 * The signed-in user as the sign-in calls return it. Its password hash and salt are never kept
 * (see `withoutSecrets`), and `permission` defaults to an empty list (doc 2 §3); the contents of
 * the permission list are not shown in the spec. Other fields are kept as sent.
 */
export const SessionUserSchema = z.looseObject({
  id: z.string().optional(),
  email: z.string().optional(),
  name: z.string().optional(),
  permission: z.array(z.string()).default([]),
  /** Quote tool roles, such as LEASE_QUOTES_SUPER_ADMIN (doc 1 §6). */
  roles: z.array(z.string()).default([]),
});
/** A signed-in user. */
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** A signed-in dealer: a session user with a dealer name, which the header shows (doc 1 §2). */
export const DealerSessionUserSchema = SessionUserSchema.extend({
  username: z.string().optional(),
  dealerName: z.string().optional(),
});
/** A signed-in dealer. */
export type DealerSessionUser = z.infer<typeof DealerSessionUserSchema>;

/**
 * The configuration a dealer receives on sign-in (`appConfig`, doc 1 §3). The spec names the mode
 * (DEALER by default, or SFI); the dealer-steps feature flag of the quote tool and the names of
 * the five insurance agencies (which the spec does not show) travel here too.
 */
export const AppConfigSchema = z.looseObject({
  mode: AppModeSchema.default('DEALER'),
  dealerStepsEnabled: z.boolean().default(false),
  insuranceAgencies: InsuranceAgenciesSchema.optional(),
});
/** The app configuration. */
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** Body of `POST /dealer-login`: the dealer's user name and password (doc 1 §7). */
export const DealerLoginSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
});
/** Body of `POST /dealer-login`. */
export type DealerLogin = z.infer<typeof DealerLoginSchema>;

/**
 * Answer of `POST /dealer-login` (doc 1 §3): token, user, session and appConfig. `session` is read
 * as the session id the `X-Session-Token` header carries; the spec does not show its shape.
 */
export const DealerLoginResultSchema = z.object({
  token: z.string().min(1),
  user: DealerSessionUserSchema,
  session: z.string().min(1),
  appConfig: AppConfigSchema.default({ mode: 'DEALER', dealerStepsEnabled: false }),
});
/** Answer of `POST /dealer-login`. */
export type DealerLoginResult = z.infer<typeof DealerLoginResultSchema>;

/** A dealer session kept in local storage: token and user (doc 2 §3). */
export const DealerSessionSchema = z.object({ token: z.string().min(1), user: DealerSessionUserSchema });
/** A stored dealer session. */
export type DealerSession = z.infer<typeof DealerSessionSchema>;

/** The dealer session as an app holds it: checking at first, then signed in or not (doc 2 §4). */
export interface DealerSessionState {
  checking: boolean;
  signedIn: boolean;
  token: string | null;
  user: DealerSessionUser | null;
}

/** A dealer session before the stored one has been checked: checking, not signed in. */
export const initialDealerSessionState: DealerSessionState = Object.freeze({
  checking: true,
  signedIn: false,
  token: null,
  user: null,
});

/**
 * A staff member's session details (doc 2 §3): when it expires, and the verification code that is
 * submitted again to restore it.
 */
export const StaffSessionInfoSchema = z.looseObject({
  expiredAt: DateTimeSchema,
  verificationCode: z.string(),
});
/** A staff session's details. */
export type StaffSessionInfo = z.infer<typeof StaffSessionInfoSchema>;

/** Answer of `POST /login/sms` and of `POST /login` (two-factor): user and session. */
export const StaffLoginResultSchema = z.object({ user: SessionUserSchema, session: StaffSessionInfoSchema });
/** Answer of the staff sign-in calls. */
export type StaffLoginResult = z.infer<typeof StaffLoginResultSchema>;

/** Body of `POST /login`: the two-factor code. */
export const StaffVerificationSchema = z.object({ code: z.string().trim().min(1) });
/** Body of `POST /login`. */
export type StaffVerification = z.infer<typeof StaffVerificationSchema>;

/** A staff session kept in local storage: token, user and session (doc 2 §3). */
export const StaffSessionSchema = z.object({
  token: z.string().min(1),
  user: SessionUserSchema,
  session: StaffSessionInfoSchema,
});
/** A stored staff session. */
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/**
 * A client session (doc 2 §3, §4): the identity provider's id and access tokens, and the user type
 * "client" kept beside them.
 */
export const ClientSessionSchema = z.object({
  idToken: z.string().min(1),
  accessToken: z.string().min(1),
  userType: z.literal('client'),
});
/** A client session. */
export type ClientSession = z.infer<typeof ClientSessionSchema>;
