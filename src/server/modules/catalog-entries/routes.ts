import type { TObject } from "@sinclair/typebox";
import { Elysia, t } from "elysia";
import { type AnswerCache, jsonAnswer } from "../../cache/answer-cache";
import { BRANDS, CATEGORIES } from "../../cache/catalog-changes";
import { created, envelopeOf, ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import {
  brandBody,
  brandCategoryPageQuery,
  brandIdParams,
  brandRow,
  categoryBody,
  categoryIdParams,
  categoryPageQuery,
  categoryRow,
  entryIdParams,
  entryPageQuery,
  searchQuery,
  subCategoryBody,
  subCategoryRow,
} from "./model";
import type { BrandService, CatalogEntryService, CategoryService, SubCategoryService } from "./service";

/** One level's API as the spec names it: `/brands/add-brand`, `/categories/update-category/:id`… */
export interface EntryRoutesSpec<
  Prefix extends string,
  Noun extends string,
  Row extends TObject,
  Body extends TObject,
> {
  prefix: Prefix;
  tag: string;
  /** The word in the write paths: add-<noun>, update-<noun>/:id, delete-<noun>/:id. */
  noun: Noun;
  /** "Brand", "Category", "Sub-category": the start of the answers' messages ("Brand saved"). */
  label: string;
  row: Row;
  body: Body;
  /** The tags of the storefront's cached list: the catalog changes that invalidate it (cache/catalog-changes.ts). */
  cacheTags: readonly string[];
  summaries: { visitor: string; all: string; count: string; add: string; update: string; remove: string };
}

/**
 * Elysia cannot check a handler against a response schema that is a type parameter (the check is a deferred
 * conditional type), so the builders hand their answers over as `never`; each route's type still comes from its
 * schemas, which is what the browser's typed client reads, and the contract tests check every answer against them.
 */
const answer = <T>(value: T) => value as never;

/** The storefront's list and the staff's: a name containing searchText, in the level's order. */
export const entryReads = <Row extends TObject, Body extends TObject>(
  spec: EntryRoutesSpec<string, string, Row, Body>,
  entries: CatalogEntryService<Row["static"], Body["static"]>,
  guard: StaffGuard,
  cache: AnswerCache,
) => {
  const list = envelopeOf(t.Array(spec.row));
  return new Elysia({ tags: [spec.tag] })
    .use(guard)
    .get(
      "/visitor/get-all-for-client",
      ({ query, request }) =>
        cache.answer(request, async () => jsonAnswer(ok(await entries.list(query)), [...spec.cacheTags])),
      { query: searchQuery, response: list, detail: { summary: spec.summaries.visitor } },
    )
    .get("/get-all", async ({ query }) => answer(ok(await entries.list(query))), {
      staff: true,
      query: searchQuery,
      response: list,
      detail: { summary: spec.summaries.all },
    });
};

/** The count, and add, update and delete under the spec's names (`/add-brand`, `/update-category/:id`…). */
export const entryWrites = <const Noun extends string, Row extends TObject, Body extends TObject>(
  spec: EntryRoutesSpec<string, Noun, Row, Body>,
  entries: CatalogEntryService<Row["static"], Body["static"]>,
  guard: StaffGuard,
) => {
  const one = envelopeOf(spec.row);
  return new Elysia({ tags: [spec.tag] })
    .use(guard)
    .get("/count", async () => ok(await entries.count()), {
      staff: true,
      response: envelopeOf(t.Number()),
      detail: { summary: spec.summaries.count },
    })
    .post(
      `/add-${spec.noun}`,
      async ({ body, user }) => answer(created(await entries.add(body as Body["static"], user), `${spec.label} added`)),
      {
        can: "catalog.edit",
        body: spec.body,
        response: { 201: one },
        detail: { summary: spec.summaries.add },
      },
    )
    .put(
      `/update-${spec.noun}/:id`,
      async ({ params, body, user }) =>
        answer(ok(await entries.update(params.id, body as Body["static"], user), `${spec.label} saved`)),
      {
        can: "catalog.edit",
        params: entryIdParams,
        body: spec.body,
        response: one,
        detail: { summary: spec.summaries.update },
      },
    )
    .delete(
      `/delete-${spec.noun}/:id`,
      async ({ params, user }) => answer(ok(await entries.remove(params.id, user), `${spec.label} deleted`)),
      {
        can: "catalog.delete",
        params: entryIdParams,
        response: one,
        detail: { summary: spec.summaries.remove },
      },
    );
};

const BRAND_ROUTES = {
  prefix: "/brands",
  tag: "Brands",
  noun: "brand",
  label: "Brand",
  row: brandRow,
  body: brandBody,
  cacheTags: [BRANDS],
  summaries: {
    visitor: "Brands for the storefront's filters (public)",
    all: "All brands whose name contains searchText, A–Z",
    count: "How many brands there are",
    add: "Add a brand; 409 when the name is taken",
    update: "Rename or describe a brand; 404 when missing, 409 when the name is taken",
    remove: "Delete a brand; 409 while it still has categories",
  },
} as const;

const CATEGORY_ROUTES = {
  prefix: "/categories",
  tag: "Categories",
  noun: "category",
  label: "Category",
  row: categoryRow,
  body: categoryBody,
  cacheTags: [CATEGORIES, BRANDS],
  summaries: {
    visitor: "Categories for the storefront's filters (public)",
    all: "Categories whose name contains searchText, by brand then name",
    count: "How many categories there are",
    add: "Add a category to a brand; 422 for an unknown brand, 409 when the brand has that name",
    update: "Edit a category; 404 when missing, 422 for an unknown brand, 409 for a taken name",
    remove: "Delete a category; 409 while it still has sub-categories",
  },
} as const;

const SUB_CATEGORY_ROUTES = {
  prefix: "/sub-categories",
  tag: "Sub-categories",
  noun: "sub-category",
  label: "Sub-category",
  row: subCategoryRow,
  body: subCategoryBody,
  cacheTags: [CATEGORIES, BRANDS],
  summaries: {
    visitor: "Sub-categories for the storefront's filters (public)",
    all: "Sub-categories whose name contains searchText",
    count: "How many sub-categories there are",
    add: "Add a sub-category; 422 for an unknown category, 409 when the category has that name",
    update: "Edit a sub-category; 404 when missing, 422 for an unknown category, 409 for a taken name",
    remove: "Delete a sub-category; 409 while it still has products",
  },
} as const;

/** Each level's own lists and pages sit between the shared reads and the writes, where the spec lists them. */
export const brandRoutes = (brands: BrandService, guard: StaffGuard, cache: AnswerCache) =>
  new Elysia({ prefix: BRAND_ROUTES.prefix, tags: [BRAND_ROUTES.tag] })
    .use(guard)
    .use(entryReads(BRAND_ROUTES, brands, guard, cache))
    .get("/get-all-brands-name-list", async ({ query }) => ok(await brands.list(query)), {
      staff: true,
      query: searchQuery,
      response: envelopeOf(t.Array(brandRow)),
      detail: { summary: "Brands for pickers, filtered by searchText, A–Z" },
    })
    .get("/get-all-brands", async ({ query }) => ok(await brands.page(query)), {
      staff: true,
      query: entryPageQuery,
      response: pageOf(brandRow),
      detail: { summary: "Brands, paged (page is zero-based, size ≤ 100)" },
    })
    .use(entryWrites(BRAND_ROUTES, brands, guard));

export const categoryRoutes = (categories: CategoryService, guard: StaffGuard, cache: AnswerCache) =>
  new Elysia({ prefix: CATEGORY_ROUTES.prefix, tags: [CATEGORY_ROUTES.tag] })
    .use(guard)
    .use(entryReads(CATEGORY_ROUTES, categories, guard, cache))
    .get("/get-all-list", async () => ok(await categories.list()), {
      staff: true,
      response: envelopeOf(t.Array(categoryRow)),
      detail: { summary: "Every category, by brand then name" },
    })
    .get("/get-all-by-brand", async ({ query }) => ok(await categories.page({ ...query, parentId: query.brandId })), {
      staff: true,
      query: categoryPageQuery,
      response: pageOf(categoryRow),
      detail: { summary: "Categories, paged, optionally of one brand (query brandId)" },
    })
    .get(
      "/get-all-by-brand/:brandId",
      async ({ params, query }) => ok(await categories.page({ ...query, parentId: params.brandId })),
      {
        staff: true,
        params: brandIdParams,
        query: brandCategoryPageQuery,
        response: pageOf(categoryRow),
        detail: { summary: "Categories of one brand, paged" },
      },
    )
    .use(entryWrites(CATEGORY_ROUTES, categories, guard));

export const subCategoryRoutes = (subCategories: SubCategoryService, guard: StaffGuard, cache: AnswerCache) =>
  new Elysia({ prefix: SUB_CATEGORY_ROUTES.prefix, tags: [SUB_CATEGORY_ROUTES.tag] })
    .use(guard)
    .use(entryReads(SUB_CATEGORY_ROUTES, subCategories, guard, cache))
    .get(
      "/get-all-sub-categories-by-search-text-and/:categoryId",
      async ({ params, query }) => ok(await subCategories.page({ ...query, parentId: params.categoryId })),
      {
        staff: true,
        params: categoryIdParams,
        query: entryPageQuery,
        response: pageOf(subCategoryRow),
        detail: { summary: "Sub-categories of one category, paged" },
      },
    )
    .get("/get-all-paginated", async ({ query }) => ok(await subCategories.page(query)), {
      staff: true,
      query: entryPageQuery,
      response: pageOf(subCategoryRow),
      detail: { summary: "Sub-categories, paged" },
    })
    .use(entryWrites(SUB_CATEGORY_ROUTES, subCategories, guard));
