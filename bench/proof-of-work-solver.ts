import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

// Bundled into a page by bench/proof-of-work.ts: the solve the store's pages run (shared/use-proof-of-work.ts).
(window as unknown as { solveProof: unknown }).solveProof = async (challenge: Challenge) => {
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  const ms = performance.now() - started;
  return { ms, proof: btoa(JSON.stringify({ challenge, solution })) };
};
