import { useCallback, useId, useMemo } from "react";
import { useLocation } from "wouter";
import type { PageProps, SecurityEvent } from "../../../server/api-types";
import type { ListQuery } from "../../../shared/list-query";
import {
  CHANGE_KINDS,
  isChangeKind,
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_LABELS,
  type SecurityEventKind,
} from "../../../shared/security-events";
import { formatShopTime } from "../../../shared/shop-time";
import { browserOf } from "../../components/browser-name";
import { ChangeList } from "../../components/change-list";
import { columnsOf } from "../../components/data-table";
import { DayInput } from "../../components/day-input";
import { CONTROL, ListFrame, ListTable, SearchBox } from "../../components/list-frame";
import { type ActivityFilter, activityUrl } from "./activity-filter";

const column = columnsOf<SecurityEvent>();
const SORTABLE = new Set(["at"]);

/** Kinds that ask for an admin's eye, shown in red. */
const ALARMING: readonly SecurityEventKind[] = ["SIGN_IN_LOCKED", "SIGN_IN_SLOWED", "SESSION_REUSED", "SIGN_UP_TAKEN"];
const SECURITY_KINDS = SECURITY_EVENT_KINDS.filter((kind) => !isChangeKind(kind));

/** `product:12` → "Product 12", `order:SO-2026-000123` → "Order SO-2026-000123". */
const itemName = (item: string) => {
  const [type = "", id = ""] = item.split(":");
  return `${type.charAt(0).toUpperCase()}${type.slice(1).replace("-", " ")} ${id}`;
};

/**
 * Admins only: the log of the shop — who signed in or failed to, every change to an account, and every change staff
 * made to the catalog, prices, stock, fitment, orders, payments and settings (before → after). Filtered by what, who,
 * which item and which days, all in the URL.
 */
export default function ActivityPage({ data }: PageProps<"activity">) {
  const { query, filter, events, people } = data;
  const [, navigate] = useLocation();
  const ids = { kind: useId(), actor: useId(), item: useId() };
  const go = useCallback(
    (changes: Partial<ListQuery> & Partial<ActivityFilter>) => {
      const {
        kind = filter.kind,
        actor = filter.actor,
        item = filter.item,
        from = filter.from,
        to = filter.to,
      } = changes;
      navigate(activityUrl({ ...query, page: 1, ...changes }, { kind, actor, item, from, to }));
    },
    [filter, query, navigate],
  );
  const filtered = query.q || Object.values(filter).some(Boolean);

  const columns = useMemo(
    () => [
      column.accessor("at", {
        header: "When, from where",
        cell: ({ row: { original: event } }) => (
          <span className="text-sm">
            <span className="whitespace-nowrap">{formatShopTime(event.at)}</span>
            {event.address ? (
              <span className="block break-all font-mono text-muted text-xs">{event.address}</span>
            ) : null}
            {event.userAgent ? <span className="block text-muted text-xs">{browserOf(event.userAgent)}</span> : null}
          </span>
        ),
      }),
      column.accessor("kind", {
        header: "What",
        cell: ({ row: { original: event } }) => (
          <span className={ALARMING.includes(event.kind) ? "font-semibold text-red-800" : "font-medium"}>
            {SECURITY_EVENT_LABELS[event.kind]}
            {event.item ? (
              <button
                type="button"
                onClick={() => go({ item: event.item })}
                className="block text-left font-normal text-brand-700 text-xs underline"
              >
                {event.detail ?? itemName(event.item)}
              </button>
            ) : event.detail ? (
              <span className="block font-normal text-muted text-xs">{event.detail}</span>
            ) : null}
            <span className="font-normal">
              <ChangeList changes={event.changes} />
            </span>
          </span>
        ),
      }),
      column.accessor("email", {
        header: "Who",
        cell: ({ row: { original: event } }) => (
          <span className="text-sm">
            {event.email ? <span className="break-all">{event.email}</span> : null}
            {event.actor ? (
              <span className={event.email ? "block text-muted text-xs" : "block"}>by {event.actor.name}</span>
            ) : null}
            {!event.email && !event.actor ? "—" : null}
          </span>
        ),
      }),
    ],
    [go],
  );

  return (
    <ListFrame
      title="Activity"
      filters={
        <>
          <SearchBox searched={query.q} onSearch={(q) => go({ q })} />
          <div>
            <label htmlFor={ids.kind} className="block font-medium text-sm">
              What
            </label>
            <select
              id={ids.kind}
              value={filter.kind ?? ""}
              onChange={(event) => go({ kind: (event.target.value || null) as ActivityFilter["kind"] })}
              className={`mt-1 ${CONTROL}`}
            >
              <option value="">Everything</option>
              <option value="CHANGES">Every staff change</option>
              <option value="SECURITY">Every sign-in and account event</option>
              <optgroup label="Changes">
                {CHANGE_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {SECURITY_EVENT_LABELS[value]}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Sign-ins and accounts">
                {SECURITY_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {SECURITY_EVENT_LABELS[value]}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <div>
            <label htmlFor={ids.actor} className="block font-medium text-sm">
              By
            </label>
            <select
              id={ids.actor}
              value={filter.actor ?? ""}
              onChange={(event) => go({ actor: event.target.value ? Number(event.target.value) : null })}
              className={`mt-1 ${CONTROL}`}
            >
              <option value="">Anyone</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          {filter.item ? (
            <div>
              <span id={ids.item} className="block font-medium text-sm">
                Item
              </span>
              <button
                type="button"
                aria-describedby={ids.item}
                onClick={() => go({ item: null })}
                className={`mt-1 flex w-full items-center justify-between gap-2 ${CONTROL}`}
              >
                {events.data.find((event) => event.item === filter.item)?.detail ?? itemName(filter.item)}
                <span aria-hidden="true">×</span>
                <span className="sr-only">(show every item)</span>
              </button>
            </div>
          ) : null}
          <DayInput label="From" value={filter.from} onChange={(from) => go({ from })} />
          <DayInput label="To" value={filter.to} onChange={(to) => go({ to })} />
        </>
      }
    >
      <ListTable
        sortable={SORTABLE}
        columns={columns}
        rows={events}
        query={query}
        go={go}
        rowId={(event) => String(event.eventId)}
        empty={filtered ? "Nothing matches these filters." : "Nothing recorded yet."}
      />
    </ListFrame>
  );
}
