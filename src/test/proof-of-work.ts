import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import type { TestApp } from "./test-app";

/** Asks the store for a challenge and solves it as a browser does: the proof to send with a public form. */
export async function solvedProof(store: TestApp): Promise<string> {
  const challenge = (await (await store.request("/api/v1/bot-check/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
