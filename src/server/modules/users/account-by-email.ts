import { sql } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { users } from "../../../db/schema";
import { normalizeEmail } from "../input-rules";

/** The staff account with this e-mail, whatever its case. */
export const findUserByEmail = (db: Db | DbTx, email: string) =>
  firstRow(
    db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`),
  );
