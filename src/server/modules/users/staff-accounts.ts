import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db } from "../../../db/database";
import { containsPattern } from "../../../db/like";
import { type UserRole, type UserStatus, users } from "../../../db/schema";
import type { Clock } from "../../clock";
import { badRequest, conflict, notFound } from "../../http/app-error";
import { type Paging, paginate } from "../../http/paging";
import type { AddressLockouts, Passwords, RefreshTokens } from "../auth";
import { CLEAR_FAILURES, findUserByEmail, isLocked } from "../auth";
import { fieldErrors, normalizeEmail, staffEmailProblem } from "../input-rules";
import { passwordProblem } from "./account-rules";
import type { StaffRow } from "./model";

export interface RegisterInput {
  firstName: string;
  lastName?: string;
  email: string;
  password: string;
}

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  registerDate: users.registerDate,
  failedLogins: users.failedLogins,
  firstFailedAt: users.firstFailedAt,
  lockedUntil: users.lockedUntil,
};

type AccountRow = Omit<StaffRow, "lockedUntil"> & {
  failedLogins: number;
  firstFailedAt: Date | null;
  lockedUntil: Date | null;
};

const LAST_ADMIN = "The shop needs at least one active admin: activate or promote another admin first.";

interface Deps {
  db: Db;
  passwords: Passwords;
  refreshTokens: RefreshTokens;
  clock: Clock;
  addressLockouts: AddressLockouts;
  /** Lifts the account's sign-in locks (and more: services.ts) once its password is new. */
  passwordChanged: (account: { id: number; email: string }) => void;
}

/** Sign-up and the admin's staff screen (docs/architecture.md, decision 10). */
export function createStaffAccounts({ db, passwords, refreshTokens, clock, addressLockouts, passwordChanged }: Deps) {
  /** The row as staff see it: locked until the later of the account's own lock and its addresses' locks ends. */
  function present({ failedLogins, firstFailedAt, lockedUntil, ...row }: AccountRow): StaffRow {
    const now = clock();
    const own = isLocked({ failedLogins, firstFailedAt, lockedUntil }, now) ? lockedUntil : null;
    const fromAddresses = addressLockouts.lastLockEnds(row.id, now);
    const ends = own && fromAddresses && fromAddresses > own ? fromAddresses : (own ?? fromAddresses);
    return { ...row, lockedUntil: ends?.toISOString() ?? null };
  }

  function get(id: number): StaffRow {
    const row = db.select(columns).from(users).where(eq(users.id, id)).get();
    if (!row) throw notFound("Staff account not found");
    return present(row);
  }

  const activeAdmins = () => countRows(db, users, and(eq(users.role, "ADMIN"), eq(users.status, "ACTIVE")));

  /** Applies a change unless it would leave the shop without an active admin; one transaction, so two admins
   *  demoting each other at once cannot both succeed. */
  function changeKeepingAnAdmin(id: number, change: Partial<typeof users.$inferInsert>) {
    return db.transaction(
      () => {
        const before = get(id);
        const stillAdmin = (change.role ?? before.role) === "ADMIN" && (change.status ?? before.status) === "ACTIVE";
        if (before.role === "ADMIN" && before.status === "ACTIVE" && !stillAdmin && activeAdmins() <= 1) {
          throw conflict(LAST_ADMIN);
        }
        db.update(users)
          .set({ ...change, updatedAt: clock() })
          .where(eq(users.id, id))
          .run();
        return get(id);
      },
      { behavior: "immediate" },
    );
  }

  function checkedPassword(password: string, email: string) {
    const problem = passwordProblem(password, email);
    if (problem) throw badRequest(problem, [{ field: "password", message: problem }]);
    return password;
  }

  return {
    /** Public sign-up: a pending STAFF account an admin must activate. */
    async register(input: RegisterInput): Promise<StaffRow> {
      const email = normalizeEmail(input.email);
      const firstName = input.firstName.trim();
      const problems = fieldErrors();
      problems.check("firstName", firstName ? undefined : "First name is required");
      problems.check("email", staffEmailProblem(email));
      problems.check("password", passwordProblem(input.password, email));
      if (problems.errors.length) throw badRequest(problems.errors[0]?.message ?? "Invalid input", problems.errors);
      const taken = () => conflict("An account with this e-mail already exists.");
      if (findUserByEmail(db, email)) throw taken();

      const passwordHash = await passwords.hash(input.password);
      const row = db
        .insert(users)
        .values({
          email,
          firstName,
          lastName: input.lastName?.trim() ?? "",
          passwordHash,
          role: "STAFF",
          status: "PENDING",
          registerDate: clock().toISOString().slice(0, 10),
        })
        .onConflictDoNothing()
        .returning({ id: users.id })
        .get();
      // Someone registered the same e-mail while this password was being hashed.
      if (!row) throw taken();
      return get(row.id);
    },

    list(query: Paging & { searchText?: string; status?: UserStatus }) {
      const conditions: SQL[] = [];
      const text = query.searchText?.trim();
      if (text) {
        const pattern = containsPattern(text);
        const matches = or(
          sql`${users.email} LIKE ${pattern} ESCAPE '\\'`,
          sql`(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern} ESCAPE '\\'`,
        );
        if (matches) conditions.push(matches);
      }
      if (query.status) conditions.push(eq(users.status, query.status));
      const where = conditions.length ? and(...conditions) : undefined;
      return paginate(
        query,
        10,
        () => countRows(db, users, where),
        (limit, offset) =>
          db
            .select(columns)
            .from(users)
            .where(where)
            .orderBy(sql`${users.status} = 'PENDING' DESC`, asc(users.firstName), asc(users.id))
            .limit(limit)
            .offset(offset)
            .all()
            .map(present),
      );
    },

    activate(id: number): StaffRow {
      get(id);
      db.update(users)
        .set({ status: "ACTIVE", ...CLEAR_FAILURES, updatedAt: clock() })
        .where(eq(users.id, id))
        .run();
      return get(id);
    },

    /** Disables the account and ends its sessions at once. */
    disable(id: number): StaffRow {
      const row = changeKeepingAnAdmin(id, { status: "DISABLED" });
      refreshTokens.revokeAllFor(id);
      return row;
    },

    changeRole(id: number, role: UserRole): StaffRow {
      return changeKeepingAnAdmin(id, { role });
    },

    /** An admin sets someone's password (they forgot it and cannot receive mail): their sessions end. */
    async setPassword(id: number, password: string): Promise<StaffRow> {
      const account = get(id);
      const passwordHash = await passwords.hash(checkedPassword(password, account.email));
      db.update(users)
        .set({ passwordHash, ...CLEAR_FAILURES, updatedAt: clock() })
        .where(eq(users.id, id))
        .run();
      refreshTokens.revokeAllFor(id);
      passwordChanged(account);
      return get(id);
    },

    /** Lifts every sign-in lock on the account (the account's own, and each address's). */
    unlock(id: number): StaffRow {
      get(id);
      db.update(users)
        .set({ ...CLEAR_FAILURES, updatedAt: clock() })
        .where(eq(users.id, id))
        .run();
      addressLockouts.clearAccount(id);
      return get(id);
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
