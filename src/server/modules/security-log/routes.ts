import { Elysia } from "elysia";
import type { SecurityEventKind } from "../../../shared/security-events";
import { ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../auth";
import { securityEventQuery, securityEventRow } from "./model";
import type { SecurityLog } from "./service";

export const securityLogRoutes = (log: SecurityLog, guard: StaffGuard) =>
  new Elysia({ prefix: "/security-events", tags: ["Staff accounts"] })
    .use(guard)
    .get("/admin/list", ({ query }) => ok(log.list({ ...query, kind: query.kind as SecurityEventKind | undefined })), {
      can: "staff.manage",
      query: securityEventQuery,
      response: pageOf(securityEventRow),
      detail: {
        summary: "The security log, newest first (admin)",
        description:
          "Sign-ins and their failures, locks and slow-downs, sign-ups, sessions ended by a reused token, and changes to accounts (activated, disabled, unlocked, role, password), with who, when, the client's address and browser. Filter by kind and by a part of the e-mail.",
      },
    });
