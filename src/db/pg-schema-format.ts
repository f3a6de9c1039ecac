import { join } from "node:path";
import { APP_ROOT } from "../shared/app-root";
import { pgSchemaSource } from "./pg-schema-source";

/** src/db/pg/schema.ts as generated and formatted by the repository's Biome (as `bun run format` would leave it). */
export function formattedPgSchema(): string {
  const biome = join(APP_ROOT, "node_modules", ".bin", "biome");
  const formatted = Bun.spawnSync([biome, "format", "--stdin-file-path", "src/db/pg/schema.ts"], {
    cwd: APP_ROOT,
    stdin: new TextEncoder().encode(pgSchemaSource()),
  });
  if (formatted.exitCode !== 0) throw new Error(`biome could not format the schema: ${formatted.stderr.toString()}`);
  return formatted.stdout.toString();
}
