import type { ListQuery } from "../../../shared/list-query";
import type { Page } from "../../http/envelope";
import type { Services } from "../../services";

/** The pickers' options (every brand, category or sub-category, with where it belongs), for filters and dialogs. */
export const brandOptions = async (services: Services) =>
  (await services.brands.list()).map((b) => ({ id: b.brandId, name: b.name }));

export const categoryOptions = async (services: Services) =>
  (await services.categories.list()).map((c) => ({ id: c.categoryId, name: c.category, detail: c.brandName }));

export const subCategoryOptions = async (services: Services) =>
  (await services.subCategories.list()).map((s) => ({
    id: s.subCategoryId,
    name: s.subCategory,
    detail: `${s.brandName} · ${s.categoryName}`,
  }));

/**
 * One page of a list; a page past the end (rows deleted since the link was made) shows the last page instead of
 * nothing, and `query.page` says which.
 */
export async function pageWithin<T>(
  query: { page: number; size: number },
  read: (paging: { page: number; size: number }) => Promise<Page<T>>,
) {
  let rows = await read({ page: query.page - 1, size: query.size });
  const lastPage = Math.max(1, Math.ceil(rows.count / query.size));
  if (query.page > lastPage) {
    query.page = lastPage;
    rows = await read({ page: lastPage - 1, size: query.size });
  }
  return rows;
}

/** A list's sort as the services take it. */
export const sortFrom = (query: ListQuery) => ({ sort: query.sort, direction: query.direction });
