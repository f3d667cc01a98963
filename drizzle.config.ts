import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a migration for each schema change; commit it. The server applies
// them at start (storefront/server/db/migrate.ts), so no database URL is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './storefront/server/db/schema.ts',
  out: './storefront/drizzle',
});
