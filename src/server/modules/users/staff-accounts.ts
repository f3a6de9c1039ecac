import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db, DbOrTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { caseless, containsPattern, likeCaseless } from "../../../db/like";
import { type UserRole, type UserStatus, users } from "../../../db/schema";
import type { SecurityEventKind } from "../../../shared/security-events";
import type { Clock } from "../../clock";
import { badRequest, conflict, notFound } from "../../http/app-error";
import { type ListSort, orderOf } from "../../http/list-sort";
import { type Paging, paginate } from "../../http/paging";
import type { RequestOrigin } from "../../http/request-origin";
import { queueEmail } from "../../mail/outbox";
import type { Passwords } from "../../passwords";
import { fieldErrors, normalizeEmail, staffEmailProblem } from "../input-rules";
import type { SecurityLog } from "../security-log";
import { findUserByEmail } from "./account-by-email";
import { accountChangedEmail } from "./account-change-email";
import { passwordProblem } from "./account-rules";
import type { StaffRow } from "./model";
import type { AccountLocks, AccountSecondStep, AccountSessions } from "./sign-in-state";
import { signUpEmail, signUpTakenEmail } from "./sign-up-email";

/** The admin changing an account, and where from. */
export interface ByAdmin {
  actorId: number;
  origin: RequestOrigin;
}

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
  secondFactor: sql<boolean>`${users.totpSecret} IS NOT NULL`.mapWith(Boolean),
};

type AccountRow = Omit<StaffRow, "lockedUntil">;

const LAST_ADMIN = "The shop needs at least one active admin: activate or promote another admin first.";

interface Deps {
  db: Db;
  passwords: Passwords;
  refreshTokens: AccountSessions;
  clock: Clock;
  signInGuard: AccountLocks;
  securityLog: SecurityLog;
  secondFactor: AccountSecondStep;
  shopName: string;
  /** Lifts the account's sign-in locks (and more: services.ts) once its password is new. */
  passwordChanged: (account: { id: number; email: string }) => Promise<void>;
}

