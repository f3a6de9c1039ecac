import { useId } from "react";

/** What the paginator needs of a TanStack table with rowPaginationFeature. */
export interface PagedTable {
  getCanPreviousPage(): boolean;
  getCanNextPage(): boolean;
  firstPage(): void;
  previousPage(): void;
  nextPage(): void;
  lastPage(): void;
  setPageSize(size: number): void;
}

interface TablePaginatorProps {
  table: PagedTable;
  pageIndex: number;
  pageSize: number;
  sizes: readonly number[];
  /** Rows matching, on every page. */
  count: number;
}

const BUTTON =
  "inline-flex size-9 items-center justify-center rounded-md text-lg text-steel hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/** The spec's generic paginator: 'Items per page:', the range shown, and First / Previous / Next / Last page. */
export function TablePaginator({ table, pageIndex, pageSize, sizes, count }: TablePaginatorProps) {
  const sizeId = useId();
  const first = count === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(count, (pageIndex + 1) * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 px-4 py-2 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-muted">
          Items per page:
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
          className="h-9 rounded-md border border-gray-400 bg-white px-2"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="tabular-nums" aria-live="polite">
        {first} – {last} of {count}
      </p>
      <div className="flex items-center">
        <button
          type="button"
          aria-label="First page"
          title="First page"
          className={BUTTON}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.firstPage()}
        >
          «
        </button>
        <button
          type="button"
          aria-label="Previous page"
          title="Previous page"
          className={BUTTON}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        >
          ‹
        </button>
        <button
          type="button"
          aria-label="Next page"
          title="Next page"
          className={BUTTON}
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        >
          ›
        </button>
        <button
          type="button"
          aria-label="Last page"
          title="Last page"
          className={BUTTON}
          disabled={!table.getCanNextPage()}
          onClick={() => table.lastPage()}
        >
          »
        </button>
      </div>
    </div>
  );
}
