import { useMemo } from "react";
import { useLocation } from "wouter";
import type { PageProps, SecurityEvent } from "../../server/api-types";
import { CONSOLE_LISTS, type ListQuery, listUrl } from "../../shared/list-query";
import { SECURITY_EVENT_KINDS, SECURITY_EVENT_LABELS, type SecurityEventKind } from "../../shared/security-events";
import { formatShopTime } from "../../shared/shop-time";
import { browserOf } from "../components/browser-name";
import { columnsOf } from "../components/data-table";
import { CONTROL, ListFrame, ListTable, SearchBox } from "../components/list-frame";

const column = columnsOf<SecurityEvent>();

/** Kinds that ask for an admin's eye, shown in red. */
const ALARMING: readonly SecurityEventKind[] = ["SIGN_IN_LOCKED", "SIGN_IN_SLOWED", "SESSION_REUSED", "SIGN_UP_TAKEN"];

/** Admins only: the security log — who signed in or failed to, locks, and every change to an account. */
export default function ActivityPage({ data }: PageProps<"activity">) {
  const { query, kind, events } = data;
  const [, navigate] = useLocation();
  /** The list's own parameters as every console list writes them (listUrl), and the kind beside them. */
  const go = ({ kind: nextKind = kind, ...changes }: Partial<ListQuery> & { kind?: SecurityEventKind | null }) => {
    const url = listUrl(CONSOLE_LISTS.activity, { ...query, page: 1, ...changes });
    if (!nextKind) return navigate(url);
    navigate(`${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams({ kind: nextKind })}`);
  };

  const columns = useMemo(
    () => [
      column.accessor("at", {
        header: "When, from where",
        cell: ({ row: { original: event } }) => (
          <span className="text-sm">
            <span className="whitespace-nowrap">{formatShopTime(event.at)}</span>
            <span className="block break-all font-mono text-muted text-xs">{event.address ?? "—"}</span>
            <span className="block text-muted text-xs">{browserOf(event.userAgent)}</span>
          </span>
        ),
      }),
      column.accessor("kind", {
        header: "What",
        cell: ({ row: { original: event } }) => (
          <span className={ALARMING.includes(event.kind) ? "font-semibold text-red-800" : "font-medium"}>
            {SECURITY_EVENT_LABELS[event.kind]}
            {event.detail ? <span className="block font-normal text-muted text-xs">{event.detail}</span> : null}
          </span>
        ),
      }),
      column.accessor("email", {
        header: "Account",
        cell: ({ row: { original: event } }) => (
          <span className="text-sm">
            <span className="break-all">{event.email ?? "—"}</span>
            {event.actor ? <span className="block text-muted text-xs">by {event.actor.name}</span> : null}
          </span>
        ),
      }),
    ],
    [],
  );

  return (
    <ListFrame
      title="Activity"
      filters={
        <>
          <SearchBox searched={query.q} onSearch={(q) => go({ q })} />
          <label className="block">
            <span className="block font-medium text-sm">What</span>
            <select
              value={kind ?? ""}
              onChange={(event) => go({ kind: (event.target.value || null) as SecurityEventKind | null })}
              className={`mt-1 ${CONTROL}`}
            >
              <option value="">Everything</option>
              {SECURITY_EVENT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {SECURITY_EVENT_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        </>
      }
    >
      <ListTable
        columns={columns}
        rows={events}
        query={query}
        go={go}
        rowId={(event) => String(event.eventId)}
        empty={query.q || kind ? "Nothing matches these filters." : "Nothing recorded yet."}
      />
    </ListFrame>
  );
}
