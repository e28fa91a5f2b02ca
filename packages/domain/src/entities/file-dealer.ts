import { z } from 'zod';
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

/** Body of `POST /dealers`: a new dealer with the credentials it signs in with. */
export const NewFileDealerSchema = z.object({
  dealerNo: requiredText(50),
  name: requiredText(200),
  email: EmailSchema,
  username: requiredText(100),
  password: requiredText(200),
});
/** Body of `POST /dealers`. */
export type NewFileDealer = z.infer<typeof NewFileDealerSchema>;

/** Body of `PUT /dealers/{id}`: the fields to change; a password only when it changes. */
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
