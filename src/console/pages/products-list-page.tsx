import { useCallback, useId, useMemo, useState } from "react";
import type { PageProps, Product } from "../../server/api-types";
import { ApiError, call } from "../../shared/api-client";
import { notify, reportFailure } from "../../shared/failures";
import { CONSOLE_LISTS, LIST_PAGE_SIZES } from "../../shared/list-query";
import { formatRupees } from "../../shared/money";
import { useRevalidate } from "../../shared/page-router";
import { columnsOf, DataTable } from "../components/data-table";
import { EntityPicker } from "../components/entity-picker";
import { CONTROL, ListFrame, SearchBox, useListGo } from "../components/list-frame";
import { RowActions, useConfirmedDelete } from "../components/row-actions";
import { ProductDialog } from "../lists/product-dialog";
import { fieldsOf, productForm } from "../lists/product-fields";
import { consoleApi, sendProduct } from "../session";

const column = columnsOf<Product>();
const RIGHT_ALIGNED = new Set(["price", "discountPrice", "qty"]);

function ActiveSwitch({ product, onToggle }: { product: Product; onToggle(): void }) {
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

/** Spec "Admin product list": every product, active or not, searched and filtered, paged 10 by default. */
export default function ProductsListPage({ data }: PageProps<"products-list">) {
  const { query, subCategories, products } = data;
  const go = useListGo(CONSOLE_LISTS.products);
  const revalidate = useRevalidate();
  const remove = useConfirmedDelete();
  const statusId = useId();
  // undefined: closed; null: adding; a number: editing that product.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const first = (query.page - 1) * query.size;

  const toggle = useCallback(
    async (product: Product) => {
      const values = { ...fieldsOf(product, null), isActive: !product.isActive };
      try {
        await sendProduct(product.productId, productForm(values), () => {});
        notify(`"${product.productName}" is now ${values.isActive ? "shown in" : "hidden from"} the shop.`);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        reportFailure(error.message, error.requestId);
      }
      revalidate();
    },
    [revalidate],
  );

  const columns = useMemo(
    () => [
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
      column.accessor("qty", { header: "Quantity" }),
      column.accessor("isActive", {
        header: "Status",
        cell: ({ row: { original: product } }) => <ActiveSwitch product={product} onToggle={() => toggle(product)} />,
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: product } }) => (
          <RowActions
            name={`product ${product.productName}`}
            onEdit={() => setEditing(product.productId)}
            onDelete={() =>
              remove({
                title: "Delete Product",
                what: `the product "${product.productName}"`,
                request: () => call(consoleApi().products["delete-product"]({ id: product.productId }).delete()),
              })
            }
          />
        ),
      }),
    ],
    [first, remove, toggle],
  );

  return (
    <ListFrame
      title="Products"
      addLabel="Add product"
      onAdd={() => setEditing(null)}
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
      <DataTable
        columns={columns}
        rows={products.data}
        count={products.count}
        page={query.page}
        size={query.size}
        sizes={LIST_PAGE_SIZES}
        rowId={(product) => String(product.productId)}
        empty={
          query.q || query.subCategory || query.active !== null
            ? "No products match these filters."
            : "No products yet. Add the first one."
        }
        rightAligned={RIGHT_ALIGNED}
        onPage={(page, size) => go({ page, size })}
      />
      {editing !== undefined ? (
        <ProductDialog
          productId={editing}
          subCategories={subCategories}
          subCategoryId={query.subCategory}
          onDone={(saved) => {
            setEditing(undefined);
            if (saved) revalidate();
          }}
        />
      ) : null}
    </ListFrame>
  );
}
