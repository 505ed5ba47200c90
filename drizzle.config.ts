import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from the schema and applied at server start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
