import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  rowPaginationFeature,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { TablePaginator } from "./table-paginator";

const features = tableFeatures({ rowPaginationFeature });

/** The column helper for a console table of `T` rows. */
export const columnsOf = <T extends RowData>() => createColumnHelper<typeof features, T>();
// biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column (TanStack's own signature).
export type Columns<T extends RowData> = ColumnDef<typeof features, T, any>[];

// relative: the buttons' sr-only labels are placed inside them, not at the page edge (that widened the page).
export const ROW_ACTION = "relative inline-flex size-9 items-center justify-center rounded-md hover:bg-surface";

export interface DataTableProps<T extends RowData> {
  columns: Columns<T>;
  rows: T[];
  /** Rows matching, on every page. */
  count: number;
  /** 1-based. */
  page: number;
  size: number;
  sizes: readonly number[];
  rowId(row: T): string;
  /** Shown instead of rows when there are none. */
  empty: string;
  /** Column ids whose cells line up on the right (amounts). */
  rightAligned?: ReadonlySet<string>;
  onPage(page: number, size: number): void;
  /** Column ids the server can sort by; their headers become buttons. */
  sortable?: ReadonlySet<string>;
  /** The column sorted by now, if any. */
  sort?: { id: string; direction: "asc" | "desc" } | null;
  onSort?(id: string): void;
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/**
 * On a phone each row is a card: every field on its own line under its column's name (data-label), so the status and
 * the actions are in sight without scrolling sideways. From the small breakpoint up it is the usual table.
 */
const PHONE_LIST = "max-sm:block max-sm:space-y-3 max-sm:bg-surface max-sm:p-3";
const PHONE_CARD =
  "max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-white max-sm:px-3 max-sm:py-2 max-sm:shadow-sm";
const PHONE_FIELD =
  "max-sm:flex max-sm:min-h-9 max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-muted max-sm:before:text-xs max-sm:before:content-[attr(data-label)]";

/** A column's name for its phone card; none for a column whose header is not plain text (the actions). */
const labelOf = (header: unknown) => (typeof header === "string" ? header : undefined);

/** One server-side page of rows (TanStack Table with manual pagination) and the spec's paginator under it. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, rows, count, size, sizes, rowId, empty, rightAligned, onPage, sortable, sort, onSort } = props;
  const pagination = { pageIndex: props.page - 1, pageSize: size };
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: rowId,
    manualPagination: true,
    rowCount: count,
    state: { pagination },
    onPaginationChange: (updater: Updater<typeof pagination>) => {
      const next = typeof updater === "function" ? updater(pagination) : updater;
      // A new page size starts again at the first page (the old index may not exist any more).
      onPage(next.pageSize === pagination.pageSize ? next.pageIndex + 1 : 1, next.pageSize);
    },
  });
  const align = (id: string) => (rightAligned?.has(id) ? "text-right tabular-nums" : "");

  return (
    <>
      {/* relative: nothing inside (a screen reader's hidden label) can reach past the scroller and widen the page. */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-[13px] max-sm:block 2xl:text-sm">
          <thead className="border-line border-b bg-surface text-muted max-sm:hidden">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const id = header.column.id;
                  const sorted = sort?.id === id ? sort.direction : null;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                      className={`whitespace-nowrap px-2.5 py-2.5 font-medium ${align(id)}`}
                    >
                      {sortable?.has(id) && onSort ? (
                        <button
                          type="button"
                          onClick={() => onSort(id)}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-medium hover:bg-white hover:text-ink"
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className={sorted ? "text-ink" : "text-gray-400"}>
                            {sorted === "desc" ? "▼" : sorted === "asc" ? "▲" : "↕"}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={PHONE_LIST}>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={`border-line border-b align-middle last:border-0 hover:bg-surface/60 ${PHONE_CARD}`}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-label={labelOf(cell.column.columnDef.header)}
                    className={`px-2.5 py-2 ${align(cell.column.id)} ${PHONE_FIELD}`}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="px-4 py-10 text-center text-muted">{empty}</p> : null}
      </div>
      <div className="border-line border-t">
        <TablePaginator table={table} pageIndex={pagination.pageIndex} pageSize={size} sizes={sizes} count={count} />
      </div>
    </>
  );
}
