import { pageWithin, sortFrom } from "../../../server/pages/loaders/list-page";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { CONSOLE_LISTS, readListQuery } from "../../../shared/list-query";

export const loader = pageLoader({
  load: async ({ services, query: search }) => {
    const query = readListQuery(search, CONSOLE_LISTS.vehicles);
    return {
      query,
      vehicles: await pageWithin(query, (paging) =>
        services.vehicles.page({ ...paging, ...sortFrom(query), searchText: query.q }),
      ),
    };
  },
});
