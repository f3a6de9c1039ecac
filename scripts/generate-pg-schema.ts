/**
 * Writes src/db/pg/schema.ts from the SQLite tables (src/db/pg-schema-source.ts), formatted as Biome formats it.
 * Run: bun run db:pg-schema   (then bun run db:generate for PostgreSQL's migration)
 */
import { join } from "node:path";
import { formattedPgSchema } from "../src/db/pg-schema-format";

const target = join(import.meta.dir, "..", "src/db/pg/schema.ts");
await Bun.write(target, formattedPgSchema());
console.log("wrote src/db/pg/schema.ts");
