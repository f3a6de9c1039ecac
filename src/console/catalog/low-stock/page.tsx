import { type FormEvent, useId, useMemo, useState } from "react";
import type { PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { columnsOf, ROW_ACTION } from "../../components/data-table";
import { BoxIcon } from "../../components/icons";
import { CONTROL, ListFrame, ListTable, SECONDARY_BUTTON, useEditor, useListGo } from "../../components/list-frame";
import { useListChange } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";
import { StockDialog } from "../stock-dialog";
import { list } from "./route";

type Row = PageProps<"low-stock">["data"]["rows"]["data"][number];
const column = columnsOf<Row>();
const RIGHT_ALIGNED = new Set(["qty", "level", "short", "open"]);
const SORTABLE = new Set(["name", "qty", "short", "open"]);

/** The shop's reorder level, for products without their own: the admin's to change. */
function ShopLevel({ level }: { level: number }) {
  const mayEdit = useCan("settings.edit");
  const [text, setText] = useState(String(level));
  const change = useListChange();
  const id = useId();
  if (!mayEdit) {
    return (
      <p className="self-end pb-2 text-muted text-sm">
        Parts without their own level are low at <strong className="text-ink">{level}</strong> or fewer.
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change(
      () => call(consoleApi().products["reorder-level"].put({ reorderLevel: Number(text) })),
      `The shop's reorder level is now ${text}.`,
    );
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div>
        <label htmlFor={id} className="block font-medium text-sm">
          Shop's reorder level
        </label>
        <input
          id={id}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`mt-1 w-24 ${CONTROL}`}
        />
      </div>
      <button type="submit" disabled={!/^\d{1,7}$/.test(text) || Number(text) === level} className={SECONDARY_BUTTON}>
        Save
      </button>
    </form>
  );
}

/**
 * Parts at or below their reorder level, with what open orders still need of them: what to reorder first. Sorted by
 * the count on the shelf unless the staff member chooses another column.
 */
export default function LowStockPage({ data }: PageProps<"low-stock">) {
  const { query, rows, reorderLevel } = data;
  const go = useListGo(list);
  const mayStock = useCan("products.stock");
  const stock = useEditor<number>();

  const columns = useMemo(
    () => [
      column.accessor((row) => row.product.productName, {
        id: "name",
        header: "Part",
        cell: ({ row: { original } }) => (
          <span>
            <span className="block font-medium">{original.product.productName}</span>
            <span className="block font-mono text-muted text-xs">
              {original.product.code ?? "—"}
              {original.product.isActive ? "" : " · hidden from the shop"}
            </span>
          </span>
        ),
      }),
      column.accessor((row) => row.product.qty, {
        id: "qty",
        header: "In stock",
        cell: (info) => (
          <span className={info.getValue() === 0 ? "font-bold text-brand-700" : "font-semibold"}>
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor("level", { header: "Level" }),
      column.accessor((row) => row.level - row.product.qty, { id: "short", header: "Short by" }),
      column.accessor("onOpenOrders", {
        id: "open",
        header: "On open orders",
        cell: (info) => (info.getValue() > 0 ? <strong>{info.getValue()}</strong> : "0"),
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original } }) =>
          mayStock ? (
            <button
              type="button"
              className={`${ROW_ACTION} text-steel`}
              onClick={() => stock.setEditing(original.product.productId)}
            >
              <BoxIcon />
              <span className="sr-only">Stock and fitment of {original.product.productName}</span>
            </button>
          ) : null,
      }),
    ],
    [mayStock, stock.setEditing],
  );

  return (
    <ListFrame title="Low stock" filters={<ShopLevel key={reorderLevel} level={reorderLevel} />}>
      <ListTable
        columns={columns}
        rows={rows}
        query={query}
        go={go}
        rowId={(row) => String(row.product.productId)}
        empty="Nothing is low: every part is above its reorder level."
        rightAligned={RIGHT_ALIGNED}
        sortable={SORTABLE}
      />
      {typeof stock.editing === "number" ? (
        <StockDialog productId={stock.editing} defaultLevel={reorderLevel} onDone={stock.done} />
      ) : null}
    </ListFrame>
  );
}
