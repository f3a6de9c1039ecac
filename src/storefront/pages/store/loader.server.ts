import { pageLoader } from "../../../server/pages/loaders/loader";
import type { Services } from "../../../server/services";
import type { PageHead } from "../../../shared/page-route";
import { readStoreQuery, type StoreQuery, storeUrl } from "../../../shared/store-query";
import type { Translate } from "../../i18n/messages/catalogs.server";

const orItself = (ids: number[], id: number) => (ids.length > 0 ? ids : [id]);

/** The query with its category and sub-category as the ids that stand for their names, so the pickers show them. */
async function byCategoryNames(services: Services, query: StoreQuery): Promise<StoreQuery> {
  const names = services.products.categoryNames;
  return {
    ...query,
    category: query.category ? ((await names.categoryNameId(query.category)) ?? query.category) : null,
    sub: query.sub ? ((await names.subCategoryNameId(query.sub)) ?? query.sub) : null,
  };
}

/** Searches are not pages of their own for search engines; the plain list and its pages are. */
function storeHead(query: StoreQuery, t: Translate): Partial<PageHead> {
  const filtered =
    query.q || query.brand || query.category || query.sub || query.condition || query.vehicle || query.allParts;
  if (filtered) return { title: query.q ? t("head.searchResults", { q: query.q }) : t("head.parts"), noindex: true };
  const canonical = storeUrl({ page: query.page, size: query.size, sort: query.sort });
  return query.page > 1 ? { title: t("head.storePage", { page: query.page }), canonical } : { canonical };
}

export const loader = pageLoader({
  load: async ({ services, query: search }) => {
    const query = await byCategoryNames(services, readStoreQuery(search));
    // The car in the URL, when the shop knows its code: a link that names a car shows what fits it.
    const vehicle = query.vehicle ? await services.vehicles.byCode(query.vehicle) : null;
    const names = services.products.categoryNames;
    const { products, correction, closest } = await services.search.results(
      {
        searchText: query.q,
        brandId: query.brand ?? "",
        condition: query.condition ?? "",
        // A category or sub-category stands for its name: every brand's of that name (an unknown id matches none).
        categoryIds: query.category
          ? orItself(await names.categoriesNamedAs(query.category), query.category)
          : undefined,
        subCategoryIds: query.sub ? orItself(await names.subCategoriesNamedAs(query.sub), query.sub) : undefined,
        vehicleIds: vehicle ? [vehicle.vehicleId] : undefined,
        sort: query.sort,
      },
      { page: query.page - 1, size: query.size },
      { asTyped: query.asTyped },
    );
    return { query, products, correction, closest, vehicle, pickers: await names.names() };
  },
  head: ({ query }, _params, _shopName, t) => storeHead(query, t),
});
