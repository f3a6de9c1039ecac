/**
 * The time of one sign-in through the real app (`POST /api/v1/auth/login`) at the production argon2id cost,
 * and of a wrong password (same argon2id work, so it cannot be told apart by timing).
 * Run: bun bench/login-cost.ts   (part of: bun run bench)
 */

import { openDatabase } from "../src/db/database";
import { asStoreHandle } from "../src/db/engine-handles";
import { users } from "../src/db/schema";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { createLogger } from "../src/server/logger";
import { createPasswords, PRODUCTION_COST } from "../src/server/passwords";
import { noteSqliteOnly } from "./bench-database";

noteSqliteOnly("sign-in cost");

const ROUNDS = 20;
const PASSWORD = "bench-password-2026";

const db = asStoreHandle(openDatabase(":memory:"));
const config = loadConfig({
  DATABASE_URL: ":memory:",
  SEED: "none",
  LOG_LEVEL: "silent",
  JWT_SECRET: "c".repeat(40),
  LOGIN_REQUESTS_PER_MINUTE: "100000",
  LOCKOUT_FAILURES: "1000",
});
const app = createApp({ db, config, logger: createLogger("silent") });
const passwordHash = await createPasswords().hash(PASSWORD);
await db.insert(users).values({ email: "bench@example.com", firstName: "Bench", passwordHash, status: "ACTIVE" });

async function time(password: string, expected: number) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const response = await app.handle(
      new Request("http://localhost/api/v1/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "bench@example.com", password }),
      }),
    );
    times.push(performance.now() - started);
    if (response.status !== expected) throw new Error(`login answered ${response.status}, expected ${expected}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

console.log(
  `argon2id cost: memory ${PRODUCTION_COST.memoryCost} KiB, ${PRODUCTION_COST.timeCost} passes; ${ROUNDS} sign-ins each`,
);
console.log(`right password: ${await time(PASSWORD, 200)}`);
console.log(`wrong password: ${await time("not-the-password", 401)}`);
process.exit(0);
