import { LOW_STOCK_SORTS } from "../../../server/modules/products";
import { pageWithin } from "../../../server/pages/loaders/list-page";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { readListQuery, sortOf } from "../../../shared/list-query";
import { list } from "./route";

export const loader = pageLoader({
  load: async ({ services, query: search }) => {
    const query = readListQuery(search, list);
    const sort = sortOf(query, LOW_STOCK_SORTS) ?? "qty";
    return {
      query,
      reorderLevel: await services.products.lowStock.shopLevel(),
      rows: await pageWithin(query, (paging) => services.products.lowStock.list(paging, sort, query.direction)),
    };
  },
});
