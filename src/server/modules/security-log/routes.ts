import { Elysia } from "elysia";
import { ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import { securityEventQuery, securityEventRow } from "./model";
import type { EventFilter, SecurityLog } from "./service";

export const securityLogRoutes = (log: SecurityLog, guard: StaffGuard) =>
  new Elysia({ prefix: "/security-events", tags: ["Staff accounts"] })
    .use(guard)
    .get(
      "/admin/list",
      async ({ query }) => ok(await log.list({ ...query, kind: query.kind as EventFilter["kind"] })),
      {
        can: "activity.view",
        query: securityEventQuery,
        response: pageOf(securityEventRow),
        detail: {
          summary: "The security log, newest first (admin)",
          description:
            "Sign-ins and their failures, locks and slow-downs, sign-ups, sessions ended by a reused token, changes to accounts (activated, disabled, unlocked, role, password), and every staff change to the catalog, prices, stock, fitment, orders, payments and settings (item, before → after), with who, when, the client's address and browser. Filter by kind (CHANGES: all staff changes; SECURITY: the rest), a part of the e-mail or item name, who did it (actorId), the item (product:12, order:SO-2026-000123) and shop days (from, to).",
        },
      },
    );
