import { useCallback, useRef, useState } from "react";
import { CHALLENGE_URL, PROOF_HEADER } from "./proof-of-work";

/** How long a post waits for a proof still being worked out before it goes without one (the client's budget). */
const WAIT_MS = 5_000;
/**
 * A proof older than this is worked out again before it is sent: the store refuses one whose challenge has ended
 * (30 minutes after it was given), and a form may be left open that long.
 */
const FRESH_MS = 25 * 60 * 1000;

/** Asks the store for a challenge and works out its answer (altcha-lib, loaded only now); null when it cannot. */
async function solveProof(): Promise<string | null> {
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import("altcha-lib"),
      import("altcha-lib/algorithms/web/sha"),
    ]);
    const response = await fetch(CHALLENGE_URL, { credentials: "omit" });
    if (!response.ok) return null;
    const challenge = await response.json();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } catch {
    return null;
  }
}

/**
 * A public form's proof of work (shared/proof-of-work.ts), worked out in the background once the customer starts
 * filling the form in (`begin`, on its first focus: a page merely viewed costs the phone nothing), so it is ready
 * when they press Send. `proof` fills a page form's hidden field; `headers()` gives an API call its header and
 * starts the next proof (each works once).
 */
export function useProofOfWork() {
  const [proof, setProof] = useState<string | null>(null);
  const pending = useRef<Promise<string | null> | null>(null);
  const startedAt = useRef(0);
  const start = useCallback(() => {
    const solving = solveProof();
    pending.current = solving;
    startedAt.current = Date.now();
    void solving.then((value) => {
      if (pending.current === solving) setProof(value);
    });
  }, []);
  const begin = useCallback(() => {
    if (!pending.current) start();
  }, [start]);
  const headers = useCallback(async (): Promise<Record<string, string>> => {
    if (pending.current && Date.now() - startedAt.current > FRESH_MS) start();
    begin();
    const solving = pending.current as Promise<string | null>;
    const value = await Promise.race([solving, new Promise<null>((done) => setTimeout(() => done(null), WAIT_MS))]);
    start();
    return value ? { [PROOF_HEADER]: value } : {};
  }, [begin, start]);
  return { proof, begin, headers };
}
