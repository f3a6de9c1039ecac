import { Elysia, t } from "elysia";
import { type AnswerCache, jsonAnswer } from "../../cache/answer-cache";
import { BRANDS } from "../../cache/catalog-changes";
import { created, envelopeOf, ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import { brandBody, brandIdParams, brandPageQuery, brandRow, searchQuery } from "./model";
import type { BrandService } from "./service";

export const brandRoutes = (brands: BrandService, guard: StaffGuard, cache: AnswerCache) =>
  new Elysia({ prefix: "/brands", tags: ["Brands"] })
    .use(guard)
    .get(
      "/visitor/get-all-for-client",
      ({ query, request }) =>
        cache.answer(request, async () => jsonAnswer(ok(await brands.list(query.searchText)), [BRANDS])),
      {
        query: searchQuery,
        response: envelopeOf(t.Array(brandRow)),
        detail: { summary: "Brands for the storefront's filters (public)" },
      },
    )
    .get("/get-all", async ({ query }) => ok(await brands.list(query.searchText)), {
      staff: true,
      query: searchQuery,
      response: envelopeOf(t.Array(brandRow)),
      detail: { summary: "All brands whose name contains searchText, A–Z" },
    })
    .get("/get-all-brands-name-list", async ({ query }) => ok(await brands.list(query.searchText)), {
      staff: true,
      query: searchQuery,
      response: envelopeOf(t.Array(brandRow)),
      detail: { summary: "Brands for pickers, filtered by searchText, A–Z" },
    })
    .get("/get-all-brands", async ({ query }) => ok(await brands.page(query)), {
      staff: true,
      query: brandPageQuery,
      response: pageOf(brandRow),
      detail: { summary: "Brands, paged (page is zero-based, size ≤ 100)" },
    })
    .get("/count", async () => ok(await brands.count()), {
      staff: true,
      response: envelopeOf(t.Number()),
      detail: { summary: "How many brands there are" },
    })
    .post("/add-brand", async ({ body, user }) => created(await brands.add(body, user), "Brand added"), {
      can: "catalog.edit",
      body: brandBody,
      response: { 201: envelopeOf(brandRow) },
      detail: { summary: "Add a brand; 409 when the name is taken" },
    })
    .put(
      "/update-brand/:id",
      async ({ params, body, user }) => ok(await brands.update(params.id, body, user), "Brand saved"),
      {
        can: "catalog.edit",
        params: brandIdParams,
        body: brandBody,
        response: envelopeOf(brandRow),
        detail: { summary: "Rename or describe a brand; 404 when missing, 409 when the name is taken" },
      },
    )
    .delete(
      "/delete-brand/:id",
      async ({ params, user }) => ok(await brands.remove(params.id, user), "Brand deleted"),
      {
        can: "catalog.delete",
        params: brandIdParams,
        response: envelopeOf(brandRow),
        detail: { summary: "Delete a brand; 409 while it still has categories" },
      },
    );
