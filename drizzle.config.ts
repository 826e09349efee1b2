import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema; migrations are applied by the API host at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
