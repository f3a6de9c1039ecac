import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "./config";
import { writeOwnerOnly } from "./owner-only-file";

export const JWT_SECRET_FILE = "jwt-secret";

/**
 * The secret that signs session tokens: JWT_SECRET when set; otherwise one generated at first start and kept
 * in the data folder (owner-only), so sessions survive a restart. An in-memory store gets a fresh one per process.
 * Instances of one store on PostgreSQL must share it: set JWT_SECRET on each (docs/scaling.md).
 */
export function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "databasePath" | "dataDir">): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databasePath === ":memory:") return generateSecret();
  const path = join(config.dataDir, JWT_SECRET_FILE);
  if (existsSync(path)) {
    const kept = readFileSync(path, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  const secret = generateSecret();
  writeOwnerOnly(path, `${secret}\n`);
  return secret;
}

function generateSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
}
