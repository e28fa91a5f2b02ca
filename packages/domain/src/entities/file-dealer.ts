import { z } from 'zod';
import { DealerPasswordSchema } from '../lease-quotes/dealer-accounts.ts';
import { message } from '../messages.ts';
import { plainString } from '../text.ts';
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
 * Body of `POST /dealers`: a new dealer with the user name it signs in with. Without a password (the
 * console never sends one) the dealer is e-mailed a one-time activation link to choose their own;
 * only a super admin may still set one (the spec's call), under the one password rule
 * (`passwordLength`, kept as typed).
 */
export const NewFileDealerSchema = z.object({
  dealerNo: DealerNoSchema,
  name: requiredText(fileDealerLimits.name),
  email: EmailSchema,
  username: FileDealerUsernameSchema,
  password: DealerPasswordSchema.optional(),
});
/** Body of `POST /dealers`. */
export type NewFileDealer = z.infer<typeof NewFileDealerSchema>;

/**
 * Body of `PUT /dealers/{id}`: the fields to change; a password only from a super admin (it ends
 * the dealer's sessions): other staff send the dealer a reset link (`POST /dealers/{id}/password-link`).
 */
export const FileDealerUpdateSchema = NewFileDealerSchema.partial();
/** Body of `PUT /dealers/{id}`. */
export type FileDealerUpdate = z.infer<typeof FileDealerUpdateSchema>;

/** The most dealers one page of `GET /dealers/search` holds. */
export const FILE_DEALER_PAGE_MAX = 200;
/** The orders of the dealer list: as added (the spec's `GET /dealers/` order), or by company name. */
export const fileDealerSorts = ['created', 'name'] as const;
/** An order of the dealer list. */
export type FileDealerSort = (typeof fileDealerSorts)[number];

const wholeNumber = () => message('validation.wholeNumber');

/**
 * The query of `GET /dealers/search`, the staff list's page of dealers: words every dealer listed
 * has in its dealer number, name, e-mail or user name; the order; and the page (`skip` dealers,
 * then at most `limit`, 50 by default).
 */
export const FileDealerListQuerySchema = z.object({
  search: plainString()
    .trim()
    .max(200, { error: () => message('validation.tooLong', { max: 200 }) })
    .optional(),
  sort: z.enum(fileDealerSorts, { error: () => message('fileDealers.sort.invalid') }).optional(),
  skip: z.coerce
    .number({ error: wholeNumber })
    .int({ error: wholeNumber })
    .min(0, { error: wholeNumber })
    .max(1_000_000, { error: wholeNumber })
    .optional(),
  limit: z.coerce
    .number({ error: wholeNumber })
    .int({ error: wholeNumber })
    .min(1, { error: () => message('fileDealers.limit.range', { max: FILE_DEALER_PAGE_MAX }) })
    .max(FILE_DEALER_PAGE_MAX, {
      error: () => message('fileDealers.limit.range', { max: FILE_DEALER_PAGE_MAX }),
    })
    .default(50),
});
/** The query of `GET /dealers/search`. */
export type FileDealerListQuery = z.input<typeof FileDealerListQuerySchema>;

/** The answer of `GET /dealers/search`: how many dealers match in all, and the page of them. */
export const FileDealerPageSchema = z.object({
  count: z.number().int(),
  dealers: z.array(FileDealerAccountSchema),
});
/** A page of the dealer list. */
export type FileDealerPage = z.infer<typeof FileDealerPageSchema>;

/** A dealers token (`GET /dealers-api-tokens`): the token dealer chat calls use, and its id. */
export const DealersTokenSchema = z.object({ token: z.string().min(1), id: IdSchema });
/** A dealers token. */
export type DealersToken = z.infer<typeof DealersTokenSchema>;

/** The dealer's name, whichever of `name` and `companyName` the answer carried ('' when neither). */
export function fileDealerName(dealer: Pick<FileDealer, 'name' | 'companyName'>): string {
  return dealer.name ?? dealer.companyName ?? '';
}
