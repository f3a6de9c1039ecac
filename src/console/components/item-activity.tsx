import { useEffect, useState } from "react";
import type { SecurityEvent } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { SECURITY_EVENT_LABELS } from "../../shared/security-events";
import { formatShopTime } from "../../shared/shop-time";
import { consoleApi } from "../session";
import { useCan } from "../viewer";
import { ChangeList } from "./change-list";

/**
 * The activity log's entries for one item (a product, an order), newest first, for those who may read the log:
 * who changed what and when, before → after. `version` reloads them after a change made in the same dialog.
 */
export function ItemActivity({ item, version = 0 }: { item: string; version?: number }) {
  const mayRead = useCan("activity.view");
  const [events, setEvents] = useState<SecurityEvent[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version reloads the entries after a change in the dialog
  useEffect(() => {
    if (!mayRead) return;
    let current = true;
    call(consoleApi()["security-events"].admin.list.get({ query: { item, size: 50 } }), { quiet: true }).then(
      (page) => current && setEvents(page.data),
      () => current && setEvents([]),
    );
    return () => {
      current = false;
    };
  }, [item, mayRead, version]);

  if (!mayRead) return null;
  return (
    <section className="mt-5">
      <h3 className="mb-2 font-semibold">Changes</h3>
      {events === null ? (
        <p className="text-muted text-sm">Loading the changes…</p>
      ) : events.length === 0 ? (
        <p className="text-muted text-sm">No changes recorded.</p>
      ) : (
        <ol className="space-y-2 text-sm" aria-label="Changes">
          {events.map((event) => (
            <li key={event.eventId}>
              <span className="font-medium">{SECURITY_EVENT_LABELS[event.kind]}</span>
              <span className="text-muted">
                {" "}
                by {event.actor?.name ?? "the shop"}, {formatShopTime(event.at)}
              </span>
              <ChangeList changes={event.changes} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
