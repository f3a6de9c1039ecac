import { Elysia, t } from "elysia";
import { envelopeOf, ok } from "../../http/envelope";
import { brandRow, searchQuery } from "./model";
import type { BrandService } from "./service";

export const brandRoutes = (brands: BrandService) =>
  new Elysia({ prefix: "/brands", tags: ["Brands"] }).get(
    "/visitor/get-all-for-client",
    ({ query }) => ok(brands.list(query.searchText)),
    {
      query: searchQuery,
      response: envelopeOf(t.Array(brandRow)),
      detail: { summary: "Brands for the storefront's filters (public)" },
    },
  );
