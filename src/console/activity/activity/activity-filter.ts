import { type ListQuery, listUrl } from "../../../shared/list-query";
import { readDay } from "../../../shared/order-query";
import { isSecurityEventKind, type SecurityEventKind } from "../../../shared/security-events";
import { list } from "./route";

/** The Activity page's own filters beside the list's search and paging, in its URL like them. */
export interface ActivityFilter {
  /** A kind, or every staff change (CHANGES), or every security event (SECURITY). */
  kind: SecurityEventKind | "CHANGES" | "SECURITY" | null;
  /** Who did it: a staff account's id. */
  actor: number | null;
  /** What it was done to: `product:12`, `order:SO-2026-000123`. */
  item: string | null;
  /** Shop days `YYYY-MM-DD`, both included. */
  from: string | null;
  to: string | null;
}

const ITEM = /^[a-z-]+:[\w-]{1,60}$/i;

export function readActivityFilter(search: URLSearchParams): ActivityFilter {
  const kind = search.get("kind");
  const actor = Number(search.get("actor"));
  const item = search.get("item")?.trim() ?? "";
  return {
    kind: kind === "CHANGES" || kind === "SECURITY" || isSecurityEventKind(kind) ? kind : null,
    actor: Number.isSafeInteger(actor) && actor >= 1 ? actor : null,
    item: ITEM.test(item) ? item : null,
    from: readDay(search.get("from")),
    to: readDay(search.get("to")),
  };
}

/** The Activity page's URL: the list's query, then its filters (defaults left out). */
export function activityUrl(query: Partial<ListQuery>, filter: ActivityFilter): string {
  const url = listUrl(list, query);
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.actor) params.set("actor", String(filter.actor));
  if (filter.item) params.set("item", filter.item);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  const extra = params.toString();
  return extra ? `${url}${url.includes("?") ? "&" : "?"}${extra}` : url;
}

/** The Activity page showing one item's changes (a product's, an order's). */
export const itemActivityUrl = (item: string) =>
  activityUrl({}, { kind: "CHANGES", actor: null, item, from: null, to: null });
