/** The store list's paging, shared by its server loader and its page. */
export const STORE_PAGE_SIZE = 12;

/** The page number from `?page=` (1-based for customers); anything odd is the first page. */
export const storePageNumber = (query: URLSearchParams) => {
  const value = Number(query.get("page") ?? "1");
  return Number.isInteger(value) && value >= 1 ? value : 1;
};
