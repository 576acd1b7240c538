// drizzle-kit: `npx drizzle-kit generate --config server/db/drizzle.config.ts` writes the SQL migrations
// that the server applies on start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
