/**
 * The state of the console's catalog and staff lists, all in the URL (`/console/category-list?brand=3&q=pad&page=2`):
 * read by each list's loader and its page alike, so a reload, Back or a shared link shows the same rows. Defaults
 * are left out of the URL; anything odd in it falls back to the default instead of failing.
 */

/** docs/product-spec.md §9: brands, categories, sub-categories and products show 5, 10, 25 or 100 rows. */
export const LIST_PAGE_SIZES = [5, 10, 25, 100] as const;
export const LIST_SEARCH_MAX_LENGTH = 100;

export interface ConsoleList {
  path: string;
  defaultSize: number;
}

export interface ListQuery {
  /** Trimmed, "" for none. */
  q: string;
  /** 1-based. */
  page: number;
  size: number;
  /** The picker filters: categories by brand, sub-categories by category, products by sub-category. */
  brand: number | null;
  category: number | null;
  subCategory: number | null;
  /** Products only: Active (true), Inactive (false) or both (null). */
  active: boolean | null;
  /** The column the list is sorted by (each list's loader knows its own), or null for its usual order. */
  sort: string | null;
  direction: SortDirection;
}

export type SortDirection = "asc" | "desc";

const PICKERS = ["brand", "category", "subCategory"] as const;

const id = (value: string | null) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number >= 1 ? number : null;
};

/** The sort a list's URL asks for when it is one the list offers, else null (the list's usual order). */
export const sortOf = <S extends string>(query: ListQuery, offered: readonly S[]): S | null =>
  offered.includes(query.sort as S) ? (query.sort as S) : null;

export function readListQuery(search: URLSearchParams, list: ConsoleList): ListQuery {
  const size = Number(search.get("size"));
  const page = Number(search.get("page"));
  const active = search.get("active");
  return {
    q: (search.get("q") ?? "").trim().slice(0, LIST_SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    size: (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : list.defaultSize,
    brand: id(search.get("brand")),
    category: id(search.get("category")),
    subCategory: id(search.get("subCategory")),
    active: active === "true" ? true : active === "false" ? false : null,
    sort: /^[a-zA-Z]{1,20}$/.test(search.get("sort") ?? "") ? search.get("sort") : null,
    direction: search.get("direction") === "desc" ? "desc" : "asc",
  };
}

/** The list's URL for a query, defaults left out, in a fixed order so equal queries give equal URLs. */
export function listUrl(list: ConsoleList, query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set("q", q);
  for (const picker of PICKERS) {
    const value = query[picker];
    if (value) params.set(picker, String(value));
  }
  if (query.active === true || query.active === false) params.set("active", String(query.active));
  if (query.sort) {
    params.set("sort", query.sort);
    if (query.direction === "desc") params.set("direction", "desc");
  }
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.size && query.size !== list.defaultSize) params.set("size", String(query.size));
  const search = params.toString();
  return search ? `${list.path}?${search}` : list.path;
}
