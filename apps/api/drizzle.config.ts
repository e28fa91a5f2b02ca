import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a SQL migration into ./drizzle from the schema; the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
