import { z } from 'zod';
import { appModes } from '../db/schema.ts';

/**
 * The shapes the sign-in calls answer with. They are the routes' response schemas, so a reply is
 * checked and stripped to exactly these fields before it is sent: a password hash, a phone number
 * or any other column cannot reach a response even if a handler passed a whole row.
 */

const isoDate = z.iso.datetime();

export const DealerUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  dealerName: z.string(),
  contactName: z.string(),
  roles: z.array(z.string()),
});

export const AppConfigSchema = z.object({
  mode: z.enum(appModes),
  dealerStepsEnabled: z.boolean(),
});

export const FileDealerUserSchema = z.object({
  id: z.string(),
  dealerNo: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
});

export const StaffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  roles: z.array(z.string()),
  permission: z.array(z.string()).default([]),
});

/** The session of a dealer (lease-quote or file tool): `expiresAt`, as spec doc 1 §3 names the dealer session. */
export const DealerSessionSchema = z.object({
  id: z.string(),
  expiresAt: isoDate,
  idleExpiresAt: isoDate,
});

/** The session of a member of staff: `expiredAt`, as spec doc 2 §3 names it. */
export const StaffSessionSchema = z.object({
  id: z.string(),
  expiredAt: isoDate,
  idleExpiresAt: isoDate,
});

export const CodeSentSchema = z.object({
  codeExpiresAt: isoDate,
  resendAvailableAt: isoDate,
  phoneLast4: z.string(),
});

/** `POST /dealer-login`. */
export const DealerLoginResponse = z.object({
  token: z.string(),
  user: DealerUserSchema,
  session: DealerSessionSchema,
  appConfig: AppConfigSchema,
});

/** `POST /login/sms`: a pending staff session, and where its code went. */
export const StaffPasswordStepResponse = z.object({
  token: z.string(),
  user: StaffUserSchema,
  session: StaffSessionSchema,
  verification: CodeSentSchema,
});

/** `POST /login`: the verified (or restored) staff session, with the code the app keeps to restore it. */
export const StaffCodeStepResponse = z.object({
  token: z.string(),
  user: StaffUserSchema,
  session: StaffSessionSchema.extend({ verificationCode: z.string() }),
});

/** `POST /login/sms/resend`. */
export const ResendResponse = z.object({ verification: CodeSentSchema });

/** `POST /users/login` of the chat service. */
export const FileDealerLoginResponse = z.object({
  token: z.string(),
  user: FileDealerUserSchema,
  session: DealerSessionSchema,
});

/** `GET /session` and `POST /session/extend`: who is signed in, by kind. */
export const CurrentSessionResponse = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dealer'),
    user: DealerUserSchema,
    session: DealerSessionSchema,
    appConfig: AppConfigSchema,
  }),
  z.object({ kind: z.literal('file-dealer'), user: FileDealerUserSchema, session: DealerSessionSchema }),
  z.object({ kind: z.literal('staff'), user: StaffUserSchema, session: StaffSessionSchema }),
]);

/** `GET /dealers-api-tokens`. */
export const DealerApiTokenResponse = z.object({ token: z.string(), id: z.string() });
