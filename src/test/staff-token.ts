import { Elysia } from "elysia";
import type { Db } from "../db/database";
import type { UserRole, UserStatus } from "../db/schema";
import { accessJwt } from "../server/modules/auth/staff-guard";
import { createAccount } from "./accounts";

/** Creates a staff account and signs an access token for it, as sign-in would. */
export async function signTestToken(
  db: Db,
  secret: string,
  { role = "STAFF", status = "ACTIVE" }: { role?: UserRole; status?: UserStatus } = {},
): Promise<string> {
  const user = await createAccount(db, { role, status });
  const signer = new Elysia().use(accessJwt(secret, 15)).decorator.accessJwt;
  return signer.sign({ sub: String(user.id) });
}
