import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { lt } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { spentProofs } from "../../../db/schema";
import { CHALLENGE_URL } from "../../../shared/proof-of-work";
import { type Clock, HOUR_MS } from "../../clock";
import { badRequest } from "../../http/app-error";
import { createRateLimiter } from "../../http/rate-limiter";

/** How long a challenge may be worked on and sent (a long checkout form included). */
const CHALLENGE_MS = 30 * 60 * 1000;
export const TOO_MANY_WITHOUT_PROOF =
  "Too many forms sent from here in the last hour. Please try again later, or use a browser with JavaScript on.";
/** The same refusal for an API client: what it must send. */
export const TOO_MANY_WITHOUT_PROOF_API = `Too many posts without a proof of work from this address in the last hour: send an X-Altcha header solved from GET ${CHALLENGE_URL} (the API document's Bot check section).`;

/** Why a proof that was sent is not accepted, in words for the API client that sent it. */
const REFUSED_PROOF = {
  malformed: `The X-Altcha header is not a proof of work: send base64 of the JSON {"challenge": …, "solution": …} made by solving GET ${CHALLENGE_URL}.`,
  forged: `The X-Altcha proof does not solve its challenge, or the challenge was not issued by this store: solve a new one from GET ${CHALLENGE_URL}.`,
  expired: `The X-Altcha proof's challenge has expired (a challenge lasts 30 minutes): solve a new one from GET ${CHALLENGE_URL}.`,
  used: `This X-Altcha proof was already used (each proof works once): solve a new challenge for every post.`,
} as const;

type ProofVerdict = "accepted" | keyof typeof REFUSED_PROOF;

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

  /** "accepted" for a genuine proof, in time, never used before (and now used); otherwise why not. */
  async function spend(proof: string): Promise<ProofVerdict> {
    const payload = decode(proof);
    if (!payload) return "malformed";
    const result = await verifySolution({ ...payload, deriveKey, ...keys }).catch(() => null);
    if (!result?.verified) return "forged";
    // The end is in the signed data, checked by the store's clock (altcha's own expiresAt reads the system's).
    const endsAt = Number(payload.challenge.parameters.data?.endsAt);
    const now = clock();
    if (!Number.isFinite(endsAt) || endsAt <= now.getTime()) return "expired";
    await db.delete(spentProofs).where(lt(spentProofs.expiresAt, now));
    const expiresAt = new Date(endsAt);
    const kept = await db
      .insert(spentProofs)
      .values({ signature: payload.challenge.signature as string, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: spentProofs.signature });
    return kept.length === 1 ? "accepted" : "used";
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
     * Lets a public post through: with a valid proof at once, without one while the client's hourly budget lasts,
     * then 429 with Retry-After. From the API a proof that was sent but is not accepted (malformed, forged, late or
     * used) is a 400 saying why: an integrator can fix it. From a page's form it counts as none: the person filling
     * it in cannot (a form left open past 30 minutes, a second click).
     */
    async admit(proof: string | null | undefined, client: string, from: "api" | "page"): Promise<"proof" | "budget"> {
      if (proof) {
        const verdict = await spend(proof);
        if (verdict === "accepted") return "proof";
        if (from === "api") throw badRequest(REFUSED_PROOF[verdict]);
      }
      await proofless.enforce(client, from === "api" ? TOO_MANY_WITHOUT_PROOF_API : TOO_MANY_WITHOUT_PROOF);
      return "budget";
    },
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;
