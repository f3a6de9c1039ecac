import { asc, desc, type SQL } from "drizzle-orm";
import type { DbColumn } from "../../db/database";

/** A console list's sort from its URL (shared/list-query.ts): a column id and a direction. */
export interface ListSort {
  sort?: string | null;
  direction?: "asc" | "desc";
}

/**
 * The ORDER BY of a list: the asked column, when the list offers it, in the asked direction, then the list's usual
 * order (so equal values keep a stable order across pages); the usual order alone otherwise.
 */
export function orderOf(asked: ListSort, columns: Record<string, SQL | DbColumn>, usual: SQL[]): SQL[] {
  const column = asked.sort ? columns[asked.sort] : undefined;
  if (!column) return usual;
  return [asked.direction === "desc" ? desc(column) : asc(column), ...usual];
}
