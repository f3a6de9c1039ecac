import { useId, useState } from "react";
import type { OrderQuery } from "../../shared/order-query";
import { DownloadIcon } from "../components/icons";
import { SECONDARY_BUTTON } from "../components/list-frame";

/** The list's filter as the export's query: the orders the table shows, on every page. */
function exportQuery(query: OrderQuery, dates: string) {
  const params = new URLSearchParams({ dates });
  if (query.q) params.set("searchText", query.q);
  if (query.status) params.set("status", query.status);
  if (query.payment) params.set("paymentStatus", query.payment);
  if (query.from) params.set("placedFrom", query.from);
  if (query.to) params.set("placedTo", query.to);
  if (query.toDispatch) params.set("toDispatch", "true");
  if (query.sort) params.set("sort", query.sort);
  if (query.sort) params.set("direction", query.direction);
  return params;
}

/** Export CSV of the orders the filters show (a date range, a status…), dates written the way the reader wants. */
export function OrdersExport({ query }: { query: OrderQuery }) {
  const [dates, setDates] = useState("dmy");
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-muted text-sm">
        Dates as
      </label>
      <select
        id={id}
        value={dates}
        onChange={(event) => setDates(event.target.value)}
        className="h-9 rounded-md border border-gray-400 bg-white px-2 text-sm"
      >
        <option value="dmy">dd/mm/yyyy</option>
        <option value="iso">ISO (2026-11-26T…)</option>
      </select>
      <a
        href={`/api/v1/orders/export.csv?${exportQuery(query, dates)}`}
        download
        className={`${SECONDARY_BUTTON} h-9 gap-1.5 text-sm`}
      >
        <DownloadIcon />
        Export CSV
      </a>
    </div>
  );
}
