import { t } from "elysia";
import { pagingQuery } from "../../http/paging";
import { idParam, searchTextQuery, wholeNumberParam } from "../../http/query-params";

export const categoryRow = t.Object({
  categoryId: t.Number(),
  category: t.String(),
  description: t.String(),
  brandId: t.Number(),
  brandName: t.String(),
});

export const categoryBody = t.Object({
  brandId: t.Integer({ minimum: 1, error: "brandId must be a whole number, 1 or more" }),
  category: t.String({ maxLength: 120, error: "category is required (at most 120 characters)" }),
  description: t.Optional(t.String({ maxLength: 2000, error: "description must be at most 2,000 characters" })),
});

export const searchQuery = t.Object(searchTextQuery);
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
export const categoryIdParams = t.Object({ id: idParam("id") });
export const brandIdParams = t.Object({ brandId: idParam("brandId") });

export type CategoryRow = typeof categoryRow.static;
export type CategoryInput = typeof categoryBody.static;
