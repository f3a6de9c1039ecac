import { asc, eq, type SQL } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { DbColumn, DbOrTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { caseless } from "../../../db/like";
import { brands, categories, subCategories } from "../../../db/schema";
import { byBrandDetail } from "../../../shared/brand-details";
import { optionalText } from "../catalog-rules";
import type { BrandInput, BrandRow, CategoryInput, CategoryRow, SubCategoryInput, SubCategoryRow } from "./model";

/** The rows of a level as a query still open to WHERE, ORDER BY, LIMIT and OFFSET (drizzle's dynamic select). */
export interface RowQuery<Row> extends PromiseLike<Row[]> {
  where(where: SQL | undefined): RowQuery<Row>;
  orderBy(...order: SQL[]): RowQuery<Row>;
  limit(limit: number): RowQuery<Row>;
  offset(offset: number): RowQuery<Row>;
}

/**
 * One level of the catalog, as data: everything a brand, a category and a sub-category do differently. The service
 * (service.ts), the routes (routes.ts) and the console's list and dialog are written once over it.
 */
export interface CatalogLevel<Row, Input> {
  /** The activity log's item (`brand:3`) and the start of its label (`Brand Toyota`). */
  item: "brand" | "category" | "sub-category";
  label: string;
  table: typeof brands | typeof categories | typeof subCategories;
  /** The level's rows with what they belong to (joined), as the API shows them. */
  rows(db: DbOrTx): RowQuery<Row>;
  idOf(row: Row): number;
  nameOf(row: Row): string;
  /** The body's name field and its label in "… is required." */
  nameField: keyof Input & string;
  nameLabel: string;
  /** What a blank description is stored as. */
  blankDescription: string;
  /** The level's own columns beyond name, description and parent, from the body (a brand's details). */
  ownValues?(input: Input): Record<string, string>;
  /** What it belongs to: the body's field, the column holding it, and the parent's name by id (none: unknown). */
  parent?: {
    field: "brandId" | "categoryId";
    column: DbColumn;
    nameOf(db: DbOrTx, id: number): Promise<string | undefined>;
    missing: string;
    missingField: string;
  };
  /** The 409 for a name already used (by the brand, or by the parent's other children). */
  clash(name: string, parentName: string | undefined): string;
  /** What deleting it would orphan (docs/decisions/013-no-cascading-deletes.md). */
  children: { count(db: DbOrTx, id: number): Promise<number>; singular: string; plural: string };
  listOrder: SQL[];
  pageOrder: SQL[];
  /** The console list's sortable columns. */
  sortable: Record<string, SQL>;
  /** The fields a change records in the activity log, with their labels. */
  logged: Partial<Record<keyof Row, string>>;
}

const nameOfRow = async (db: DbOrTx, table: typeof brands | typeof categories, id: number) =>
  (await firstRow(db.select({ name: table.name }).from(table).where(eq(table.id, id))))?.name;

export const brandLevel: CatalogLevel<BrandRow, BrandInput> = {
  item: "brand",
  label: "Brand",
  table: brands,
  rows: (db) =>
    db
      .select({
        brandId: brands.id,
        name: brands.name,
        description: brands.description,
        ...byBrandDetail((key) => brands[key]),
      })
      .from(brands)
      .$dynamic(),
  idOf: (row) => row.brandId,
  nameOf: (row) => row.name,
  nameField: "name",
  nameLabel: "Brand name",
  blankDescription: "",
  ownValues: (input) => byBrandDetail((key) => optionalText(input[key], "")),
  clash: (name) => `A brand named "${name}" already exists.`,
  children: {
    count: (db, id) => countRows(db, categories, eq(categories.brandId, id)),
    singular: "category",
    plural: "categories",
  },
  listOrder: [asc(brands.name)],
  pageOrder: [asc(brands.name), asc(brands.id)],
  sortable: { name: caseless(brands.name) },
  logged: { name: "Name", description: "Description", ...byBrandDetail((_, detail) => detail.label) },
};

export const categoryLevel: CatalogLevel<CategoryRow, CategoryInput> = {
  item: "category",
  label: "Category",
  table: categories,
  rows: (db) =>
    db
      .select({
        categoryId: categories.id,
        category: categories.name,
        description: categories.description,
        brandId: brands.id,
        brandName: brands.name,
      })
      .from(categories)
      .innerJoin(brands, eq(brands.id, categories.brandId))
      .$dynamic(),
  idOf: (row) => row.categoryId,
  nameOf: (row) => row.category,
  nameField: "category",
  nameLabel: "Category name",
  blankDescription: "-",
  parent: {
    field: "brandId",
    column: categories.brandId,
    nameOf: (db, id) => nameOfRow(db, brands, id),
    missing: "That brand does not exist.",
    missingField: "No brand has this id.",
  },
  clash: (name, brand) => `${brand} already has a category named "${name}".`,
  children: {
    count: (db, id) => countRows(db, subCategories, eq(subCategories.categoryId, id)),
    singular: "sub-category",
    plural: "sub-categories",
  },
  listOrder: [asc(brands.name), asc(categories.name)],
  pageOrder: [asc(brands.name), asc(categories.name), asc(categories.id)],
  sortable: { category: caseless(categories.name), brandName: caseless(brands.name) },
  logged: { category: "Name", brandId: "Brand" },
};

const subCategoryOrder = [asc(brands.name), asc(categories.name), asc(subCategories.name), asc(subCategories.id)];

/** How many products a sub-category holds: the products feature knows (it is handed in, so neither imports the other). */
export type ProductsIn = (db: DbOrTx, subCategoryId: number) => Promise<number>;

export const subCategoryLevel = (productsIn: ProductsIn): CatalogLevel<SubCategoryRow, SubCategoryInput> => ({
  item: "sub-category",
  label: "Sub-category",
  table: subCategories,
  rows: (db) =>
    db
      .select({
        subCategoryId: subCategories.id,
        subCategory: subCategories.name,
        description: subCategories.description,
        categoryId: categories.id,
        categoryName: categories.name,
        brandId: brands.id,
        brandName: brands.name,
      })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .innerJoin(brands, eq(brands.id, categories.brandId))
      .$dynamic(),
  idOf: (row) => row.subCategoryId,
  nameOf: (row) => row.subCategory,
  nameField: "subCategory",
  nameLabel: "Sub-category name",
  blankDescription: "-",
  parent: {
    field: "categoryId",
    column: subCategories.categoryId,
    nameOf: (db, id) => nameOfRow(db, categories, id),
    missing: "That category does not exist.",
    missingField: "No category has this id.",
  },
  clash: (name, category) => `${category} already has a sub-category named "${name}".`,
  children: { count: productsIn, singular: "product", plural: "products" },
  listOrder: subCategoryOrder,
  pageOrder: subCategoryOrder,
  sortable: { subCategory: caseless(subCategories.name), categoryName: caseless(categories.name) },
  logged: { subCategory: "Name", categoryId: "Category" },
});
