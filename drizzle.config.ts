import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied in code (db/client.server.ts: migrateDatabase),
// because `drizzle-kit migrate` fails silently on PGlite when a migration needs an extension.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  dbCredentials: { url: process.env.DATABASE_URL ?? "postgres://localhost:5432/shop" },
  strict: true,
  verbose: true,
});
