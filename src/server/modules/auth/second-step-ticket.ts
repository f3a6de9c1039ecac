import { keyedHash, sameSecret } from "../../secret-hash";

/** How long after the password the second step may be taken. */
export const SECOND_STEP_MS = 5 * 60 * 1000;
export const SECOND_STEP_COOKIE = "second_step";

export interface SecondStepClaim {
  userId: number;
  rememberMe: boolean;
}

/**
 * The proof that a sign-in's password was right, carried to its second step (a cookie for the browser, the
 * answer's body for API clients): the account, "remember me", when it ends, and the server's signature.
 */
export function createSecondStepTickets(secret: string, now: () => Date) {
  const key = `second-step:${secret}`;
  return {
    issue({ userId, rememberMe }: SecondStepClaim): string {
      const payload = `${userId}.${rememberMe ? 1 : 0}.${now().getTime() + SECOND_STEP_MS}`;
      return `${payload}.${keyedHash(key, payload)}`;
    },

    /** The claim of a genuine ticket still in time, else null. */
    read(ticket: string | undefined): SecondStepClaim | null {
      const parts = ticket?.split(".");
      if (parts?.length !== 4) return null;
      const [userId, remember, endsAt, mac] = parts as [string, string, string, string];
      if (!sameSecret(mac, keyedHash(key, `${userId}.${remember}.${endsAt}`))) return null;
      if (Number(endsAt) <= now().getTime()) return null;
      return { userId: Number(userId), rememberMe: remember === "1" };
    },
  };
}

export type SecondStepTickets = ReturnType<typeof createSecondStepTickets>;
