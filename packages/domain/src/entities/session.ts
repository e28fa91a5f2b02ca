import { z } from 'zod';
import { InsuranceAgenciesSchema } from './insurance.ts';
import { AppModeSchema } from '../lease-quotes/entities.ts';
import { DateTimeSchema } from './common.ts';
import { message } from '../messages.ts';
import { plainString } from '../text.ts';
import { locales } from '../locale.ts';

/*
 * The wire contract of the sign-in and session calls. The reference server uses these schemas as
 * its Fastify response schemas, so a reply is stripped to exactly these fields before it is sent
 * (a password hash or phone number cannot leave the server even if a handler passed a whole row),
 * and the API client takes its types from them. Objects are plain `z.object`s for that reason:
 * unknown keys are dropped, never passed through.
 */

/** Roles and permissions: lists of names, empty when absent (doc 2 §3). */
const NameListSchema = z.array(z.string()).default([]);

/** One of the product's languages, `en-CA` or `fr-CA` (issue 29). */
export const LocaleSchema = z.enum(locales, { error: () => message('validation.locale') });

/**
 * The language a person chose, as their account keeps it for their e-mails and text messages:
 * null (or absent, from a server that keeps none) while they never chose one.
 */
const AccountLocaleSchema = LocaleSchema.nullable().optional();

/**
 * Body of `PUT /session/locale` and of the public API's `PUT /me/locale`: the signed-in person's
 * language, kept on their account so that their e-mails and text messages use it (issue 29).
 */
export const LocaleChoiceSchema = z.object({ locale: LocaleSchema });
/** Body of `PUT /session/locale` and `PUT /me/locale`. */
export type LocaleChoice = z.infer<typeof LocaleChoiceSchema>;

/** A signed-in lease-quote dealer (doc 1 §3, "Dealer account (dealer-auth)"); the header shows `dealerName`. */
export const DealerSessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  dealerName: z.string(),
  contactName: z.string(),
  /** Quote tool roles, such as LEASE_QUOTES_SUPER_ADMIN (doc 1 §6). */
  roles: NameListSchema,
  locale: AccountLocaleSchema,
});
/** A signed-in lease-quote dealer. */
export type DealerSessionUser = z.infer<typeof DealerSessionUserSchema>;

/**
 * A signed-in member of staff (doc 2 §3). Its password hash and salt are never sent (see
 * `withoutSecrets`), and `permission` defaults to an empty list; the spec does not show its contents.
 */
export const StaffSessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  roles: NameListSchema,
  permission: NameListSchema,
  locale: AccountLocaleSchema,
});
/** A signed-in member of staff. */
export type StaffSessionUser = z.infer<typeof StaffSessionUserSchema>;

/** A signed-in dealer of the file tool (doc 2 §3, the chat service's dealer). */
export const FileDealerSessionUserSchema = z.object({
  id: z.string(),
  dealerNo: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  locale: AccountLocaleSchema,
});
/** A signed-in dealer of the file tool. */
export type FileDealerSessionUser = z.infer<typeof FileDealerSessionUserSchema>;

/**
 * The configuration a dealer receives on sign-in (`appConfig`, doc 1 §3). The spec names the mode
 * (DEALER by default, or SFI); the dealer-steps feature flag of the quote tool and the names of
 * the five insurance agencies (which the spec does not show) travel here too.
 */
export const AppConfigSchema = z.object({
  mode: AppModeSchema.default('DEALER'),
  dealerStepsEnabled: z.boolean().default(false),
  insuranceAgencies: InsuranceAgenciesSchema.optional(),
});
/** The app configuration. */
export type AppConfig = z.infer<typeof AppConfigSchema>;

/**
 * A username and password as sign-in calls take them: the body of `POST /dealer-login` (doc 1 §7),
 * and what an `Authorization: Basic` header carries. Long enough for any real password, short
 * enough to hash cheaply.
 */
export const DealerLoginSchema = z.object({
  username: plainString({ error: () => message('auth.credentialsRequired') })
    .trim()
    .min(1, { error: () => message('auth.credentialsRequired') })
    .max(254, { error: () => message('auth.credentialsRequired') }),
  password: plainString({ error: () => message('auth.credentialsRequired') })
    .min(1, { error: () => message('auth.credentialsRequired') })
    .max(1024, { error: () => message('auth.credentialsRequired') }),
});
/** Body of `POST /dealer-login`. */
export type DealerLogin = z.infer<typeof DealerLoginSchema>;

