import { pageWithin, subCategoryOptions } from "../../../server/pages/loaders/list-page";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { type ListQuery, readListQuery, sortOf } from "../../../shared/list-query";
import { list } from "./route";

/** The products list's sortable columns, as the product list's sorts. */
const PRODUCT_COLUMN_SORTS = {
  productName: { asc: "name", desc: "name-desc" },
  price: { asc: "price-asc", desc: "price-desc" },
  qty: { asc: "qty-asc", desc: "qty-desc" },
} as const;

const staffProductSort = (query: ListQuery) => {
  const column = sortOf(query, Object.keys(PRODUCT_COLUMN_SORTS) as (keyof typeof PRODUCT_COLUMN_SORTS)[]);
  return column ? PRODUCT_COLUMN_SORTS[column][query.direction] : undefined;
};

export const loader = pageLoader({
  load: async ({ services, query: search }) => {
    const query = readListQuery(search, list);
    const filter = {
      searchText: query.q,
      subCategoryId: query.subCategory ?? undefined,
      isActive: query.active ?? undefined,
      sort: staffProductSort(query),
    };
    const products = await pageWithin(query, (paging) => services.products.listStaff(filter, paging));
    const waiting = await services.stockAlerts.waitingFor(products.data.map((product) => product.productId));
    return {
      query,
      subCategories: await subCategoryOptions(services),
      products,
      /** Customers waiting for each out-of-stock product on the page ("Tell me when it's back"). */
      waiting: Object.fromEntries(waiting) as Record<number, number>,
      /** The shop's reorder level, for products without their own. */
      reorderLevel: await services.products.lowStock.shopLevel(),
    };
  },
});
