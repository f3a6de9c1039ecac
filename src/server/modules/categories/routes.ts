import { Elysia, t } from "elysia";
import { type AnswerCache, jsonAnswer } from "../../cache/answer-cache";
import { BRANDS, CATEGORIES } from "../../cache/catalog-changes";
import { created, envelopeOf, ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import {
  brandCategoryPageQuery,
  brandIdParams,
  categoryBody,
  categoryIdParams,
  categoryPageQuery,
  categoryRow,
  searchQuery,
} from "./model";
import type { CategoryService } from "./service";

const list = envelopeOf(t.Array(categoryRow));

export const categoryRoutes = (categories: CategoryService, guard: StaffGuard, cache: AnswerCache) =>
  new Elysia({ prefix: "/categories", tags: ["Categories"] })
    .use(guard)
    .get(
      "/visitor/get-all-for-client",
      ({ query, request }) =>
        cache.answer(request, async () => jsonAnswer(ok(await categories.list(query)), [CATEGORIES, BRANDS])),
      {
        query: searchQuery,
        response: list,
        detail: { summary: "Categories for the storefront's filters (public)" },
      },
    )
    .get("/get-all", async ({ query }) => ok(await categories.list(query)), {
      staff: true,
      query: searchQuery,
      response: list,
      detail: { summary: "Categories whose name contains searchText, by brand then name" },
    })
    .get("/get-all-list", async () => ok(await categories.list()), {
      staff: true,
      response: list,
      detail: { summary: "Every category, by brand then name" },
    })
    .get("/get-all-by-brand", async ({ query }) => ok(await categories.page(query)), {
      staff: true,
      query: categoryPageQuery,
      response: pageOf(categoryRow),
      detail: { summary: "Categories, paged, optionally of one brand (query brandId)" },
    })
    .get(
      "/get-all-by-brand/:brandId",
      async ({ params, query }) => ok(await categories.page({ ...query, brandId: params.brandId })),
      {
        staff: true,
        params: brandIdParams,
        query: brandCategoryPageQuery,
        response: pageOf(categoryRow),
        detail: { summary: "Categories of one brand, paged" },
      },
    )
    .get("/count", async () => ok(await categories.count()), {
      staff: true,
      response: envelopeOf(t.Number()),
      detail: { summary: "How many categories there are" },
    })
    .post("/add-category", async ({ body, user }) => created(await categories.add(body, user), "Category added"), {
      can: "catalog.edit",
      body: categoryBody,
      response: { 201: envelopeOf(categoryRow) },
      detail: { summary: "Add a category to a brand; 422 for an unknown brand, 409 when the brand has that name" },
    })
    .put(
      "/update-category/:id",
      async ({ params, body, user }) => ok(await categories.update(params.id, body, user), "Category saved"),
      {
        can: "catalog.edit",
        params: categoryIdParams,
        body: categoryBody,
        response: envelopeOf(categoryRow),
        detail: { summary: "Edit a category; 404 when missing, 422 for an unknown brand, 409 for a taken name" },
      },
    )
    .delete(
      "/delete-category/:id",
      async ({ params, user }) => ok(await categories.remove(params.id, user), "Category deleted"),
      {
        can: "catalog.delete",
        params: categoryIdParams,
        response: envelopeOf(categoryRow),
        detail: { summary: "Delete a category; 409 while it still has sub-categories" },
      },
    );
