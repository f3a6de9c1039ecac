import { pageWithin, sortFrom } from "../../../server/pages/loaders/list-page";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { readListQuery } from "../../../shared/list-query";
import { list } from "./route";

export const loader = pageLoader({
  load: async ({ services, query: search }) => {
    const query = readListQuery(search, list);
    return {
      query,
      brands: await pageWithin(query, (paging) =>
        services.brands.page({ ...paging, ...sortFrom(query), searchText: query.q }),
      ),
    };
  },
});
