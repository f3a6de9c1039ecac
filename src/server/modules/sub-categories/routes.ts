import { Elysia, t } from "elysia";
import { type AnswerCache, jsonAnswer } from "../../cache/answer-cache";
import { BRANDS, CATEGORIES } from "../../cache/catalog-changes";
import { created, envelopeOf, ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import {
  categoryIdParams,
  searchQuery,
  subCategoryBody,
  subCategoryIdParams,
  subCategoryPageQuery,
  subCategoryRow,
} from "./model";
import type { SubCategoryService } from "./service";

const list = envelopeOf(t.Array(subCategoryRow));

export const subCategoryRoutes = (subCategories: SubCategoryService, guard: StaffGuard, cache: AnswerCache) =>
  new Elysia({ prefix: "/sub-categories", tags: ["Sub-categories"] })
    .use(guard)
    .get(
      "/visitor/get-all-for-client",
      ({ query, request }) =>
        cache.answer(request, async () => jsonAnswer(ok(await subCategories.list(query)), [CATEGORIES, BRANDS])),
      {
        query: searchQuery,
        response: list,
        detail: { summary: "Sub-categories for the storefront's filters (public)" },
      },
    )
    .get("/get-all", async ({ query }) => ok(await subCategories.list(query)), {
      staff: true,
      query: searchQuery,
      response: list,
      detail: { summary: "Sub-categories whose name contains searchText" },
    })
    .get(
      "/get-all-sub-categories-by-search-text-and/:categoryId",
      async ({ params, query }) => ok(await subCategories.page({ ...query, categoryId: params.categoryId })),
      {
        staff: true,
        params: categoryIdParams,
        query: subCategoryPageQuery,
        response: pageOf(subCategoryRow),
        detail: { summary: "Sub-categories of one category, paged" },
      },
    )
    .get("/get-all-paginated", async ({ query }) => ok(await subCategories.page(query)), {
      staff: true,
      query: subCategoryPageQuery,
      response: pageOf(subCategoryRow),
      detail: { summary: "Sub-categories, paged" },
    })
    .get("/count", async () => ok(await subCategories.count()), {
      staff: true,
      response: envelopeOf(t.Number()),
      detail: { summary: "How many sub-categories there are" },
    })
    .post(
      "/add-sub-category",
      async ({ body, user }) => created(await subCategories.add(body, user), "Sub-category added"),
      {
        can: "catalog.edit",
        body: subCategoryBody,
        response: { 201: envelopeOf(subCategoryRow) },
        detail: { summary: "Add a sub-category; 422 for an unknown category, 409 when the category has that name" },
      },
    )
    .put(
      "/update-sub-category/:id",
      async ({ params, body, user }) => ok(await subCategories.update(params.id, body, user), "Sub-category saved"),
      {
        can: "catalog.edit",
        params: subCategoryIdParams,
        body: subCategoryBody,
        response: envelopeOf(subCategoryRow),
        detail: { summary: "Edit a sub-category; 404 when missing, 422 for an unknown category, 409 for a taken name" },
      },
    )
    .delete(
      "/delete-sub-category/:id",
      async ({ params, user }) => ok(await subCategories.remove(params.id, user), "Sub-category deleted"),
      {
        can: "catalog.delete",
        params: subCategoryIdParams,
        response: envelopeOf(subCategoryRow),
        detail: { summary: "Delete a sub-category; 409 while it still has products" },
      },
    );
