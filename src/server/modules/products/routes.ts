import { Elysia, t } from "elysia";
import { type AnswerCache, jsonAnswer } from "../../cache/answer-cache";
import { listTags, productAnswerTags } from "../../cache/catalog-changes";
import { notFound } from "../../http/app-error";
import { created, envelopeOf, ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import {
  activeBody,
  bulkEditBody,
  bulkEditResult,
  type LowStockSort,
  lowStockQuery,
  lowStockRow,
  productForm,
  productIdParams,
  productQtyParams,
  productRow,
  reorderLevelBody,
  searchWordBody,
  searchWordRow,
  shopReorderLevelBody,
  staffListQuery,
  suggestionsQuery,
  suggestionsRow,
  visitorListQuery,
  visitorSearchQuery,
} from "./model";
import type { ProductService } from "./service";
import type { StoreSearch } from "./store-search";

const paging = (query: { page?: number; size?: number }) => ({ page: query.page, size: query.size });
/** The API's one vehicle filter as the list's vehicles. */
export const filterOf = <Q extends { vehicleId?: number | "" }>({ vehicleId, ...query }: Q) => ({
  ...query,
  vehicleIds: vehicleId ? [vehicleId] : undefined,
});

export const productRoutes = (products: ProductService, search: StoreSearch, guard: StaffGuard, cache: AnswerCache) =>
  new Elysia({ prefix: "/products", tags: ["Products"] })
    .use(guard)
    .get(
      "/visitor/suggestions",
      ({ query, request }) =>
        cache.answer(request, async () => {
          const suggestions = await search.suggest(query.q);
          return jsonAnswer(ok(suggestions), listTags(suggestions, request.url));
        }),
      {
        query: suggestionsQuery,
        response: envelopeOf(suggestionsRow),
        detail: {
          summary:
            "Search-as-you-type: parts by name or number (misspellings corrected), kinds of part and vehicles, as links",
        },
      },
    )
    .get(
      "/visitor/get-all-products",
      ({ query, request }) =>
        cache.answer(request, async () => {
          const page = await products.listVisitor(filterOf(query), paging(query));
          return jsonAnswer(ok(page), listTags(page, request.url));
        }),
      {
        query: visitorListQuery,
        response: pageOf(productRow),
        detail: {
          summary:
            "Active products for the storefront, paged; filter by searchText, sub-category, category, brand; sort",
        },
      },
    )
    .get(
      "/visitor/get-all-products-search",
      ({ query, request }) =>
        cache.answer(request, async () => {
          const page = await products.search(query.searchText, paging(query));
          return jsonAnswer(ok(page), listTags(page, request.url));
        }),
      {
        query: visitorSearchQuery,
        response: pageOf(productRow),
        detail: { summary: "Active products matching searchText by name, part code or brand, best match first" },
      },
    )
    .get(
      "/visitor/get-product-by-id/:id",
      ({ params, request }) =>
        cache.answer(request, async () => {
          const product = await products.getVisitor(params.id);
          if (!product) throw notFound("Product not found");
          return jsonAnswer(ok(product), productAnswerTags(product));
        }),
      {
        params: productIdParams,
        response: { 200: envelopeOf(productRow) },
        detail: { summary: "One active product with its images (public); 404 when missing or inactive" },
      },
    )
    .get("/get-all-products", async ({ query }) => ok(await products.listStaff(filterOf(query), paging(query))), {
      staff: true,
      query: staffListQuery,
      response: pageOf(productRow),
      detail: {
        summary: "Products for the console, inactive ones included; same filters as the storefront, plus isActive",
      },
    })
    .get("/get-product-by-id/:id", async ({ params }) => ok(await products.get(params.id)), {
      staff: true,
      params: productIdParams,
      response: envelopeOf(productRow),
      detail: { summary: "One product, active or not" },
    })
    .get("/search-words", async () => ok(await products.searchWords.list()), {
      staff: true,
      response: envelopeOf(t.Array(searchWordRow)),
      detail: {
        summary: "What words customers type mean to the catalog",
        description:
          "Singlish (`eka`: nothing) and Sinhala or Tamil spellings of English part names (`බ්‍රේක්`: `brake`). A store search finding nothing is tried again as its words mean.",
      },
    })
    .put("/search-words", async ({ body, user }) => ok(await products.searchWords.save(body, user), "Saved."), {
      can: "catalog.edit",
      body: searchWordBody,
      response: envelopeOf(searchWordRow),
      detail: {
        summary: "Add a search word, or say anew what one means (admin)",
        description:
          "One word, as customers type it; `means` may be empty (the search leaves the word out). 400 otherwise.",
      },
    })
    .delete(
      "/search-words/:id",
      async ({ params, user }) => {
        await products.searchWords.remove(params.id, user);
        return ok(null, "Removed.");
      },
      {
        can: "catalog.edit",
        params: productIdParams,
        response: envelopeOf(t.Null()),
        detail: { summary: "Remove a search word (admin)", description: "404 for an unknown id." },
      },
    )
    .get(
      "/low-stock",
      async ({ query }) =>
        ok(
          await products.lowStock.list(
            query,
            query.sort as LowStockSort | undefined,
            query.direction as "asc" | "desc",
          ),
        ),
      {
        staff: true,
        query: lowStockQuery,
        response: pageOf(lowStockRow),
        detail: {
          summary: "Products at or below their reorder level (their own, else the shop's), with units on open orders",
          description: "sort: qty (default), short (how far below the level), open (units on open orders) or name.",
        },
      },
    )
    .get("/reorder-level", async () => ok(await products.lowStock.shopLevel()), {
      staff: true,
      response: envelopeOf(t.Number()),
      detail: { summary: "The shop's reorder level: products without their own are low at or below it" },
    })
    .put(
      "/reorder-level",
      async ({ body, user }) => {
        await products.lowStock.setShopLevel(body.reorderLevel, user);
        return ok(await products.lowStock.shopLevel(), "Reorder level saved");
      },
      {
        can: "settings.edit",
        body: shopReorderLevelBody,
        response: envelopeOf(t.Number()),
        detail: { summary: "Set the shop's reorder level (admin)" },
      },
    )
    .get("/count", async () => ok(await products.count()), {
      staff: true,
      response: envelopeOf(t.Number()),
      detail: { summary: "How many products there are" },
    })
    .post("/add-product", async ({ body, user }) => created(await products.add(body, user), "Product added"), {
      can: "catalog.edit",
      body: productForm,
      parse: "multipart/form-data",
      response: { 201: envelopeOf(productRow) },
      detail: {
        summary: "Add a product (multipart: subCategoryId, images, data as JSON text)",
        description:
          "Images are checked by their bytes: JPEG, PNG, WebP, AVIF or GIF (else 415), at most 5 MB each (else 413), at most 10. 409 when the part code is taken, 422 for an unknown sub-category.",
      },
    })
    .put(
      "/update-product/:id",
      async ({ params, body, user }) => ok(await products.update(params.id, body, user), "Product saved"),
      {
        can: "catalog.edit",
        params: productIdParams,
        body: productForm,
        parse: "multipart/form-data",
        response: envelopeOf(productRow),
        detail: {
          summary: "Edit a product (same form as add-product)",
          description:
            "New images are added after the kept ones; data.removeImages lists image URLs to delete, data.imageOrder the kept images' order, data.isActive shows or hides it in the shop.",
        },
      },
    )
    .put(
      "/change-existing-qty/:id/:qty",
      async ({ params, user }) => ok(await products.changeQty(params.id, params.qty, user), "Stock updated"),
      {
        can: "products.stock",
        params: productQtyParams,
        response: envelopeOf(productRow),
        detail: { summary: "Set the quantity in stock" },
      },
    )
    .put(
      "/set-active/:id",
      async ({ params, body, user }) =>
        ok(
          await products.setActive(params.id, body.isActive, user),
          body.isActive ? "Shown in the shop" : "Hidden from the shop",
        ),
      {
        can: "products.active",
        params: productIdParams,
        body: activeBody,
        response: envelopeOf(productRow),
        detail: { summary: "Show a product in the shop or hide it (staff may, without editing the rest)" },
      },
    )
    .put(
      "/set-reorder-level/:id",
      async ({ params, body, user }) =>
        ok(await products.setReorderLevel(params.id, body.reorderLevel, user), "Reorder level saved"),
      {
        can: "products.stock",
        params: productIdParams,
        body: reorderLevelBody,
        response: envelopeOf(productRow),
        detail: {
          summary: "Set the stock level at or below which a product is low (null: the shop's default)",
        },
      },
    )
    .post(
      "/bulk-edit",
      async ({ body, user }) => {
        const { ids, filter, change, preview } = body;
        const result = await products.bulkEdit({ ids, filter: filter && filterOf(filter) }, change, user, preview);
        return ok(result, preview ? "Preview" : `${result.changed} product${result.changed === 1 ? "" : "s"} changed`);
      },
      {
        can: "catalog.edit",
        body: bulkEditBody,
        response: envelopeOf(bulkEditResult),
        detail: {
          summary: "Change many products at once: price, discount, stock, Active, sub-category, fitment",
          description:
            "ids, or a filter for every product the list shows. Price: set (rupees), add (rupees, may be negative) or percent (e.g. 10 or -5), rounded to whole rupees. Discount: set, percent-off the price, or clear. Stock: set or add. A product that cannot take the change (its price would fall to 0, its discount pass its price, its stock go below 0) is refused with why and left unchanged. preview: true counts and writes nothing. Each product changed gets an activity-log entry.",
        },
      },
    )
    .delete(
      "/delete-product/:id",
      async ({ params, user }) => ok(await products.remove(params.id, user), "Product deleted"),
      {
        can: "catalog.delete",
        params: productIdParams,
        response: envelopeOf(productRow),
        detail: { summary: "Delete a product and its images; past orders keep their copy of it" },
      },
    );
