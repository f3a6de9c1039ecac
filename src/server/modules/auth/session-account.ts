import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { prepared } from "../../../db/prepared";
import { refreshTokens, users } from "../../../db/schema";
import type { SessionAccountLookup } from "../../http/staff-guard";

/** The staff guard's question (http/staff-guard.ts): the account behind a token while its session is alive. */
export function sessionAccountLookup(db: Db): SessionAccountLookup {
  const sessionAccount = prepared(
    db
      .select({ id: users.id, email: users.email, role: users.role, status: users.status })
      .from(users)
      .innerJoin(refreshTokens, eq(refreshTokens.userId, users.id))
      .where(
        and(
          eq(users.id, sql.placeholder("userId")),
          eq(refreshTokens.familyId, sql.placeholder("sessionId")),
          isNull(refreshTokens.revokedAt),
          isNull(refreshTokens.usedAt),
        ),
      )
      .limit(1),
  );
  return (userId, sessionId) => firstRow(sessionAccount.execute({ userId, sessionId }));
}
