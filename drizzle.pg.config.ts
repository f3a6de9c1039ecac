import { defineConfig } from "drizzle-kit";

/** PostgreSQL's migrations, generated from its own schema module (drizzle.config.ts is SQLite's). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/pg/schema.ts",
  out: "./drizzle-pg",
});
