import { and, eq, gt, isNull, min, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { refreshTokens } from "../../../db/schema";
import type { Clock } from "../../clock";
import { AppError } from "../../http/app-error";
import { keyedHash, randomSecret, sha256 } from "../../secret-hash";

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me": the session lasts 30 days from the last refresh (docs/product-spec.md §9). */
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;
/** Otherwise the cookies end with the browser session; the server forgets an idle session after a day. */
export const BROWSER_SESSION_MS = DAY_MS;

/** Where a sign-in or refresh came from (the security log's RequestOrigin, kept on the token it made). */
export interface TokenOrigin {
  address: string;
  userAgent: string | null;
}

/** One of a staff member's live sessions, for their Sessions page. */
export interface LiveSession {
  sessionId: string;
  startedAt: Date;
  lastSeenAt: Date;
  address: string | null;
  userAgent: string | null;
  rememberMe: boolean;
}

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

  async function insert(
    on: DbOrTx,
    userId: number,
    rememberMe: boolean,
    familyId: string,
    origin: TokenOrigin | undefined,
    token = randomSecret(),
  ): Promise<IssuedRefreshToken> {
    const now = clock().getTime();
    const expiresAt = new Date(now + (rememberMe ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
    await on.insert(refreshTokens).values({
      userId,
      tokenHash: sha256(token),
      familyId,
      rememberMe,
      expiresAt,
      createdAt: clock(),
      address: origin?.address ?? null,
      userAgent: origin?.userAgent?.slice(0, 300) ?? null,
    });
    return { token, sessionId: familyId, expiresAt, rememberMe };
  }

  async function revokeFamily(familyId: string, on: DbOrTx = db) {
    await on
      .update(refreshTokens)
      .set({ revokedAt: clock() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** Starts a new session (family) for a user who just signed in. */
    issue: (userId: number, rememberMe: boolean, origin?: TokenOrigin) =>
      insert(db, userId, rememberMe, crypto.randomUUID(), origin),

    /** Spends `token` and hands back its successor; 401 when it is unknown, expired, revoked or reused. */
    async rotate(
      token: string,
      onReuse?: (userId: number) => Promise<unknown>,
      origin?: TokenOrigin,
      attempt = 1,
    ): Promise<IssuedRefreshToken & { userId: number }> {
      const outcome = await db.transaction(async (tx) => {
        const row = await firstRow(
          tx
            .select()
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, sha256(token))),
        );
        if (!row) return { ended: true } as const;
        const now = clock().getTime();
        if (row.usedAt && !row.revokedAt && now - row.usedAt.getTime() <= REFRESH_GRACE_MS) {
          const successor = successorOf(token);
          const next = await firstRow(
            tx
              .select()
              .from(refreshTokens)
              .where(eq(refreshTokens.tokenHash, sha256(successor))),
          );
          if (next && !next.revokedAt && next.expiresAt.getTime() > now) {
            const issued = { token: successor, sessionId: next.familyId, expiresAt: next.expiresAt };
            return { ended: false, userId: next.userId, next: { ...issued, rememberMe: next.rememberMe } } as const;
          }
        }
        // A session signed out (or ended for its account) is simply over.
        if (row.revokedAt && !row.usedAt) return { ended: true } as const;
        if (row.usedAt || row.revokedAt) {
          await revokeFamily(row.familyId, tx);
          return { ended: true, reusedBy: row.userId } as const;
        }
        if (row.expiresAt.getTime() <= now) return { ended: true } as const;
        // Spent only if still unspent: another tab renewing with it at this moment spends it first, and this one
        // then asks again, finding it within the grace with its successor written.
        const spent = await firstRow(
          tx
            .update(refreshTokens)
            .set({ usedAt: clock() })
            .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
            .returning({ id: refreshTokens.id }),
        );
        if (!spent) return { ended: false, spentMeanwhile: true } as const;
        // The successor is written in the same transaction: the session is never without a live token.
        const next = await insert(tx, row.userId, row.rememberMe, row.familyId, origin, successorOf(token));
        return { ended: false, userId: row.userId, next } as const;
      });
      if ("spentMeanwhile" in outcome) {
        if (attempt > 1) throw sessionEnded();
        return this.rotate(token, onReuse, origin, attempt + 1);
      }
      if (outcome.ended) {
        if ("reusedBy" in outcome && outcome.reusedBy !== undefined) await onReuse?.(outcome.reusedBy);
        throw sessionEnded();
      }
      return { ...outcome.next, userId: outcome.userId };
    },

    /** Ends the session the token belongs to (sign-out), answering whose it was. Unknown tokens are ignored. */
    async revoke(token: string): Promise<number | undefined> {
      const row = await firstRow(
        db
          .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(token))),
      );
      if (row) await revokeFamily(row.familyId);
      return row?.userId;
    },

    /** The user's sessions that can still be renewed, the most recently seen first. */
    async liveSessions(userId: number): Promise<LiveSession[]> {
      const started = db
        .select({ familyId: refreshTokens.familyId, startedAt: min(refreshTokens.createdAt).as("started_at") })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId))
        .groupBy(refreshTokens.familyId)
        .as("started");
      return (
        await db
          .select({
            sessionId: refreshTokens.familyId,
            startedAt: sql<number>`${started.startedAt}`.mapWith(Number),
            lastSeenAt: refreshTokens.createdAt,
            address: refreshTokens.address,
            userAgent: refreshTokens.userAgent,
            rememberMe: refreshTokens.rememberMe,
          })
          .from(refreshTokens)
          .innerJoin(started, eq(started.familyId, refreshTokens.familyId))
          .where(
            and(
              eq(refreshTokens.userId, userId),
              isNull(refreshTokens.usedAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, clock()),
            ),
          )
          .orderBy(sql`${refreshTokens.createdAt} DESC`)
      ).map((row) => ({ ...row, startedAt: new Date(Number(row.startedAt)) }));
    },

    /** Ends one of the user's sessions; false when they have no such live session. */
    async revokeSession(userId: number, sessionId: string): Promise<boolean> {
      const ended = await db
        .update(refreshTokens)
        .set({ revokedAt: clock() })
        .where(
          and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      return ended.length > 0;
    },

    /** Ends every session of the user but `keep` (sign out everywhere else); answers how many ended. */
    async revokeOthers(userId: number, keep: string): Promise<number> {
      const ended = await db
        .update(refreshTokens)
        .set({ revokedAt: clock() })
        .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keep), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      return new Set(ended.map((row) => row.familyId)).size;
    },

    /** Ends every session of a user (password reset, account disabled). */
    async revokeAllFor(userId: number) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
