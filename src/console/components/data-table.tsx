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
}

/** One server-side page of rows (TanStack Table with manual pagination) and the spec's paginator under it. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, rows, count, size, sizes, rowId, empty, rightAligned, onPage } = props;
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-[13px] 2xl:text-sm">
          <thead className="border-line border-b bg-surface text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={`whitespace-nowrap px-2.5 py-2.5 font-medium ${align(header.column.id)}`}
                  >
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-line border-b align-middle last:border-0 hover:bg-surface/60">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`px-2.5 py-2 ${align(cell.column.id)}`}>
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
