import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { newsletterSubscribers } from "../../../db/schema";
import { type Clock, HOUR_MS } from "../../clock";
import { badRequest } from "../../http/app-error";
import { createRateLimiter } from "../../http/rate-limiter";
import { emailProblem, normalizeEmail } from "../input-rules";

/** Sign-ups one client address may send an hour: a household or an office, not a script. */
const PER_CLIENT_PER_HOUR = 10;
/** Sign-ups of one e-mail address an hour: enough for a double-click and a second thought. */
const PER_EMAIL_PER_HOUR = 3;

export const TOO_MANY_SIGN_UPS = "Too many sign-ups from here in a short time. Please try again in a while.";

/**
 * The newsletter list: each address stored once (case and Unicode forms alike), so signing up again is harmless
 * and says the same as the first time (no one learns whether an address was already on the list).
 */
export function createNewsletterService({ db, clock }: { db: Db; clock: Clock }) {
  const perClient = createRateLimiter({ limit: PER_CLIENT_PER_HOUR, windowMs: HOUR_MS, clock });
  const perEmail = createRateLimiter({ limit: PER_EMAIL_PER_HOUR, windowMs: HOUR_MS, clock });

  return {
    subscribe(rawEmail: string, client: string): { email: string } {
      perClient.enforce(client, TOO_MANY_SIGN_UPS);
      const email = normalizeEmail(rawEmail);
      const problem = emailProblem(email);
      if (problem) throw badRequest(problem, [{ field: "email", message: problem }]);
      perEmail.enforce(email, TOO_MANY_SIGN_UPS);
      db.insert(newsletterSubscribers)
        .values({ email, createdAt: clock() })
        .onConflictDoNothing({ target: sql`lower(${newsletterSubscribers.email})` })
        .run();
      return { email };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
