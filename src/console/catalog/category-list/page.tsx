import { useMemo } from "react";
import type { Category, PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { CONSOLE_LISTS } from "../../../shared/list-query";
import { columnsOf } from "../../components/data-table";
import { EntityPicker } from "../../components/entity-picker";
import { ListFrame, ListTable, SearchBox, useEditor, useListGo } from "../../components/list-frame";
import { RowActions, useConfirmedDelete } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";
import { CatalogEntryDialog } from "../catalog-entry-dialog";

const column = columnsOf<Category>();
const SORTABLE = new Set(["category", "brandName"]);

/** Spec "Category list": categories of the brand picked ('Select The Brand') matching the search, paged. */
export default function CategoryListPage({ data }: PageProps<"category-list">) {
  const { query, brands, categories } = data;
  const go = useListGo(CONSOLE_LISTS.categories);
  const remove = useConfirmedDelete();
  const { editing, setEditing, done } = useEditor<Category>();
  const first = (query.page - 1) * query.size;
  const mayEdit = useCan("catalog.edit");
  const mayDelete = useCan("catalog.delete");

  const columns = useMemo(
    () => [
      column.display({ id: "position", header: "No", cell: ({ row }) => first + row.index + 1 }),
      column.accessor("category", {
        header: "Category",
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor("brandName", { header: "Brand" }),
      column.accessor("description", { header: "Description", cell: (info) => info.getValue() || "—" }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: category } }) => (
          <RowActions
            name={`category ${category.category} (${category.brandName})`}
            onEdit={mayEdit ? () => setEditing(category) : undefined}
            onDelete={
              mayDelete
                ? () =>
                    remove({
                      title: "Delete Category",
                      what: `the category "${category.category}" of ${category.brandName}`,
                      request: () =>
                        call(consoleApi().categories["delete-category"]({ id: category.categoryId }).delete()),
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
      title="Category"
      addLabel="Add category"
      onAdd={mayEdit ? () => setEditing(null) : undefined}
      filters={
        <>
          <EntityPicker
            label="Select The Brand"
            placeholder="All brands"
            options={brands}
            value={query.brand}
            onChange={(brand) => go({ brand })}
          />
          <SearchBox searched={query.q} onSearch={(q) => go({ q }, true)} />
        </>
      }
    >
      <ListTable
        sortable={SORTABLE}
        columns={columns}
        rows={categories}
        query={query}
        go={go}
        rowId={(category) => String(category.categoryId)}
        empty={query.q || query.brand ? "No categories match these filters." : "No categories yet. Add the first one."}
      />
      {editing !== undefined ? (
        <CatalogEntryDialog
          noun="Category"
          nameLabel="Category Name"
          parent={{ label: "Brand", options: brands }}
          fields={{ name: "category", parent: "brandId" }}
          editing={editing && { name: editing.category, description: editing.description, parentId: editing.brandId }}
          parentId={query.brand}
          save={({ name, description, parentId }) => {
            const api = consoleApi().categories;
            const body = { category: name, description, brandId: parentId ?? 0 };
            return call(
              editing ? api["update-category"]({ id: editing.categoryId }).put(body) : api["add-category"].post(body),
              { quiet: true },
            );
          }}
          onDone={done}
        />
      ) : null}
    </ListFrame>
  );
}
