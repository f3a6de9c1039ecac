import { t } from "elysia";
import { SECURITY_EVENT_KINDS } from "../../../shared/security-events";
import { pagingQuery } from "../../http/paging";
import { oneOf, searchTextQuery } from "../../http/query-params";

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
  detail: t.Nullable(t.String()),
});
export type SecurityEventRow = typeof securityEventRow.static;

export const securityEventQuery = t.Object({
  ...pagingQuery(20),
  ...searchTextQuery,
  kind: t.Optional(oneOf("kind", SECURITY_EVENT_KINDS)),
});
