import type { FastifyInstance } from 'fastify';
import { buildApi, type ApiOptions } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { createTestDatabase } from './database.ts';

export const testBuildId = 'test-build-1';

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** The API over a fresh database (see `createTestDatabase`), for `app.inject()`. */
export async function createTestApi(options: Partial<Omit<ApiOptions, 'db'>> = {}): Promise<TestApi> {
  const { database, drop } = await createTestDatabase();
  const app = buildApi({ buildId: testBuildId, ...options, db: database.db });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * What `POST /lease-quotes` needs besides a vehicle (`missingQuoteDetails`): a province and a
 * customer's last name. Tests about something else spread it into their new quotes.
 */
export const quoteDetails = { province: 'ON', customer: { lastName: 'Tremblay' } } as const;
