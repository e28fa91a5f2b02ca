import { z } from 'zod';

/** Answer of `GET /versions` (doc 1 §7): the id of the front end the server serves. */
export const VersionsSchema = z.object({ frontEnd: z.string() });
/** Answer of `GET /versions`. */
export type Versions = z.infer<typeof VersionsSchema>;
