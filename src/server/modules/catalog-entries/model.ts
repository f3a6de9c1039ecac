import { t } from "elysia";
import { pagingQuery } from "../../http/paging";
import { idParam, searchTextQuery, wholeNumberParam } from "../../http/query-params";
import { brandDetailFields } from "./brand-detail-fields";

/** The spec's shapes of the three levels of the catalog: brand, category (of a brand), sub-category (of a category). */

export const brandRow = t.Object(
  {
    brandId: t.Number(),
    name: t.String(),
    description: t.String(),
    ...brandDetailFields.row,
  },
  { title: "Brand" },
);

export const brandBody = t.Object(
  {
    name: t.String({ maxLength: 120, error: "name is required (at most 120 characters)" }),
    description: t.Optional(t.String({ maxLength: 2000, error: "description must be at most 2,000 characters" })),
    ...brandDetailFields.body,
  },
  { title: "BrandInput" },
);

export const categoryRow = t.Object(
  {
    categoryId: t.Number(),
    category: t.String(),
    description: t.String(),
    brandId: t.Number(),
    brandName: t.String(),
  },
  { title: "Category" },
);

export const categoryBody = t.Object(
  {
    brandId: t.Integer({ minimum: 1, error: "brandId must be a whole number, 1 or more" }),
    category: t.String({ maxLength: 120, error: "category is required (at most 120 characters)" }),
    description: t.Optional(t.String({ maxLength: 2000, error: "description must be at most 2,000 characters" })),
  },
  { title: "CategoryInput" },
);

export const subCategoryRow = t.Object(
  {
    subCategoryId: t.Number(),
    subCategory: t.String(),
    description: t.String(),
    categoryId: t.Number(),
    categoryName: t.String(),
    brandId: t.Number(),
    brandName: t.String(),
  },
  { title: "SubCategory" },
);

export const subCategoryBody = t.Object(
  {
    categoryId: t.Integer({ minimum: 1, error: "categoryId must be a whole number, 1 or more" }),
    subCategory: t.String({ maxLength: 120, error: "subCategory is required (at most 120 characters)" }),
    description: t.Optional(t.String({ maxLength: 2000, error: "description must be at most 2,000 characters" })),
  },
  { title: "SubCategoryInput" },
);

export const searchQuery = t.Object(searchTextQuery);
export const entryPageQuery = t.Object({ ...pagingQuery(20), ...searchTextQuery });
export const categoryPageQuery = t.Object({
  ...pagingQuery(20),
  ...searchTextQuery,
  brandId: wholeNumberParam("brandId", { minimum: 1 }),
});
export const brandCategoryPageQuery = t.Object({
  ...pagingQuery(20),
  ...searchTextQuery,
  status: t.Optional(
    t.String({ maxLength: 40, description: "Accepted for the console's calls; categories have no status." }),
  ),
});
export const entryIdParams = t.Object({ id: idParam("id") });
export const brandIdParams = t.Object({ brandId: idParam("brandId") });
export const categoryIdParams = t.Object({ categoryId: idParam("categoryId") });

export type BrandRow = typeof brandRow.static;
export type CategoryRow = typeof categoryRow.static;
export type SubCategoryRow = typeof subCategoryRow.static;
export type BrandInput = typeof brandBody.static;
export type CategoryInput = typeof categoryBody.static;
export type SubCategoryInput = typeof subCategoryBody.static;
