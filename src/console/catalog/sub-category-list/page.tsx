import type { PageProps, SubCategory } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { columnsOf } from "../../components/data-table";
import { consoleApi } from "../../session";
import { CatalogEntryList, type EntryListLevel } from "../catalog-entry-list";
import { list } from "./route";

const column = columnsOf<SubCategory>();

const SUB_CATEGORIES: EntryListLevel<SubCategory> = {
  title: "Sub Category",
  addLabel: "Add sub-category",
  list: list,
  sortable: new Set(["subCategory", "categoryName"]),
  columns: [
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
  ],
  idOf: (sub) => sub.subCategoryId,
  nameOf: (sub) => `sub-category ${sub.subCategory} (${sub.categoryName})`,
  deleteTitle: "Delete Sub Category",
  deleteWhat: (sub) => `the sub-category "${sub.subCategory}" of ${sub.categoryName}`,
  remove: (sub) => call(consoleApi()["sub-categories"]["delete-sub-category"]({ id: sub.subCategoryId }).delete()),
  dialog: {
    noun: "Sub Category",
    nameLabel: "Sub Category Name",
    fields: { name: "subCategory", parent: "categoryId" },
    parentLabel: "Category",
  },
  entryOf: (sub) => ({ name: sub.subCategory, description: sub.description, parentId: sub.categoryId }),
  save: ({ name, description, parentId }, editing) => {
    const api = consoleApi()["sub-categories"];
    const body = { subCategory: name, description, categoryId: parentId ?? 0 };
    return call(
      editing
        ? api["update-sub-category"]({ id: editing.subCategoryId }).put(body)
        : api["add-sub-category"].post(body),
      { quiet: true },
    );
  },
  parent: { label: "Filter By category", placeholder: "All categories", filter: "category" },
  empty: (query) =>
    query.q || query.category ? "No sub-categories match these filters." : "No sub-categories yet. Add the first one.",
};

/** Spec "Sub-category list": sub-categories of the category picked ('Filter By category'), searched and paged. */
export default function SubCategoryListPage({ data }: PageProps<"sub-category-list">) {
  return (
    <CatalogEntryList level={SUB_CATEGORIES} query={data.query} rows={data.subCategories} parents={data.categories} />
  );
}