/** Sign-up and the admin's staff screen (docs/decisions/021-staff-sign-up.md). */
export function createStaffAccounts({
  db,
  passwords,
  refreshTokens,
  clock,
  signInGuard,
  securityLog,
  secondFactor,
  shopName,
  passwordChanged,
}: Deps) {
  /** Records what an admin did to an account. */
  const recordBy = (by: ByAdmin | undefined, account: StaffRow, kind: SecurityEventKind, detail?: string) =>
    securityLog.record({
      kind,
      email: account.email,
      userId: account.id,
      actorId: by?.actorId,
      origin: by?.origin,
      detail,
    });

  /** The row as staff see it: locked until the last lock or slow-down on its e-mail ends. */
  async function present(row: AccountRow): Promise<StaffRow> {
    const lockedUntil = await signInGuard.lastLockEnds(normalizeEmail(row.email), clock());
    return { ...row, lockedUntil: lockedUntil?.toISOString() ?? null };
  }

  async function get(id: number): Promise<StaffRow> {
    const row = await firstRow(db.select(columns).from(users).where(eq(users.id, id)));
    if (!row) throw notFound("Staff account not found");
    return present(row);
  }

  const activeAdmins = (tx: DbOrTx) => countRows(tx, users, and(eq(users.role, "ADMIN"), eq(users.status, "ACTIVE")));

  /** Applies a change unless it would leave the shop without an active admin; one transaction, so two admins
   *  demoting each other at once cannot both succeed. */
  async function changeKeepingAnAdmin(id: number, change: Partial<typeof users.$inferInsert>) {
    await db.transaction(async (tx) => {
      const before = await firstRow(tx.select(columns).from(users).where(eq(users.id, id)));
      if (!before) throw notFound("Staff account not found");
      const stillAdmin = (change.role ?? before.role) === "ADMIN" && (change.status ?? before.status) === "ACTIVE";
      if (before.role === "ADMIN" && before.status === "ACTIVE" && !stillAdmin && (await activeAdmins(tx)) <= 1) {
        throw conflict(LAST_ADMIN);
      }
      await tx
        .update(users)
        .set({ ...change, updatedAt: clock() })
        .where(eq(users.id, id));
    });
    return get(id);
  }

  function checkedPassword(password: string, email: string) {
    const problem = passwordProblem(password, email, shopName);
    if (problem) throw badRequest(problem, [{ field: "password", message: problem }]);
    return password;
  }

  return {
    /**
     * Public sign-up: a pending STAFF account an admin must activate. A taken e-mail is answered exactly as a free
     * one (the password is hashed either way, so not even the time tells), and its owner is e-mailed instead.
     */
    async register(input: RegisterInput, origin?: RequestOrigin): Promise<{ email: string; status: "PENDING" }> {
      const email = normalizeEmail(input.email);
      const firstName = input.firstName.trim();
      const problems = fieldErrors();
      problems.check("firstName", firstName ? undefined : "First name is required");
      problems.check("email", staffEmailProblem(email));
      problems.check("password", passwordProblem(input.password, email, shopName));
      if (problems.errors.length) throw badRequest(problems.errors[0]?.message ?? "Invalid input", problems.errors);

      const passwordHash = await passwords.hash(input.password);
      await db.transaction(async (tx) => {
        const owner = await findUserByEmail(tx, email);
        const row = owner
          ? undefined
          : await firstRow(
              tx
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
                .returning({ id: users.id }),
            );
        await queueEmail(tx, row ? signUpEmail(email, shopName) : signUpTakenEmail(owner?.email ?? email, shopName));
        const kind = row ? "SIGN_UP" : "SIGN_UP_TAKEN";
        await securityLog.record({ kind, email, userId: row?.id ?? owner?.id, origin }, tx);
      });
      return { email, status: "PENDING" };
    },

    list(query: Paging & ListSort & { searchText?: string; status?: UserStatus }) {
      const conditions: SQL[] = [];
      const text = query.searchText?.trim();
      if (text) {
        const pattern = containsPattern(text);
        const matches = or(
          likeCaseless(users.email, pattern),
          likeCaseless(sql`(${users.firstName} || ' ' || ${users.lastName})`, pattern),
        );
        if (matches) conditions.push(matches);
      }
      if (query.status) conditions.push(eq(users.status, query.status));
      const where = conditions.length ? and(...conditions) : undefined;
      return paginate(
        query,
        10,
        () => countRows(db, users, where),
        async (limit, offset) => {
          const rows = await db
            .select(columns)
            .from(users)
            .where(where)
            .orderBy(
              ...orderOf(
                query,
                {
                  name: caseless(sql`${users.firstName} || ' ' || ${users.lastName}`),
                  email: users.email,
                  role: users.role,
                  status: users.status,
                  registerDate: users.createdAt,
                },
                [sql`${users.status} = 'PENDING' DESC`, asc(users.firstName), asc(users.id)],
              ),
            )
            .limit(limit)
            .offset(offset);
          return Promise.all(rows.map(present));
        },
      );
    },

    async activate(id: number, by?: ByAdmin): Promise<StaffRow> {
      await get(id);
      await db.update(users).set({ status: "ACTIVE", updatedAt: clock() }).where(eq(users.id, id));
      const after = await get(id);
      await recordBy(by, after, "ACCOUNT_ACTIVATED");
      return after;
    },

    /** Disables the account and ends its sessions at once. */
    async disable(id: number, by?: ByAdmin): Promise<StaffRow> {
      const row = await changeKeepingAnAdmin(id, { status: "DISABLED" });
      await refreshTokens.revokeAllFor(id);
      await recordBy(by, row, "ACCOUNT_DISABLED", "sessions ended");
      return row;
    },

    async changeRole(id: number, role: UserRole, by?: ByAdmin): Promise<StaffRow> {
      const before = await get(id);
      const after = await changeKeepingAnAdmin(id, { role });
      if (before.role !== role) {
        await recordBy(by, after, "ROLE_CHANGED", `${before.role} → ${role}`);
        const change = role === "ADMIN" ? "You were made an admin" : "You are no longer an admin";
        await queueEmail(db, accountChangedEmail(after.email, change, clock(), shopName));
      }
      return after;
    },

    /** An admin sets someone's password (they forgot it and cannot receive mail): their sessions end. */
    async setPassword(id: number, password: string, by?: ByAdmin): Promise<StaffRow> {
      const account = await get(id);
      const passwordHash = await passwords.hash(checkedPassword(password, account.email));
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: clock() }).where(eq(users.id, id));
        await queueEmail(tx, accountChangedEmail(account.email, "An admin set a new password", clock(), shopName));
      });
      await recordBy(by, account, "PASSWORD_SET", "sessions ended");
      await refreshTokens.revokeAllFor(id);
      await passwordChanged(account);
      return get(id);
    },

    /**
     * Turns off someone else's two-step sign-in (a lost phone): their sessions end and they set up an authenticator
     * at their next sign-in. An admin cannot reset their own: that would let a stolen password do it.
     */
    async resetSecondFactor(id: number, by: ByAdmin): Promise<StaffRow> {
      if (id === by.actorId) throw conflict("Another admin must reset your own two-step sign-in.");
      const account = await get(id);
      await secondFactor.reset(id);
      await refreshTokens.revokeAllFor(id);
      await recordBy(by, account, "SECOND_FACTOR_RESET", "sessions ended");
      await queueEmail(
        db,
        accountChangedEmail(account.email, "An admin reset your two-step sign-in", clock(), shopName),
      );
      return get(id);
    },

    secondFactorPolicy: async () => ({ requiredForStaff: await secondFactor.requiredForStaff() }),

    async setSecondFactorPolicy(requiredForStaff: boolean, by: ByAdmin) {
      await secondFactor.setRequiredForStaff(requiredForStaff);
      await securityLog.record({
        kind: "SECOND_FACTOR_POLICY",
        actorId: by.actorId,
        origin: by.origin,
        detail: requiredForStaff ? "required for staff" : "required for admins only",
      });
      return { requiredForStaff };
    },

    /** Lifts every sign-in lock on the account (the account's own, and each address's). */
    async unlock(id: number, by?: ByAdmin): Promise<StaffRow> {
      await signInGuard.clearAccount(normalizeEmail((await get(id)).email));
      const after = await get(id);
      await recordBy(by, after, "ACCOUNT_UNLOCKED");
      return after;
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
