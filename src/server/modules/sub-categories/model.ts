import { t } from "elysia";
import { pagingQuery } from "../../http/paging";
import { idParam, searchTextQuery } from "../../http/query-params";

export const subCategoryRow = t.Object({
  subCategoryId: t.Number(),
  subCategory: t.String(),
  description: t.String(),
  categoryId: t.Number(),
  categoryName: t.String(),
  brandId: t.Number(),
  brandName: t.String(),
});

export const subCategoryBody = t.Object({
  categoryId: t.Integer({ minimum: 1, error: "categoryId must be a whole number, 1 or more" }),
  subCategory: t.String({ maxLength: 120, error: "subCategory is required (at most 120 characters)" }),
  description: t.Optional(t.String({ maxLength: 2000, error: "description must be at most 2,000 characters" })),
});

export const searchQuery = t.Object(searchTextQuery);
export const subCategoryPageQuery = t.Object({ ...pagingQuery(20), ...searchTextQuery });
export const subCategoryIdParams = t.Object({ id: idParam("id") });
export const categoryIdParams = t.Object({ categoryId: idParam("categoryId") });

export type SubCategoryRow = typeof subCategoryRow.static;
export type SubCategoryInput = typeof subCategoryBody.static;
