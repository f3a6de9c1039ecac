import { pageWithin, sortFrom } from "../../../server/pages/loaders/list-page";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { readListQuery } from "../../../shared/list-query";
import { readActivityFilter } from "./activity-filter";
import { list } from "./route";

export const loader = pageLoader({
  load: async ({ services, query: search }) => {
    const query = readListQuery(search, list);
    const filter = readActivityFilter(search);
    return {
      query,
      filter,
      /** Who may be chosen as "by": every staff account. */
      people: (await services.accounts.list({ page: 0, size: 100 })).data.map((account) => ({
        id: account.id,
        name: `${account.firstName} ${account.lastName}`.trim() || account.email,
      })),
      events: await pageWithin(query, (paging) =>
        services.securityLog.list({
          ...paging,
          ...sortFrom(query),
          searchText: query.q,
          kind: filter.kind ?? undefined,
          actorId: filter.actor ?? undefined,
          item: filter.item ?? undefined,
          from: filter.from ?? undefined,
          to: filter.to ?? undefined,
        }),
      ),
    };
  },
});
