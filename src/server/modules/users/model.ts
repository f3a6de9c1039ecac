import { t } from "elysia";
import { USER_ROLES, USER_STATUSES } from "../../../db/schema";
import { pagingQuery } from "../../http/paging";
import { idParam, oneOf, searchTextQuery } from "../../http/query-params";

export const registerBody = t.Object({
  firstName: t.String({ maxLength: 100, error: "firstName is required (at most 100 characters)" }),
  lastName: t.Optional(t.String({ maxLength: 100, error: "lastName must be at most 100 characters" })),
  email: t.String({ maxLength: 320, error: "email is required", examples: ["nimal@example.com"] }),
  password: t.String({ maxLength: 1024, error: "password is required" }),
  registerDate: t.Optional(t.String({ maxLength: 40, description: "Ignored: the server records the date" })),
});

export const emailQuery = t.Object({
  email: t.String({ maxLength: 320, error: "email is required", field: "email" }),
});

export const emailCodeQuery = t.Object({
  email: t.String({ maxLength: 320, error: "email is required", field: "email" }),
  code: t.String({ maxLength: 20, error: "code is required", field: "code" }),
});

export const newPasswordBody = t.Object(
  {
    password: t.String({ maxLength: 1024, error: "password is required" }),
  },
  { title: "NewPassword" },
);

export const roleBody = t.Object({ role: oneOf("role", USER_ROLES) });

export const userIdParams = t.Object({ id: idParam("id") });

export const staffPageQuery = t.Object({
  ...pagingQuery(10),
  ...searchTextQuery,
  status: t.Optional(oneOf("status", USER_STATUSES)),
});

/** What sign-up answers, the same whether the e-mail was free or taken (its owner is e-mailed instead). */
export const signUpReceipt = t.Object({
  email: t.String(),
  status: t.Literal("PENDING", { description: "An admin must activate the account before it signs in" }),
});

export const staffRow = t.Object(
  {
    id: t.Number(),
    email: t.String(),
    firstName: t.String(),
    lastName: t.String(),
    role: t.UnionEnum(USER_ROLES),
    status: t.UnionEnum(USER_STATUSES),
    registerDate: t.Nullable(t.String()),
    secondFactor: t.Boolean({ description: "Whether two-step sign-in is on for the account" }),
    lockedUntil: t.Nullable(
      t.String({ description: "When the last sign-in lock on the account ends (ISO time); null when none is locked" }),
    ),
  },
  { title: "StaffMember" },
);

export type StaffRow = typeof staffRow.static;

export const secondFactorPolicyRow = t.Object({
  requiredForStaff: t.Boolean({ description: "STAFF accounts sign in in two steps too (ADMIN accounts always do)" }),
});
