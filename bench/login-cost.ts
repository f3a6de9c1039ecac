/**
 * The time of one sign-in through the real app (`POST /api/v1/auth/login`) at the production argon2id cost,
 * and of a wrong password (same argon2id work, so it cannot be told apart by timing); and of asking for a reset
 * code for an account that exists and for one that does not (the same floor, RESET_ANSWER_MS).
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
  PROOFLESS_POSTS_PER_HOUR: "100000",
});
const app = createApp({ db, config, logger: createLogger("silent") });
const passwordHash = await createPasswords().hash(PASSWORD);
await db.insert(users).values({ email: "bench@example.com", firstName: "Bench", passwordHash, status: "ACTIVE" });

const signIn = (password: string) =>
  new Request("http://localhost/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench@example.com", password }),
  });
const askForCode = (email: string) =>
  new Request(`http://localhost/api/v1/users/forgot-password-verify?email=${encodeURIComponent(email)}`, {
    method: "POST",
  });

async function time(request: () => Request, expected: number) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const response = await app.handle(request());
    times.push(performance.now() - started);
    if (response.status !== expected) throw new Error(`answered ${response.status}, expected ${expected}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

console.log(
  `argon2id cost: memory ${PRODUCTION_COST.memoryCost} KiB, ${PRODUCTION_COST.timeCost} passes; ${ROUNDS} sign-ins each`,
);
console.log(`right password: ${await time(() => signIn(PASSWORD), 200)}`);
console.log(`wrong password: ${await time(() => signIn("not-the-password"), 401)}`);
console.log(`reset code, account exists: ${await time(() => askForCode("bench@example.com"), 200)}`);
console.log(`reset code, no such account: ${await time(() => askForCode("nobody@example.com"), 200)}`);
process.exit(0);
