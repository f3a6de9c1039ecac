import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../db/database";
import { firstRow } from "../db/first-row";
import { users } from "../db/schema";
import { findUserByEmail } from "../server/modules/users";
import type { TestApp } from "./test-app";

const STEP_MS = 30_000;

/** The code an authenticator app holding `secret` shows at `at`. */
export const authenticatorCode = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/**
 * A code of the account's authenticator the store has not accepted yet: now's, or (signed in already this step)
 * the next step's, which the store allows for a phone's clock running ahead. Fails rather than wait.
 */
export async function unusedCode(db: Db, userId: number, now: Date): Promise<string> {
  const row = await firstRow(db.select().from(users).where(eq(users.id, userId)));
  if (!row?.totpSecret) throw new Error(`account ${userId} has no authenticator`);
  const current = Math.floor(now.getTime() / STEP_MS);
  const step = Math.max(current - 1, (row.totpLastStep ?? -Infinity) + 1);
  if (step > current + 1) throw new Error("every code within the allowed drift was used: advance the clock");
  return authenticatorCode(row.totpSecret, new Date(step * STEP_MS));
}

interface SecondStepAnswer {
  secondStep: "code" | "enrol";
  ticket: string;
  enrolment?: { secret: string };
}

/**
 * Signs in as a browser would: the password, then (for an account with two-step sign-in, every admin) the
 * authenticator's code — enrolling one from the secret offered when the account has none yet. Answers the last
 * answer (the session's cookies and Authorization header are on it).
 */
export async function signInSteps(
  store: TestApp,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const first = await store.api<SecondStepAnswer>("/auth/login", {
    method: "POST",
    json: { username, password },
    headers,
  });
  type SignedIn = Awaited<ReturnType<typeof store.api<{ email: string; recoveryCodes?: string[] }>>>;
  if (first.status !== 202) return first as unknown as SignedIn;
  const { ticket, enrolment } = first.body.data;
  const user = await findUserByEmail(store.db, username);
  const code = enrolment
    ? authenticatorCode(enrolment.secret, store.clock())
    : await unusedCode(store.db, user?.id ?? 0, store.clock());
  return store.api<{ email: string; recoveryCodes?: string[] }>("/auth/second-factor", {
    method: "POST",
    json: { ticket, code },
    headers,
  });
}

/** The `Authorization` header of a session signed in through every step. */
export async function bearerOf(store: TestApp, username: string, password: string) {
  const answer = await signInSteps(store, username, password);
  if (answer.status !== 200) throw new Error(`sign-in as ${username}: ${answer.status}`);
  return { authorization: answer.headers.get("authorization") as string };
}
