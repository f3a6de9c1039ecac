import { Elysia } from "elysia";
import { notFound } from "../../http/app-error";
import { envelopeOf, ok, pageOf } from "../../http/envelope";
import { productIdParams, productRow, visitorListQuery } from "./model";
import type { ProductService } from "./service";

export const productRoutes = (products: ProductService) =>
  new Elysia({ prefix: "/products", tags: ["Products"] })
    .get("/visitor/get-all-products", ({ query }) => ok(products.listVisitor(query)), {
      query: visitorListQuery,
      response: pageOf(productRow),
      detail: { summary: "Active products for the storefront, paged (public)" },
    })
    .get(
      "/visitor/get-product-by-id/:id",
      ({ params }) => {
        const product = products.getVisitor(params.id);
        if (!product) throw notFound("Product not found");
        return ok(product);
      },
      {
        params: productIdParams,
        response: { 200: envelopeOf(productRow) },
        detail: { summary: "One active product with its images (public); 404 when missing or inactive" },
      },
    );
