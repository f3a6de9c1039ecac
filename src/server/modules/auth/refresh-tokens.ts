import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { refreshTokens } from "../../../db/schema";
import type { Clock } from "../../clock";
import { AppError } from "../../http/app-error";
import { keyedHash, randomSecret, sha256 } from "../../secret-hash";

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me": the session lasts 30 days from the last refresh (spec section 9). */
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;
/** Otherwise the cookies end with the browser session; the server forgets an idle session after a day. */
export const BROWSER_SESSION_MS = DAY_MS;

export interface IssuedRefreshToken {
  token: string;
  /** The session (token family) it belongs to; access tokens carry it, so they end when the session does. */
  sessionId: string;
  expiresAt: Date;
  rememberMe: boolean;
}

/**
 * A token presented again this soon after its first use gets the same successor: several tabs of the console
 * renewing together send the same cookie, and only one of them was first. Later reuse is a stolen copy.
 */
export const REFRESH_GRACE_MS = 10_000;

const sessionEnded = () => new AppError(401, "Your session has ended. Please sign in again.");

/**
 * Refresh tokens: random, stored as SHA-256, rotated on every use. Each sign-in starts a family; presenting a
 * token that was already used (a stolen copy, or the thief's after the owner's) revokes the whole family, unless
 * within REFRESH_GRACE_MS of its use. A successor is derived from its predecessor with a server-side key, so the
 * grace needs no stored secret: whoever holds the spent token, and only they, can be handed its successor again.
 */
export function createRefreshTokens(db: Db, clock: Clock, secret: string) {
  const successorOf = (token: string) =>
    Buffer.from(keyedHash(`refresh-successor:${secret}`, token), "hex").toString("base64url");

  function insert(userId: number, rememberMe: boolean, familyId: string, token = randomSecret()): IssuedRefreshToken {
    const now = clock().getTime();
    const expiresAt = new Date(now + (rememberMe ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
    db.insert(refreshTokens)
      .values({ userId, tokenHash: sha256(token), familyId, rememberMe, expiresAt })
      .run();
    return { token, sessionId: familyId, expiresAt, rememberMe };
  }

  function revokeFamily(familyId: string) {
    db.update(refreshTokens)
      .set({ revokedAt: clock() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .run();
  }

  return {
    /** Starts a new session (family) for a user who just signed in. */
    issue: (userId: number, rememberMe: boolean) => insert(userId, rememberMe, crypto.randomUUID()),

    /** Spends `token` and hands back its successor; 401 when it is unknown, expired, revoked or reused. */
    rotate(token: string, onReuse?: (userId: number) => void): IssuedRefreshToken & { userId: number } {
      const outcome = db.transaction(
        (tx) => {
          const row = tx
            .select()
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, sha256(token)))
            .get();
          if (!row) return { ended: true } as const;
          const now = clock().getTime();
          if (row.usedAt && !row.revokedAt && now - row.usedAt.getTime() <= REFRESH_GRACE_MS) {
            const successor = successorOf(token);
            const next = tx
              .select()
              .from(refreshTokens)
              .where(eq(refreshTokens.tokenHash, sha256(successor)))
              .get();
            if (next && !next.revokedAt && next.expiresAt.getTime() > now) {
              const issued = { token: successor, sessionId: next.familyId, expiresAt: next.expiresAt };
              return { ended: false, userId: next.userId, next: { ...issued, rememberMe: next.rememberMe } } as const;
            }
          }
          if (row.usedAt || row.revokedAt) {
            revokeFamily(row.familyId);
            return { ended: true, reusedBy: row.userId } as const;
          }
          if (row.expiresAt.getTime() <= now) return { ended: true } as const;
          tx.update(refreshTokens).set({ usedAt: clock() }).where(eq(refreshTokens.id, row.id)).run();
          // The successor is written in the same transaction: the session is never without a live token.
          const next = insert(row.userId, row.rememberMe, row.familyId, successorOf(token));
          return { ended: false, userId: row.userId, next } as const;
        },
        { behavior: "immediate" },
      );
      if (outcome.ended) {
        if ("reusedBy" in outcome && outcome.reusedBy !== undefined) onReuse?.(outcome.reusedBy);
        throw sessionEnded();
      }
      return { ...outcome.next, userId: outcome.userId };
    },

    /** Ends the session the token belongs to (sign-out), answering whose it was. Unknown tokens are ignored. */
    revoke(token: string): number | undefined {
      const row = db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .get();
      if (row) revokeFamily(row.familyId);
      return row?.userId;
    },

    /** Ends every session of a user (password reset, account disabled). */
    revokeAllFor(userId: number) {
      db.update(refreshTokens)
        .set({ revokedAt: clock() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .run();
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
