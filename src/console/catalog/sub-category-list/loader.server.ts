import { categoryOptions, pageWithin, sortFrom } from "../../../server/pages/loaders/list-page";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { readListQuery } from "../../../shared/list-query";
import { list } from "./route";

export const loader = pageLoader({
  load: async ({ services, query: search }) => {
    const query = readListQuery(search, list);
    const filter = { searchText: query.q, parentId: query.category ?? undefined };
    return {
      query,
      categories: await categoryOptions(services),
      subCategories: await pageWithin(query, (paging) =>
        services.subCategories.page({ ...paging, ...sortFrom(query), ...filter }),
      ),
    };
  },
});
