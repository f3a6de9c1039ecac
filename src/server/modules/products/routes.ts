import { Elysia } from "elysia";
import { ok, pageOf } from "../../http/envelope";
import { productRow, visitorListQuery } from "./model";
import type { ProductService } from "./service";

export const productRoutes = (products: ProductService) =>
  new Elysia({ prefix: "/products", tags: ["Products"] }).get(
    "/visitor/get-all-products",
    ({ query }) => ok(products.listVisitor(query)),
    {
      query: visitorListQuery,
      response: pageOf(productRow),
      detail: { summary: "Active products for the storefront, paged (public)" },
    },
  );
