import type { Category, PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { columnsOf } from "../../components/data-table";
import { consoleApi } from "../../session";
import { CatalogEntryList, type EntryListLevel } from "../catalog-entry-list";
import { list } from "./route";

const column = columnsOf<Category>();

const CATEGORIES: EntryListLevel<Category> = {
  title: "Category",
  addLabel: "Add category",
  list: list,
  sortable: new Set(["category", "brandName"]),
  columns: [
    column.accessor("category", {
      header: "Category",
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    column.accessor("brandName", { header: "Brand" }),
  ],
  idOf: (category) => category.categoryId,
  nameOf: (category) => `category ${category.category} (${category.brandName})`,
  deleteTitle: "Delete Category",
  deleteWhat: (category) => `the category "${category.category}" of ${category.brandName}`,
  remove: (category) => call(consoleApi().categories["delete-category"]({ id: category.categoryId }).delete()),
  dialog: {
    noun: "Category",
    nameLabel: "Category Name",
    fields: { name: "category", parent: "brandId" },
    parentLabel: "Brand",
  },
  entryOf: (category) => ({ name: category.category, description: category.description, parentId: category.brandId }),
  save: ({ name, description, parentId }, editing) => {
    const api = consoleApi().categories;
    const body = { category: name, description, brandId: parentId ?? 0 };
    return call(
      editing ? api["update-category"]({ id: editing.categoryId }).put(body) : api["add-category"].post(body),
      { quiet: true },
    );
  },
  parent: { label: "Select The Brand", placeholder: "All brands", filter: "brand" },
  empty: (query) =>
    query.q || query.brand ? "No categories match these filters." : "No categories yet. Add the first one.",
};

/** Spec "Category list": categories of the brand picked ('Select The Brand') matching the search, paged. */
export default function CategoryListPage({ data }: PageProps<"category-list">) {
  return <CatalogEntryList level={CATEGORIES} query={data.query} rows={data.categories} parents={data.brands} />;
}
