import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "products-list",
  path: "/console/products-list",
  area: "console",
  guard: "staff",
  head: {
    title: "Products",
    noindex: true,
  },
  menu: {
    label: "Products",
    icon: "box",
    order: 2,
  },
});

/** The list this page shows: its URL holds the query, 10 rows a page unless it says otherwise. */
export const list = consoleList(route, 10);