/**
 * A dealer's server session (lease-quote or file tool): its id (which the `X-Session-Token` header
 * carries), its absolute expiry (`expiresAt`, as doc 1 §3 names it) and the deadline that moves
 * with each call (idle expiry).
 */
export const SessionInfoSchema = z.object({
  id: z.string().min(1),
  expiresAt: DateTimeSchema,
  idleExpiresAt: DateTimeSchema,
});
/** A dealer's server session. */
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** Answer of `POST /dealer-login` (doc 1 §3): token, user, session and appConfig. */
export const DealerLoginResultSchema = z.object({
  token: z.string().min(1),
  user: DealerSessionUserSchema,
  session: SessionInfoSchema,
  appConfig: AppConfigSchema,
});
/** Answer of `POST /dealer-login`. */
export type DealerLoginResult = z.infer<typeof DealerLoginResultSchema>;

/** Answer of the chat service's `POST /users/login` (doc 2 §7): a file-tool dealer's token, user and session. */
export const FileDealerLoginResultSchema = z.object({
  token: z.string().min(1),
  user: FileDealerSessionUserSchema,
  session: SessionInfoSchema,
});
/** Answer of `POST /users/login`. */
export type FileDealerLoginResult = z.infer<typeof FileDealerLoginResultSchema>;

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
export const StaffSessionInfoSchema = z.object({
  id: z.string().min(1),
  expiredAt: DateTimeSchema,
  idleExpiresAt: DateTimeSchema,
  verificationCode: z.string(),
});
/** A staff session's details. */
export type StaffSessionInfo = z.infer<typeof StaffSessionInfoSchema>;

/** Where the code of a staff sign-in went, and when another may be asked for. */
export const VerificationInfoSchema = z.object({
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
  user: StaffSessionUserSchema,
  session: StaffSessionInfoSchema.omit({ verificationCode: true }),
  verification: VerificationInfoSchema,
});
/** Answer of `POST /login/sms`. */
export type StaffCodeSent = z.infer<typeof StaffCodeSentSchema>;

/** Answer of `POST /login` (the code step, and the restore): token, user and the verified session. */
export const StaffLoginResultSchema = z.object({
  token: z.string().min(1),
  user: StaffSessionUserSchema,
  session: StaffSessionInfoSchema,
});
/** Answer of `POST /login`. */
export type StaffLoginResult = z.infer<typeof StaffLoginResultSchema>;

/** Answer of `POST /login/sms/resend`: where the new code went. */
export const StaffCodeResentSchema = z.object({ verification: VerificationInfoSchema });
/** Answer of `POST /login/sms/resend`. */
export type StaffCodeResent = z.infer<typeof StaffCodeResentSchema>;

/** Body of `POST /login`: the six-digit two-factor code. */
export const StaffVerificationSchema = z.object({
  code: z
    .string({ error: () => message('auth.code.required') })
    .trim()
    .regex(/^\d{6}$/, { error: () => message('auth.code.required') }),
});
/** Body of `POST /login`. */
export type StaffVerification = z.infer<typeof StaffVerificationSchema>;

/** A staff session kept in local storage: token, user and session (doc 2 §3). */
export const StaffSessionSchema = z.object({
  token: z.string().min(1),
  user: StaffSessionUserSchema,
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

/** The kinds of server session: a lease-quote dealer, a file-tool dealer or a member of staff. */
export const sessionKinds = ['dealer', 'file-dealer', 'staff'] as const;
/** A kind of server session. */
export type SessionKind = (typeof sessionKinds)[number];

/**
 * Answer of `GET /session` and `POST /session/extend`: who is signed in, in the shape of their
 * sign-in call (a lease-quote dealer also gets `appConfig`; a staff session carries no code).
 */
export const CurrentSessionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dealer'),
    user: DealerSessionUserSchema,
    session: SessionInfoSchema,
    appConfig: AppConfigSchema,
  }),
  z.object({ kind: z.literal('file-dealer'), user: FileDealerSessionUserSchema, session: SessionInfoSchema }),
  z.object({
    kind: z.literal('staff'),
    user: StaffSessionUserSchema,
    session: StaffSessionInfoSchema.omit({ verificationCode: true }),
  }),
]);
/** Answer of `GET /session`. */
export type CurrentSession = z.infer<typeof CurrentSessionSchema>;
