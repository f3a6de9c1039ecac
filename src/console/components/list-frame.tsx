import type { RowData } from "@tanstack/react-table";
import { type ReactNode, useId, useState } from "react";
import { useLocation } from "wouter";
import type { Page } from "../../server/api-types";
import {
  type ConsoleList,
  LIST_PAGE_SIZES,
  LIST_SEARCH_MAX_LENGTH,
  type ListQuery,
  listUrl,
  readListQuery,
} from "../../shared/list-query";
import { useRevalidate } from "../../shared/page-router";
import { FIELD_CLASS } from "../../ui/field-style";
import { DataTable, type DataTableProps } from "./data-table";
import { PlusIcon } from "./icons";
import { useDebouncedSearch } from "./use-debounced-search";

export const CONTROL = `h-10 ${FIELD_CLASS}`;
export const PRIMARY_BUTTON =
  "inline-flex h-10 items-center justify-center gap-1.5 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const SECONDARY_BUTTON =
  "inline-flex h-10 items-center justify-center rounded-md border border-gray-400 px-4 font-medium hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50";

/**
 * Changes a list's URL: a new search or filter starts again at page 1 (unless the change names a page). It reads the
 * address bar, not the data on screen, so a change made while the last one loads keeps it.
 */
export function useListGo(list: ConsoleList) {
  const [, navigate] = useLocation();
  return (changes: Partial<ListQuery>, replace = false) => {
    const current = readListQuery(new URLSearchParams(location.search), list);
    navigate(listUrl(list, { ...current, page: 1, ...changes }), { replace });
  };
}

/** The spec's list search box ('Search Here', placeholder 'search here'): trimmed, sent after a pause. */
export function SearchBox({ searched, onSearch }: { searched: string; onSearch: (text: string) => void }) {
  const id = useId();
  const { text, setText } = useDebouncedSearch(searched, onSearch);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block font-medium text-sm">
        Search Here
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={LIST_SEARCH_MAX_LENGTH}
        placeholder="search here"
        onChange={(event) => setText(event.target.value)}
        className={`mt-1 ${CONTROL}`}
      />
    </div>
  );
}

interface ListFrameProps {
  title: string;
  /** What the Add button adds, for screen readers ("Add brand"). */
  addLabel?: string;
  onAdd?: () => void;
  /** Other buttons or links beside Add (Import, Export). */
  actions?: ReactNode;
  /** The search box and pickers above the table. */
  filters: ReactNode;
  children: ReactNode;
}

/** The Add button of a list or a section; `label` says what it adds to screen readers ("Add brand"). */
export function AddButton({ onAdd, label }: { onAdd: () => void; label?: string }) {
  return (
    <button type="button" onClick={onAdd} className={PRIMARY_BUTTON} aria-label={label}>
      <PlusIcon />
      Add
    </button>
  );
}

/** A console list: title and Add button, then one card with the filters and the table. */
export function ListFrame({ title, addLabel, onAdd, actions, filters, children }: ListFrameProps) {
  const headingId = useId();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={headingId} className="font-bold text-2xl">
          {title}
        </h1>
        <div className="flex flex-wrap gap-2">
          {actions}
          {onAdd ? <AddButton onAdd={onAdd} label={addLabel} /> : null}
        </div>
      </div>
      <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-line bg-white shadow-sm">
        <search className="grid grid-cols-1 gap-3 border-line border-b px-4 py-3 md:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))] md:items-end">
          {filters}
        </search>
        {children}
      </section>
    </>
  );
}

type ListTableProps<T extends RowData> = Pick<
  DataTableProps<T>,
  "columns" | "rowId" | "empty" | "rightAligned" | "sortable"
> & {
  query: ListQuery;
  rows: Page<T>;
  go: ReturnType<typeof useListGo>;
};

/** A console list's table: the page of rows its URL names, paged 5/10/25/100 through the URL. */
export function ListTable<T extends RowData>({ query, rows, go, ...table }: ListTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={rows.data}
      count={rows.count}
      page={query.page}
      size={query.size}
      sizes={LIST_PAGE_SIZES}
      onPage={(page, size) => go({ page, size })}
      sort={query.sort ? { id: query.sort, direction: query.direction } : null}
      // A first click sorts A–Z (low to high), the next one the other way.
      onSort={(id) => go({ sort: id, direction: query.sort === id && query.direction === "asc" ? "desc" : "asc" })}
    />
  );
}

/** What a list's dialog holds: undefined when closed, null when adding, else the row it edits. A save reloads the list. */
export function useEditor<T>() {
  const revalidate = useRevalidate();
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const done = (saved: boolean) => {
    setEditing(undefined);
    if (saved) revalidate();
  };
  return { editing, setEditing, done };
}
