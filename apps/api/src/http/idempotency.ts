import { z } from 'zod';
import { message } from '@sfi/domain';

/**
 * `Idempotency-Key`, optional (issue 28): the name the apps gave a save, the same when they send
 * it again because its answer never came. A route that takes it applies the save once
 * (`db/save-keys.ts`) and answers a save sent again with the thing as it is.
 */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(100, { error: () => message('validation.tooLong', { max: 100 }) })
    .optional(),
});
