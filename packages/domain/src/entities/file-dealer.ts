import { z } from 'zod';
import { DealerPasswordSchema } from '../lease-quotes/dealer-accounts.ts';
import { message } from '../messages.ts';
import { EmailSchema, IdSchema, requiredText } from './common.ts';

/**
 * A dealer of the file system (`/dealers`, doc 2 §3): id, dealerNo, email, username, password and
 * name. Lists and removal results carry the name as `companyName`; read it with
 * {@link fileDealerName}. `password` is only present where the service sends it.
 */
export const FileDealerSchema = z.looseObject({
  id: IdSchema,
  dealerNo: z.string().optional(),
  email: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  name: z.string().optional(),
  companyName: z.string().optional(),
});
/** A file-system dealer. */
export type FileDealer = z.infer<typeof FileDealerSchema>;

/** The longest dealer number, name and user name of a file-system dealer. */
export const fileDealerLimits = { dealerNo: 20, name: 200, username: 100 } as const;

/**
 * A dealer number: what a dealership's lease files are filed under (`lease_files.dealer_no`), so
 * it goes into addresses and file names: letters, digits, dots, dashes and underscores, starting
 * with a letter or digit (`D-1001`). Kept as typed; two dealers never share one.
 */
export const DealerNoSchema = requiredText(fileDealerLimits.dealerNo).refine(
  (dealerNo) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(dealerNo),
  { error: () => message('fileDealers.dealerNo.format') },
);

/**
 * The user name a file-system dealer signs in with (`POST /users/login`). Without a colon: it
 * travels in an `Authorization: Basic` header, where a colon ends the user name (RFC 7617 §2).
 */
export const FileDealerUsernameSchema = requiredText(fileDealerLimits.username).refine(
  (username) => !username.includes(':'),
  { error: () => message('dealerAccounts.user.colon') },
);

/**
 * A file-system dealer as the staff administration reads it (`GET /dealers/`, and the answer of
 * every change): never the password or its hash. `companyName` is the name again, as the spec's
 * lists and removal results carry it (doc 2 §3).
 */
export const FileDealerAccountSchema = z.object({
  id: IdSchema,
  dealerNo: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  companyName: z.string(),
});
/** A file-system dealer as staff read it. */
export type FileDealerAccount = z.infer<typeof FileDealerAccountSchema>;

/**
 * Body of `POST /dealers`: a new dealer with the credentials it signs in with. The password follows
 * the dealer accounts' rule (`dealerPasswordLength`: 12 to 128 characters, kept as typed).
 */
export const NewFileDealerSchema = z.object({
  dealerNo: DealerNoSchema,
  name: requiredText(fileDealerLimits.name),
  email: EmailSchema,
  username: FileDealerUsernameSchema,
  password: DealerPasswordSchema,
});
/** Body of `POST /dealers`. */
export type NewFileDealer = z.infer<typeof NewFileDealerSchema>;

/**
 * Body of `PUT /dealers/{id}`: the fields to change; a password only when it changes (a new
 * password ends the dealer's sessions).
 */
export const FileDealerUpdateSchema = NewFileDealerSchema.partial();
/** Body of `PUT /dealers/{id}`. */
export type FileDealerUpdate = z.infer<typeof FileDealerUpdateSchema>;

/** A dealers token (`GET /dealers-api-tokens`): the token dealer chat calls use, and its id. */
export const DealersTokenSchema = z.object({ token: z.string().min(1), id: IdSchema });
/** A dealers token. */
export type DealersToken = z.infer<typeof DealersTokenSchema>;

/** The dealer's name, whichever of `name` and `companyName` the answer carried ('' when neither). */
export function fileDealerName(dealer: Pick<FileDealer, 'name' | 'companyName'>): string {
  return dealer.name ?? dealer.companyName ?? '';
}
