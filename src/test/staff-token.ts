import { Elysia } from "elysia";
import type { Db } from "../db/database";
import { type UserRole, type UserStatus, users } from "../db/schema";
import { accessJwt } from "../server/modules/auth/staff-guard";

/** Creates a staff account (no usable password) and signs an access token for it, as sign-in would. */
export async function signTestToken(
  db: Db,
  secret: string,
  { role = "STAFF", status = "ACTIVE" }: { role?: UserRole; status?: UserStatus } = {},
): Promise<string> {
  const user = db
    .insert(users)
    .values({
      email: `staff-${crypto.randomUUID()}@example.com`,
      firstName: "Test",
      lastName: "Staff",
      passwordHash: "not-a-hash",
      role,
      status,
    })
    .returning({ id: users.id })
    .get();
  const signer = new Elysia().use(accessJwt(secret, 15)).decorator.accessJwt;
  return signer.sign({ sub: String(user.id) });
}
