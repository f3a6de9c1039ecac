import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { passwordResetCodes, users } from "../../../db/schema";
import { type Clock, HOUR_MS } from "../../clock";
import { badRequest } from "../../http/app-error";
import type { RequestOrigin } from "../../http/request-origin";
import { queueEmail } from "../../mail/outbox";
import type { Passwords } from "../../passwords";
import { keyedHash, sameSecret } from "../../secret-hash";
import { sixDigitCode } from "../../six-digit-code";
import { emailProblem, normalizeEmail } from "../input-rules";
import type { SecurityLog } from "../security-log";
import { findUserByEmail } from "./account-by-email";
import { accountChangedEmail } from "./account-change-email";
import { passwordProblem } from "./account-rules";
import { passwordResetEmail } from "./password-reset-email";
import type { AccountSessions } from "./sign-in-state";

export const CODE_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;
/** Per account and hour, whatever the address asking: codes sent, and wrong codes tried across them. */
export const MAX_CODES_PER_HOUR = 3;
export const MAX_WRONG_CODES_PER_HOUR = 10;
/** Asking for a code answers after this long whether or not the account exists (making and mailing one takes time). */
export const RESET_ANSWER_MS = 50;
export const CODE_SENT = "If an account exists for this e-mail, a reset code is on its way.";
const BAD_CODE = "This code is not valid. Check the code in the e-mail, or ask for a new one.";

interface Deps {
  db: Db;
  passwords: Passwords;
  refreshTokens: AccountSessions;
  clock: Clock;
  /** Key of the codes' hashes, so the database alone cannot reveal a code. */
  secret: string;
  shopName: string;
  securityLog: SecurityLog;
  /** Names the browser that reset the password as the account's device (it proved it reads the account's mail). */
  deviceCookies: { issue(userId: number): string };
  /** Lifts the account's sign-in locks (and more: services.ts) once its password is new. */
  passwordChanged: (account: { id: number; email: string }) => Promise<void>;
}

/**
 * Password reset by a 6-digit code sent to the account's e-mail: valid 15 minutes, void after 5 wrong tries or a
 * newer code, used once. Answers never tell whether an account exists.
 */
export function createPasswordReset({
  db,
  passwords,
  refreshTokens,
  clock,
  secret,
  shopName,
  securityLog,
  deviceCookies,
  passwordChanged,
}: Deps) {
  const hashCode = (userId: number, code: string) => keyedHash(secret, `${userId}:${code.trim()}`);

  function checkedEmail(email: string) {
    const clean = normalizeEmail(email);
    const problem = emailProblem(clean);
    if (problem) throw badRequest(problem, [{ field: "email", message: problem }]);
    return clean;
  }

  /**
   * The account's codes of the last hour and the wrong tries made on them. Counted per account, so rotating
   * addresses does not buy more guesses: at most 10 in an hour against a million possible codes.
   */
  async function lastHour(userId: number) {
    const row = await firstRow(
      db
        .select({
          codes: count(),
          wrongTries: sql<number>`coalesce(sum(${passwordResetCodes.attempts}), 0)`.mapWith(Number),
        })
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            gt(passwordResetCodes.createdAt, new Date(clock().getTime() - HOUR_MS)),
          ),
        ),
    );
    return { codes: row?.codes ?? 0, wrongTries: row?.wrongTries ?? 0 };
  }

  /**
   * Issues a new code for an active account (voiding older ones) and queues the e-mail; silent otherwise, and
   * silent past the hourly number of codes, so the answer never tells whether an account exists.
   */
  async function sendCode(email: string) {
    const user = await findUserByEmail(db, checkedEmail(email));
    if (user?.status !== "ACTIVE") return;
    if ((await lastHour(user.id)).codes >= MAX_CODES_PER_HOUR) return;
    const code = sixDigitCode();
    await db.transaction(async (tx) => {
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: clock() })
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
      await tx.insert(passwordResetCodes).values({
        userId: user.id,
        codeHash: hashCode(user.id, code),
        createdAt: clock(),
        expiresAt: new Date(clock().getTime() + CODE_MINUTES * 60_000),
      });
      await queueEmail(tx, passwordResetEmail(user.email, code, CODE_MINUTES, shopName));
    });
  }

  /** The user whose current code this is; a wrong code counts a try (the fifth voids it). 400 when not valid. */
  async function checkCode(email: string, code: string) {
    const user = await findUserByEmail(db, checkedEmail(email));
    const current = user
      ? await firstRow(
          db
            .select()
            .from(passwordResetCodes)
            .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)))
            .orderBy(desc(passwordResetCodes.id)),
        )
      : undefined;
    if (!user || !current || current.expiresAt.getTime() <= clock().getTime()) throw badRequest(BAD_CODE);
    // Past the hourly wrong tries even the right code is refused, with the same answer as a wrong one.
    if ((await lastHour(user.id)).wrongTries >= MAX_WRONG_CODES_PER_HOUR) throw badRequest(BAD_CODE);
    if (!sameSecret(hashCode(user.id, code), current.codeHash)) {
      const attempts = current.attempts + 1;
      await db
        .update(passwordResetCodes)
        .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { usedAt: clock() } : {}) })
        .where(eq(passwordResetCodes.id, current.id));
      throw badRequest(BAD_CODE);
    }
    return { user, codeId: current.id };
  }

  return {
    requestCode: sendCode,
    resend: sendCode,

    async verify(email: string, code: string) {
      await checkCode(email, code);
    },

    /**
     * Sets the new password, spends the code and ends every session of the account. Answers a device cookie for
     * the browser that did it: the code proved it reads the account's mail, so its sign-ins are not slowed by an
     * attacker's failures from elsewhere (an owner on a new device gets in while someone keeps guessing).
     */
    async reset(email: string, code: string, password: string, origin?: RequestOrigin): Promise<{ device: string }> {
      const problem = passwordProblem(password, email.trim(), shopName);
      if (problem) throw badRequest(problem, [{ field: "password", message: problem }]);
      const { user } = await checkCode(email, code);
      const passwordHash = await passwords.hash(password);
      // Check again after hashing: the code must still be the current one, and is spent in the same step.
      const { codeId } = await checkCode(email, code);
      await db.transaction(async (tx) => {
        await tx.update(passwordResetCodes).set({ usedAt: clock() }).where(eq(passwordResetCodes.id, codeId));
        await tx.update(users).set({ passwordHash, updatedAt: clock() }).where(eq(users.id, user.id));
        const change = "Your password was reset with a code sent to this address";
        await queueEmail(tx, accountChangedEmail(user.email, change, clock(), shopName));
        await securityLog.record(
          { kind: "PASSWORD_RESET", email: user.email, userId: user.id, origin, detail: "sessions ended" },
          tx,
        );
      });
      await refreshTokens.revokeAllFor(user.id);
      await passwordChanged(user);
      return { device: deviceCookies.issue(user.id) };
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
