import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { newsletterSubscribers } from "../../../db/schema";
import { type Clock, HOUR_MS } from "../../clock";
import { AppError, badRequest } from "../../http/app-error";
import { createRateLimiter } from "../../http/rate-limiter";
import { queueEmail } from "../../mail/outbox";
import { randomSecret, sha256 } from "../../secret-hash";
import { emailProblem, normalizeEmail } from "../input-rules";
import { confirmSubscriptionEmail } from "./confirm-email";

/** The page the confirmation link opens (a form there confirms: link scanners that fetch it confirm nothing). */
export const CONFIRM_PATH = "/client/newsletter";

export const CONFIRM_UNKNOWN = "This confirmation link is not valid any more. Sign up again from the home page.";

/** Sign-ups one client address may send an hour: a household or an office, not a script. */
const PER_CLIENT_PER_HOUR = 10;
/** Sign-ups of one e-mail address an hour: enough for a double-click and a second thought. */
const PER_EMAIL_PER_HOUR = 3;

export const TOO_MANY_SIGN_UPS = "Too many sign-ups from here in a short time. Please try again in a while.";

interface NewsletterDeps {
  db: Db;
  clock: Clock;
  shopName: string;
  publicUrl: string;
}

/**
 * The newsletter list, double opt-in: a sign-up stores the address unconfirmed and e-mails a link; only its owner
 * following the link confirms it. Each address is stored once (case and Unicode forms alike), so signing up again
 * is harmless and says the same as the first time (no one learns whether an address was already on the list); an
 * unconfirmed address gets a fresh link, a confirmed one nothing more.
 */
export function createNewsletterService({ db, clock, shopName, publicUrl }: NewsletterDeps) {
  const perClient = createRateLimiter({
    db,
    name: "newsletter-client",
    limit: PER_CLIENT_PER_HOUR,
    windowMs: HOUR_MS,
    clock,
  });
  const perEmail = createRateLimiter({
    db,
    name: "newsletter-email",
    limit: PER_EMAIL_PER_HOUR,
    windowMs: HOUR_MS,
    clock,
  });

  return {
    async subscribe(rawEmail: string, client: string): Promise<{ email: string }> {
      await perClient.enforce(client, TOO_MANY_SIGN_UPS);
      const email = normalizeEmail(rawEmail);
      const problem = emailProblem(email);
      if (problem) throw badRequest(problem, [{ field: "email", message: problem }]);
      await perEmail.enforce(email, TOO_MANY_SIGN_UPS);
      const token = randomSecret();
      await db.transaction(async (tx) => {
        const hash = sha256(token);
        const pending =
          (await firstRow(
            tx
              .insert(newsletterSubscribers)
              .values({ email, createdAt: clock(), confirmTokenHash: hash })
              .onConflictDoNothing()
              .returning({ id: newsletterSubscribers.id }),
          )) ??
          // Signed up before: while unconfirmed, a new link replaces the old one.
          (await firstRow(
            tx
              .update(newsletterSubscribers)
              .set({ confirmTokenHash: hash })
              .where(
                and(
                  sql`lower(${newsletterSubscribers.email}) = lower(${email})`,
                  isNull(newsletterSubscribers.confirmedAt),
                ),
              )
              .returning({ id: newsletterSubscribers.id }),
          ));
        const link = `${publicUrl}${CONFIRM_PATH}?${new URLSearchParams({ token })}`;
        if (pending) await queueEmail(tx, confirmSubscriptionEmail(email, link, shopName));
      });
      return { email };
    },

    /** The address a confirmation link is for, while it waits to be confirmed. */
    async pendingFor(token: string): Promise<string | undefined> {
      if (!token) return undefined;
      return (
        await firstRow(
          db
            .select({ email: newsletterSubscribers.email })
            .from(newsletterSubscribers)
            .where(eq(newsletterSubscribers.confirmTokenHash, sha256(token))),
        )
      )?.email;
    },

    /** Confirms the address the link was sent to; a spent or unknown link is 404 saying what to do. */
    async confirm(token: string): Promise<{ email: string }> {
      const confirmed = await firstRow(
        db
          .update(newsletterSubscribers)
          .set({ confirmedAt: clock(), confirmTokenHash: null })
          .where(
            and(
              eq(newsletterSubscribers.confirmTokenHash, sha256(token || "-")),
              isNull(newsletterSubscribers.confirmedAt),
            ),
          )
          .returning({ email: newsletterSubscribers.email }),
      );
      if (!confirmed) throw new AppError(404, CONFIRM_UNKNOWN);
      return confirmed;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
