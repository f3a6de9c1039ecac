import { useMemo } from "react";
import type { Brand, PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { CONSOLE_LISTS } from "../../../shared/list-query";
import { columnsOf } from "../../components/data-table";
import { ListFrame, ListTable, SearchBox, useEditor, useListGo } from "../../components/list-frame";
import { RowActions, useConfirmedDelete } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";
import { CatalogEntryDialog } from "../catalog-entry-dialog";

const column = columnsOf<Brand>();
const SORTABLE = new Set(["name"]);

/** Spec "Brand list": position, name, description, edit and delete; search and paging in the URL. */
export default function BrandListPage({ data }: PageProps<"brand-list">) {
  const { query, brands } = data;
  const go = useListGo(CONSOLE_LISTS.brands);
  const remove = useConfirmedDelete();
  const { editing, setEditing, done } = useEditor<Brand>();
  const first = (query.page - 1) * query.size;
  const mayEdit = useCan("catalog.edit");
  const mayDelete = useCan("catalog.delete");

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
            onEdit={mayEdit ? () => setEditing(brand) : undefined}
            onDelete={
              mayDelete
                ? () =>
                    remove({
                      title: "Delete Brand",
                      what: `the brand "${brand.name}"`,
                      request: () => call(consoleApi().brands["delete-brand"]({ id: brand.brandId }).delete()),
                    })
                : undefined
            }
          />
        ),
      }),
    ],
    [first, remove, setEditing, mayEdit, mayDelete],
  );

  return (
    <ListFrame
      title="Brands"
      addLabel="Add brand"
      onAdd={mayEdit ? () => setEditing(null) : undefined}
      filters={<SearchBox searched={query.q} onSearch={(q) => go({ q }, true)} />}
    >
      <ListTable
        sortable={SORTABLE}
        columns={columns}
        rows={brands}
        query={query}
        go={go}
        rowId={(brand) => String(brand.brandId)}
        empty={query.q ? `No brands match "${query.q}".` : "No brands yet. Add the first one."}
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
          onDone={done}
        />
      ) : null}
    </ListFrame>
  );
}
