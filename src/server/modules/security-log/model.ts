import { t } from "elysia";
import { SECURITY_EVENT_KINDS } from "../../../shared/security-events";
import { pagingQuery } from "../../http/paging";
import { oneOf, searchTextQuery, shopDayParam, wholeNumberParam } from "../../http/query-params";

export const securityEventRow = t.Object({
  eventId: t.Number(),
  at: t.String({ format: "date-time" }),
  kind: t.UnionEnum(SECURITY_EVENT_KINDS),
  email: t.Nullable(t.String({ description: "The account concerned (or the e-mail a failed sign-in named)" })),
  userId: t.Nullable(t.Number()),
  actor: t.Nullable(
    t.Object({ id: t.Number(), name: t.String() }, { description: "Who did it, when not the account's holder" }),
  ),
  address: t.Nullable(t.String({ description: "The client's address (an IPv6 client as its /64)" })),
  userAgent: t.Nullable(t.String()),
  detail: t.Nullable(t.String({ description: "A word more; for a staff change, the item's name" })),
  item: t.Nullable(t.String({ description: "What a staff change was made to: product:12, order:SO-2026-000123 …" })),
  changes: t.Array(
    t.Object({
      field: t.String(),
      before: t.Union([t.String(), t.Number(), t.Boolean(), t.Null()]),
      after: t.Union([t.String(), t.Number(), t.Boolean(), t.Null()]),
    }),
    { description: "A staff change's fields, before → after (empty for other events)" },
  ),
});
export type SecurityEventRow = typeof securityEventRow.static;

export const securityEventQuery = t.Object({
  ...pagingQuery(20),
  ...searchTextQuery,
  kind: t.Optional(oneOf("kind", [...SECURITY_EVENT_KINDS, "CHANGES", "SECURITY"])),
  actorId: t.Optional(wholeNumberParam("actorId", { minimum: 1 })),
  item: t.Optional(
    t.String({ maxLength: 80, error: "item must be like product:12 or order:SO-2026-000123", field: "item" }),
  ),
  from: shopDayParam("from"),
  to: shopDayParam("to"),
});
