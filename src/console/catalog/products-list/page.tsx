import { useCallback, useId, useMemo, useState } from "react";
import type { PageProps, Product } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { formatRupees } from "../../../shared/money";
import { useRevalidate } from "../../../shared/page-router";
import { columnsOf, ROW_ACTION } from "../../components/data-table";
import { EntityPicker } from "../../components/entity-picker";
import { BoxIcon, DownloadIcon, ImportIcon } from "../../components/icons";
import {
  CONTROL,
  ListFrame,
  ListTable,
  SECONDARY_BUTTON,
  SearchBox,
  useEditor,
  useListGo,
} from "../../components/list-frame";
import { RowActions, useConfirmedDelete, useListChange } from "../../components/row-actions";
import { PageCheckbox, RowCheckbox, RowSelectionProvider, useRowSelection } from "../../components/row-selection";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";
import { BulkEditDialog, type BulkTarget } from "../bulk-edit-dialog";
import { ProductDialog } from "../product-dialog";
import { StockDialog } from "../stock-dialog";
import { list } from "./route";

const column = columnsOf<Product>();
const RIGHT_ALIGNED = new Set(["price", "discountPrice", "qty"]);
const SORTABLE = new Set(["productName", "price", "qty"]);

/** Shown or hidden in the shop: a switch for those who may change it, a plain label for the others. */
function ActiveSwitch({ product, onToggle }: { product: Product; onToggle?(): void }) {
  if (!onToggle) {
    return (
      <span
        className={`inline-flex h-7 items-center gap-1.5 px-1 font-semibold text-xs ${product.isActive ? "text-green-800" : "text-gray-700"}`}
      >
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${product.isActive ? "bg-green-600" : "bg-gray-500"}`}
        />
        {product.isActive ? "Active" : "Inactive"}
      </span>
    );
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={product.isActive}
      onClick={onToggle}
      className={`inline-flex h-7 items-center gap-1.5 rounded-full border px-2.5 font-semibold text-xs ${product.isActive ? "border-green-700/30 bg-green-50 text-green-800" : "border-gray-400 bg-gray-100 text-gray-700"}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${product.isActive ? "bg-green-600" : "bg-gray-500"}`} />
      <span className="sr-only">{product.productName}: </span>
      {product.isActive ? "Active" : "Inactive"}
    </button>
  );
}

/** The list's filter as the API's (exports, bulk edits of every product shown). */
const apiFilter = (query: PageProps<"products-list">["data"]["query"]) => ({
  ...(query.q ? { searchText: query.q } : {}),
  ...(query.subCategory ? { subCategoryId: query.subCategory } : {}),
  ...(query.active === null ? {} : { isActive: query.active }),
});

/** Spec "Admin product list": every product, active or not, searched and filtered, paged 10 by default. */
export default function ProductsListPage({ data }: PageProps<"products-list">) {
  const { query, subCategories, products, waiting, reorderLevel } = data;
  const may = {
    edit: useCan("catalog.edit"),
    remove: useCan("catalog.delete"),
    stock: useCan("products.stock"),
    active: useCan("products.active"),
  };
  const stock = useEditor<number>();
  const revalidate = useRevalidate();
  const go = useListGo(list);
  const remove = useConfirmedDelete();
  const statusId = useId();
  const { editing, setEditing, done } = useEditor<number>();
  const first = (query.page - 1) * query.size;

  const change = useListChange();
  const selection = useRowSelection(
    products.data.map((product) => product.productId),
    JSON.stringify(apiFilter(query)),
  );
  const [bulk, setBulk] = useState<BulkTarget | null>(null);
  const exportHref = `/api/v1/products/export.csv?${new URLSearchParams(
    Object.entries(apiFilter(query)).map(([key, value]) => [key, String(value)]),
  )}`;
  const toggle = useCallback(
    (product: Product) => {
      const setActive = (isActive: boolean) => () =>
        call(consoleApi().products["set-active"]({ id: product.productId }).put({ isActive }));
      const said = (isActive: boolean) =>
        `"${product.productName}" is now ${isActive ? "shown in" : "hidden from"} the shop.`;
      const next = !product.isActive;
      return change(setActive(next), said(next), { request: setActive(!next), done: said(!next) });
    },
    [change],
  );

  const columns = useMemo(
    () => [
      ...(may.edit
        ? [
            column.display({
              id: "select",
              header: () => <PageCheckbox label="Choose every product on this page" />,
              cell: ({ row: { original: product } }) => (
                <RowCheckbox id={product.productId} label={`Choose ${product.productName}`} />
              ),
            }),
          ]
        : []),
      column.display({ id: "position", header: "No", cell: ({ row }) => first + row.index + 1 }),
      column.accessor("productName", {
        header: "Product Name",
        cell: ({ row: { original: product } }) => (
          <div className="flex min-w-48 items-center gap-2">
            {product.cardImage ? (
              <img
                src={product.cardImage}
                alt=""
                className="size-10 shrink-0 rounded border border-line object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-10 shrink-0 rounded border border-line bg-surface" />
            )}
            <span>
              <span className="block font-medium">{product.productName}</span>
              {product.code ? <span className="block font-mono text-muted text-xs">{product.code}</span> : null}
            </span>
          </div>
        ),
      }),
      column.accessor((product) => product.subCategory.subCategory, { id: "subCategory", header: "SubCategory" }),
      column.accessor("price", {
        header: "Price (Rs.)",
        cell: (info) => <span className="whitespace-nowrap">{formatRupees(info.getValue())}</span>,
      }),
      column.accessor("discountPrice", {
        header: "Discount Price (Rs.)",
        cell: (info) => <span className="whitespace-nowrap">{formatRupees(info.getValue())}</span>,
      }),
      column.accessor("qty", {
        header: "Quantity",
        cell: ({ row: { original: product } }) => {
          const asking = waiting[product.productId] ?? 0;
          return (
            <span className="flex flex-col items-end">
              <span>{product.qty}</span>
              {asking > 0 ? (
                <span className="whitespace-nowrap text-brand-700 text-xs" title="Customers waiting for it to be back">
                  {`${asking} waiting`}
                </span>
              ) : null}
            </span>
          );
        },
      }),
      column.accessor("isActive", {
        header: "Status",
        cell: ({ row: { original: product } }) => (
          <ActiveSwitch product={product} onToggle={may.active ? () => toggle(product) : undefined} />
        ),
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: product } }) => (
          <div className="flex justify-end">
            {may.stock ? (
              <button
                type="button"
                className={`${ROW_ACTION} text-steel`}
                onClick={() => stock.setEditing(product.productId)}
              >
                <BoxIcon />
                <span className="sr-only">Stock and fitment of {product.productName}</span>
              </button>
            ) : null}
            <RowActions
              name={`product ${product.productName}`}
              onEdit={may.edit ? () => setEditing(product.productId) : undefined}
              onDelete={
                may.remove
                  ? () =>
                      remove({
                        title: "Delete Product",
                        what: `the product "${product.productName}"`,
                        request: () =>
                          call(consoleApi().products["delete-product"]({ id: product.productId }).delete()),
                      })
                  : undefined
              }
            />
          </div>
        ),
      }),
    ],
    [first, remove, toggle, setEditing, stock.setEditing, waiting, may.edit, may.remove, may.stock, may.active],
  );

  return (
    <RowSelectionProvider selection={selection}>
      <ListFrame
        title="Products"
        addLabel="Add product"
        onAdd={may.edit ? () => setEditing(null) : undefined}
        actions={
          <>
            {may.edit ? (
              <a href="/console/products/import" className={`${SECONDARY_BUTTON} gap-1.5`}>
                <ImportIcon />
                Import
              </a>
            ) : null}
            <a href={exportHref} download className={`${SECONDARY_BUTTON} gap-1.5`}>
              <DownloadIcon />
              Export CSV
            </a>
          </>
        }
        filters={
          <>
            <SearchBox searched={query.q} onSearch={(q) => go({ q }, true)} />
            <EntityPicker
              label="Filter by sub-category"
              placeholder="All sub-categories"
              options={subCategories}
              value={query.subCategory}
              onChange={(subCategory) => go({ subCategory })}
            />
            <div>
              <label htmlFor={statusId} className="block font-medium text-sm">
                Status
              </label>
              <select
                id={statusId}
                value={query.active === null ? "" : String(query.active)}
                onChange={(event) => go({ active: event.target.value === "" ? null : event.target.value === "true" })}
                className={`mt-1 ${CONTROL}`}
              >
                <option value="">Active and inactive</option>
                <option value="true">Active</option>
                <option value="false">Inactive</option>
              </select>
            </div>
          </>
        }
      >
        {may.edit && products.data.length > 0 ? (
          // The table's header (with its tick-all box) is hidden on phones, where rows are cards.
          <label className="flex items-center gap-2 border-line border-b px-4 py-2 text-sm sm:hidden">
            <input type="checkbox" checked={selection.allOnPage} onChange={selection.togglePage} className="size-4" />
            Choose all on this page
          </label>
        ) : null}
        {selection.ids.size > 0 || selection.everything ? (
          <section
            aria-label="Chosen products"
            className="flex flex-wrap items-center gap-x-4 gap-y-2 border-line border-b bg-brand-50 px-4 py-2 text-sm"
          >
            <span className="font-semibold">
              {selection.everything
                ? `All ${products.count.toLocaleString("en")} products shown by the filter are chosen`
                : `${selection.ids.size} chosen`}
            </span>
            {!selection.everything && products.count > selection.ids.size ? (
              <button type="button" className="text-brand-700 underline" onClick={selection.chooseEverything}>
                {`Choose all ${products.count.toLocaleString("en")} shown by the filter`}
              </button>
            ) : null}
            <button type="button" className="text-brand-700 underline" onClick={selection.clear}>
              Clear
            </button>
            <button
              type="button"
              className={`${SECONDARY_BUTTON} ml-auto h-9 bg-white`}
              onClick={() =>
                setBulk(
                  selection.everything
                    ? { filter: apiFilter(query), count: products.count }
                    : { ids: [...selection.ids] },
                )
              }
            >
              Change chosen products…
            </button>
          </section>
        ) : null}
        <ListTable
          columns={columns}
          rows={products}
          query={query}
          go={go}
          rowId={(product) => String(product.productId)}
          empty={
            query.q || query.subCategory || query.active !== null
              ? "No products match these filters."
              : "No products yet. Add the first one."
          }
          rightAligned={RIGHT_ALIGNED}
          sortable={SORTABLE}
        />
        {bulk ? (
          <BulkEditDialog
            target={bulk}
            subCategories={subCategories}
            onDone={(saved) => {
              setBulk(null);
              if (saved) {
                selection.clear();
                revalidate();
              }
            }}
          />
        ) : null}
        {typeof stock.editing === "number" ? (
          <StockDialog productId={stock.editing} defaultLevel={reorderLevel} onDone={stock.done} />
        ) : null}
        {editing !== undefined ? (
          <ProductDialog
            productId={editing}
            subCategories={subCategories}
            subCategoryId={query.subCategory}
            onDone={done}
          />
        ) : null}
      </ListFrame>
    </RowSelectionProvider>
  );
}
