import { Elysia } from "elysia";
import type { Db } from "../db/database";
import type { UserRole, UserStatus } from "../db/schema";
import { accessJwt } from "../server/http/staff-guard";
import { createRefreshTokens } from "../server/modules/auth/refresh-tokens";
import { createAccount } from "./accounts";

/** Creates a staff account with a session and signs an access token for it, as sign-in would. */
export async function signTestToken(
  db: Db,
  secret: string,
  { role = "STAFF", status = "ACTIVE" }: { role?: UserRole; status?: UserStatus } = {},
): Promise<string> {
  const user = await createAccount(db, { role, status });
  const session = await createRefreshTokens(db, () => new Date(), secret).issue(user.id, false);
  const signer = new Elysia().use(accessJwt(secret, 15)).decorator.accessJwt;
  return signer.sign({ sub: String(user.id), sid: session.sessionId });
}
