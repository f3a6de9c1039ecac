import { Elysia, t } from "elysia";
import { type AnswerCache, jsonAnswer } from "../../cache/answer-cache";
import { created, envelopeOf, ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../auth";
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
      ({ query, request }) => cache.answer(request, () => jsonAnswer(ok(categories.list(query)))),
      {
        query: searchQuery,
        response: list,
        detail: { summary: "Categories for the storefront's filters (public)" },
      },
    )
    .get("/get-all", ({ query }) => ok(categories.list(query)), {
      staff: true,
      query: searchQuery,
      response: list,
      detail: { summary: "Categories whose name contains searchText, by brand then name" },
    })
    .get("/get-all-list", () => ok(categories.list()), {
      staff: true,
      response: list,
      detail: { summary: "Every category, by brand then name" },
    })
    .get("/get-all-by-brand", ({ query }) => ok(categories.page(query)), {
      staff: true,
      query: categoryPageQuery,
      response: pageOf(categoryRow),
      detail: { summary: "Categories, paged, optionally of one brand (query brandId)" },
    })
    .get(
      "/get-all-by-brand/:brandId",
      ({ params, query }) => ok(categories.page({ ...query, brandId: params.brandId })),
      {
        staff: true,
        params: brandIdParams,
        query: brandCategoryPageQuery,
        response: pageOf(categoryRow),
        detail: { summary: "Categories of one brand, paged" },
      },
    )
    .get("/count", () => ok(categories.count()), {
      staff: true,
      response: envelopeOf(t.Number()),
      detail: { summary: "How many categories there are" },
    })
    .post("/add-category", ({ body, user }) => created(categories.add(body, user), "Category added"), {
      can: "catalog.edit",
      body: categoryBody,
      response: { 201: envelopeOf(categoryRow) },
      detail: { summary: "Add a category to a brand; 422 for an unknown brand, 409 when the brand has that name" },
    })
    .put(
      "/update-category/:id",
      ({ params, body, user }) => ok(categories.update(params.id, body, user), "Category saved"),
      {
        can: "catalog.edit",
        params: categoryIdParams,
        body: categoryBody,
        response: envelopeOf(categoryRow),
        detail: { summary: "Edit a category; 404 when missing, 422 for an unknown brand, 409 for a taken name" },
      },
    )
    .delete("/delete-category/:id", ({ params, user }) => ok(categories.remove(params.id, user), "Category deleted"), {
      can: "catalog.delete",
      params: categoryIdParams,
      response: envelopeOf(categoryRow),
      detail: { summary: "Delete a category; 409 while it still has sub-categories" },
    });
