import { t } from "elysia";
import { pagingQuery } from "../../http/paging";
import { idParam, searchTextQuery } from "../../http/query-params";

export const brandRow = t.Object({
  brandId: t.Number(),
  name: t.String(),
  description: t.String(),
});

export const brandBody = t.Object({
  name: t.String({ maxLength: 120, error: "name is required (at most 120 characters)" }),
  description: t.Optional(t.String({ maxLength: 2000, error: "description must be at most 2,000 characters" })),
});

export const searchQuery = t.Object(searchTextQuery);
export const brandPageQuery = t.Object({ ...pagingQuery(20), ...searchTextQuery });
export const brandIdParams = t.Object({ id: idParam("id") });

export type BrandRow = typeof brandRow.static;
export type BrandInput = typeof brandBody.static;
