import { useMemo, useState } from "react";
import type { Brand, PageProps } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { CONSOLE_LISTS, LIST_PAGE_SIZES } from "../../shared/list-query";
import { useRevalidate } from "../../shared/page-router";
import { columnsOf, DataTable } from "../components/data-table";
import { ListFrame, SearchBox, useListGo } from "../components/list-frame";
import { RowActions, useConfirmedDelete } from "../components/row-actions";
import { CatalogEntryDialog } from "../lists/catalog-entry-dialog";
import { consoleApi } from "../session";

const column = columnsOf<Brand>();

/** Spec "Brand list": position, name, description, edit and delete; search and paging in the URL. */
export default function BrandListPage({ data }: PageProps<"brand-list">) {
  const { query, brands } = data;
  const go = useListGo(CONSOLE_LISTS.brands);
  const revalidate = useRevalidate();
  const remove = useConfirmedDelete();
  // undefined: closed; null: adding; a brand: editing it.
  const [editing, setEditing] = useState<Brand | null | undefined>(undefined);
  const first = (query.page - 1) * query.size;

  const columns = useMemo(
    () => [
      column.display({ id: "position", header: "No", cell: ({ row }) => first + row.index + 1 }),
      column.accessor("name", {
        header: "Name",
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor("description", { header: "Description", cell: (info) => info.getValue() || "—" }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: brand } }) => (
          <RowActions
            name={`brand ${brand.name}`}
            onEdit={() => setEditing(brand)}
            onDelete={() =>
              remove({
                title: "Delete Brand",
                what: `the brand "${brand.name}"`,
                request: () => call(consoleApi().brands["delete-brand"]({ id: brand.brandId }).delete()),
              })
            }
          />
        ),
      }),
    ],
    [first, remove],
  );

  return (
    <ListFrame
      title="Brands"
      addLabel="Add brand"
      onAdd={() => setEditing(null)}
      filters={<SearchBox searched={query.q} onSearch={(q) => go({ q }, true)} />}
    >
      <DataTable
        columns={columns}
        rows={brands.data}
        count={brands.count}
        page={query.page}
        size={query.size}
        sizes={LIST_PAGE_SIZES}
        rowId={(brand) => String(brand.brandId)}
        empty={query.q ? `No brands match "${query.q}".` : "No brands yet. Add the first one."}
        onPage={(page, size) => go({ page, size })}
      />
      {editing !== undefined ? (
        <CatalogEntryDialog
          noun="Brand"
          nameLabel="Brand Name"
          fields={{ name: "name" }}
          editing={editing && { name: editing.name, description: editing.description, parentId: null }}
          save={({ name, description }) => {
            const api = consoleApi().brands;
            const body = { name, description };
            return call(
              editing ? api["update-brand"]({ id: editing.brandId }).put(body) : api["add-brand"].post(body),
              { quiet: true },
            );
          }}
          onDone={(saved) => {
            setEditing(undefined);
            if (saved) revalidate();
          }}
        />
      ) : null}
    </ListFrame>
  );
}
