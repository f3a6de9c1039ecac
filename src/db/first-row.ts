/** The first row a query answers, or undefined: what SQLite's `.get()` gave, on both engines. */
export async function firstRow<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** The row an `INSERT … RETURNING` (or an `UPDATE` of a row known to exist) wrote: there must be one. */
export async function writtenRow<T>(rows: PromiseLike<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("the write returned no row");
  return row;
}
