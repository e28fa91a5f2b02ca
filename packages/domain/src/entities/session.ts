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
 * A server session as the sign-in calls return it: its id (which the `X-Session-Token` header
 * carries), its absolute expiry and the deadline that moves with each call (idle expiry).
 */
export const SessionInfoSchema = z.looseObject({
  id: z.string().min(1),
  expiresAt: DateTimeSchema,
  idleExpiresAt: DateTimeSchema.optional(),
});
/** A server session's details. */
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/**
 * Answer of `POST /dealer-login` (doc 1 §3): token, user, session and appConfig. The spec does
 * not show the session's shape; it is the reference server's {@link SessionInfoSchema}.
 */
export const DealerLoginResultSchema = z.object({
  token: z.string().min(1),
  user: DealerSessionUserSchema,
  session: SessionInfoSchema,
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
 * A staff member's session details (doc 2 §3): its id, when it expires (`expiredAt`), its idle
 * deadline, and the verification code that is submitted again to restore it.
 */
export const StaffSessionInfoSchema = z.looseObject({
  id: z.string().min(1),
  expiredAt: DateTimeSchema,
  idleExpiresAt: DateTimeSchema.optional(),
  verificationCode: z.string(),
});
/** A staff session's details. */
export type StaffSessionInfo = z.infer<typeof StaffSessionInfoSchema>;

/** Where the code of a staff sign-in went, and when another may be asked for. */
export const VerificationInfoSchema = z.looseObject({
  codeExpiresAt: DateTimeSchema,
  resendAvailableAt: DateTimeSchema,
  phoneLast4: z.string(),
});
/** Where a staff sign-in code went. */
export type VerificationInfo = z.infer<typeof VerificationInfoSchema>;

/**
 * Answer of `POST /login/sms` (the password step): the user and a session that is good only for
 * the code step until the code is verified, so it has no verification code yet.
 */
export const StaffCodeSentSchema = z.object({
  token: z.string().min(1),
  user: SessionUserSchema,
  session: StaffSessionInfoSchema.omit({ verificationCode: true }),
  verification: VerificationInfoSchema,
});
/** Answer of `POST /login/sms`. */
export type StaffCodeSent = z.infer<typeof StaffCodeSentSchema>;

/** Answer of `POST /login` (the code step, and the restore): token, user and the verified session. */
export const StaffLoginResultSchema = z.object({
  token: z.string().min(1),
  user: SessionUserSchema,
  session: StaffSessionInfoSchema,
});
/** Answer of `POST /login`. */
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
