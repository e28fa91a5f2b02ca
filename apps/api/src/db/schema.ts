import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Model } from '@sfi/domain';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Vehicle makes (spec doc 1 §3). A make is always read and written whole, so its models and
 * their trims are one jsonb value rather than tables of their own.
 */
export const makes = pgTable(
  'makes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** `nameKey(name)` from @sfi/domain: make names are unique regardless of case and accents. */
    nameKey: text('name_key').notNull(),
    models: jsonb('models')
      .$type<Model[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (table) => [uniqueIndex('makes_name_key_unique').on(table.nameKey)],
);

/** Small facts about the database itself, by key (for example, when the demo data was written). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});
