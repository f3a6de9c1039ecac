import { eq } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { users } from "../../../db/schema";
import type { StaffUser } from "../../http/staff-guard";

/** The name a change is recorded under: the staff member's name, else their e-mail. */
export async function staffName(reader: Db | DbTx, user: StaffUser): Promise<string> {
  const row = await firstRow(
    reader.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, user.id)),
  );
  const name = row ? `${row.firstName} ${row.lastName}`.trim() : "";
  return name || user.email;
}
