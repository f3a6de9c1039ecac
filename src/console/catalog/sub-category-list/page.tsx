import { useMemo } from "react";
import type { PageProps, SubCategory } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { CONSOLE_LISTS } from "../../../shared/list-query";
import { columnsOf } from "../../components/data-table";
import { EntityPicker } from "../../components/entity-picker";
import { ListFrame, ListTable, SearchBox, useEditor, useListGo } from "../../components/list-frame";
import { RowActions, useConfirmedDelete } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";
import { CatalogEntryDialog } from "../catalog-entry-dialog";

const column = columnsOf<SubCategory>();
const SORTABLE = new Set(["subCategory", "categoryName"]);

/** Spec "Sub-category list": sub-categories of the category picked ('Filter By category'), searched and paged. */
export default function SubCategoryListPage({ data }: PageProps<"sub-category-list">) {
  const { query, categories, subCategories } = data;
  const go = useListGo(CONSOLE_LISTS.subCategories);
  const remove = useConfirmedDelete();
  const { editing, setEditing, done } = useEditor<SubCategory>();
  const first = (query.page - 1) * query.size;
  const mayEdit = useCan("catalog.edit");
  const mayDelete = useCan("catalog.delete");

  const columns = useMemo(
    () => [
      column.display({ id: "position", header: "No", cell: ({ row }) => first + row.index + 1 }),
      column.accessor("subCategory", {
        header: "Sub Category",
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor("categoryName", {
        header: "Category",
        cell: ({ row: { original: sub } }) => (
          <>
            {sub.categoryName} <span className="text-muted">· {sub.brandName}</span>
          </>
        ),
      }),
      column.accessor("description", { header: "Description", cell: (info) => info.getValue() || "—" }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: sub } }) => (
          <RowActions
            name={`sub-category ${sub.subCategory} (${sub.categoryName})`}
            onEdit={mayEdit ? () => setEditing(sub) : undefined}
            onDelete={
              mayDelete
                ? () =>
                    remove({
                      title: "Delete Sub Category",
                      what: `the sub-category "${sub.subCategory}" of ${sub.categoryName}`,
                      request: () =>
                        call(consoleApi()["sub-categories"]["delete-sub-category"]({ id: sub.subCategoryId }).delete()),
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
      title="Sub Category"
      addLabel="Add sub-category"
      onAdd={mayEdit ? () => setEditing(null) : undefined}
      filters={
        <>
          <EntityPicker
            label="Filter By category"
            placeholder="All categories"
            options={categories}
            value={query.category}
            onChange={(category) => go({ category })}
          />
          <SearchBox searched={query.q} onSearch={(q) => go({ q }, true)} />
        </>
      }
    >
      <ListTable
        sortable={SORTABLE}
        columns={columns}
        rows={subCategories}
        query={query}
        go={go}
        rowId={(sub) => String(sub.subCategoryId)}
        empty={
          query.q || query.category
            ? "No sub-categories match these filters."
            : "No sub-categories yet. Add the first one."
        }
      />
      {editing !== undefined ? (
        <CatalogEntryDialog
          noun="Sub Category"
          nameLabel="Sub Category Name"
          parent={{ label: "Category", options: categories }}
          fields={{ name: "subCategory", parent: "categoryId" }}
          editing={
            editing && { name: editing.subCategory, description: editing.description, parentId: editing.categoryId }
          }
          parentId={query.category}
          save={({ name, description, parentId }) => {
            const api = consoleApi()["sub-categories"];
            const body = { subCategory: name, description, categoryId: parentId ?? 0 };
            return call(
              editing
                ? api["update-sub-category"]({ id: editing.subCategoryId }).put(body)
                : api["add-sub-category"].post(body),
              { quiet: true },
            );
          }}
          onDone={done}
        />
      ) : null}
    </ListFrame>
  );
}
