import type { Brand, PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { BRAND_DETAIL_LIST, byBrandDetail } from "../../../shared/brand-details";
import { columnsOf } from "../../components/data-table";
import { consoleApi } from "../../session";
import { CatalogEntryList, type EntryListLevel } from "../catalog-entry-list";
import { list } from "./route";

const column = columnsOf<Brand>();

const BRANDS: EntryListLevel<Brand> = {
  title: "Brands",
  addLabel: "Add brand",
  list: list,
  sortable: new Set(["name"]),
  columns: [
    column.accessor("name", { header: "Name", cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
    // A brand's details (src/shared/brand-details.ts): a column and a field of the dialog each.
    ...BRAND_DETAIL_LIST.map(({ key, label }) =>
      column.display({ id: key, header: label, cell: ({ row: { original } }) => original[key] || "—" }),
    ),
  ],
  idOf: (brand) => brand.brandId,
  nameOf: (brand) => `brand ${brand.name}`,
  deleteTitle: "Delete Brand",
  deleteWhat: (brand) => `the brand "${brand.name}"`,
  remove: (brand) => call(consoleApi().brands["delete-brand"]({ id: brand.brandId }).delete()),
  dialog: { noun: "Brand", nameLabel: "Brand Name", fields: { name: "name" }, ownFields: BRAND_DETAIL_LIST },
  entryOf: (brand) => ({
    name: brand.name,
    description: brand.description,
    parentId: null,
    own: byBrandDetail((key) => brand[key]),
  }),
  save: ({ name, description, own = {} }, editing) => {
    const api = consoleApi().brands;
    const body = { name, description, ...byBrandDetail((key) => own[key] ?? "") };
    return call(editing ? api["update-brand"]({ id: editing.brandId }).put(body) : api["add-brand"].post(body), {
      quiet: true,
    });
  },
  empty: (query) => (query.q ? `No brands match "${query.q}".` : "No brands yet. Add the first one."),
};

/** Spec "Brand list": position, name, description, edit and delete; search and paging in the URL. */
export default function BrandListPage({ data }: PageProps<"brand-list">) {
  return <CatalogEntryList level={BRANDS} query={data.query} rows={data.brands} />;
}
