import type { Page } from "./envelope";
import { wholeNumberParam } from "./query-params";

export const MAX_PAGE_SIZE = 100;

/** `page` (zero-based) and `size` (capped at MAX_PAGE_SIZE) query parameters. */
export const pagingQuery = (defaultSize: number) => ({
  page: wholeNumberParam("page", { default: 0 }),
  size: wholeNumberParam("size", { default: defaultSize }),
});

export interface Paging {
  page?: number;
  size?: number;
}

/** LIMIT/OFFSET for a page; size 0 asks for the count only. */
function limitOffset({ page, size }: Paging, defaultSize: number) {
  const limit = Math.min(Math.max(size ?? defaultSize, 0), MAX_PAGE_SIZE);
  return { limit, offset: Math.max(page ?? 0, 0) * limit };
}

/** A page from a count and a row reader; skips reading rows when none can be on the page. */
export async function paginate<T>(
  paging: Paging,
  defaultSize: number,
  count: () => Promise<number> | number,
  rows: (limit: number, offset: number) => Promise<T[]> | T[],
): Promise<Page<T>> {
  const { limit, offset } = limitOffset(paging, defaultSize);
  const total = await count();
  if (limit === 0 || offset >= total) return { data: [], count: total };
  return { data: await rows(limit, offset), count: total };
}
