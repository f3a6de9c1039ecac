import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { lt } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { spentProofs } from "../../../db/schema";
import { type Clock, HOUR_MS } from "../../clock";
import { createRateLimiter } from "../../http/rate-limiter";

/** How long a challenge may be worked on and sent (a long checkout form included). */
const CHALLENGE_MS = 30 * 60 * 1000;
export const TOO_MANY_WITHOUT_PROOF =
  "Too many forms sent from here in the last hour. Please try again later, or use a browser with JavaScript on.";

interface BotCheckDeps {
  db: Db;
  clock: Clock;
  secret: string;
  /** Counters a challenge asks to try, at most (half that on average). */
  difficulty: number;
  prooflessPerHour: number;
}

function decode(proof: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(proof, "base64").toString("utf8"));
    if (typeof payload?.challenge?.signature !== "string" || typeof payload?.solution !== "object") return null;
    return payload;
  } catch {
    return null;
  }
}

/**
 * ALTCHA's proof of work on the public forms (order, contact, newsletter, sign-up, reset request): challenges
 * signed with the server's key (deterministic mode: the server knows the answer, so checking costs one hash), each
 * proof accepted once (kept until its challenge ends, in the database so every process agrees). Nothing leaves the
 * machine. A post without a valid proof counts against a small per-client budget instead of being refused.
 */
export function createBotCheck({ db, clock, secret, difficulty, prooflessPerHour }: BotCheckDeps) {
  const keys = { hmacSignatureSecret: `altcha:${secret}`, hmacKeySignatureSecret: `altcha-key:${secret}` };
  const proofless = createRateLimiter({
    db,
    name: "proofless-posts",
    limit: prooflessPerHour,
    windowMs: HOUR_MS,
    clock,
  });

  /** True for a genuine proof, in time, never used before (and now used). */
  async function spend(proof: string): Promise<boolean> {
    const payload = decode(proof);
    if (!payload) return false;
    const result = await verifySolution({ ...payload, deriveKey, ...keys }).catch(() => null);
    if (!result?.verified) return false;
    // The end is in the signed data, checked by the store's clock (altcha's own expiresAt reads the system's).
    const endsAt = Number(payload.challenge.parameters.data?.endsAt);
    const now = clock();
    if (!Number.isFinite(endsAt) || endsAt <= now.getTime()) return false;
    await db.delete(spentProofs).where(lt(spentProofs.expiresAt, now));
    const expiresAt = new Date(endsAt);
    const kept = await db
      .insert(spentProofs)
      .values({ signature: payload.challenge.signature as string, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: spentProofs.signature });
    return kept.length === 1;
  }

  return {
    /** A new challenge for a form about to be filled in. */
    challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(Math.ceil(difficulty / 4), difficulty),
        deriveKey,
        data: { endsAt: clock().getTime() + CHALLENGE_MS },
        ...keys,
      });
    },

    /**
     * Lets a public post through: with a valid proof at once, without one (or with a used, forged or late one)
     * while the client's hourly budget lasts, then 429 with Retry-After.
     */
    async admit(proof: string | null | undefined, client: string): Promise<"proof" | "budget"> {
      if (proof && (await spend(proof))) return "proof";
      await proofless.enforce(client, TOO_MANY_WITHOUT_PROOF);
      return "budget";
    },
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;
