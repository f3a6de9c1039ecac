import { useMemo } from "react";
import type { Page } from "../../server/api-types";
import type { ConsoleList, ListQuery } from "../../shared/list-query";
import { type Columns, columnsOf } from "../components/data-table";
import { EntityPicker, type PickerOption } from "../components/entity-picker";
import { ListFrame, ListTable, SearchBox, useEditor, useListGo } from "../components/list-frame";
import { RowActions, useConfirmedDelete } from "../components/row-actions";
import { useCan } from "../viewer";
import { type CatalogEntry, CatalogEntryDialog, type OwnField } from "./catalog-entry-dialog";

interface EntryRow {
  description: string;
}

/** One level's list (brands, categories or sub-categories), as data: its words, columns and API calls. */
export interface EntryListLevel<Row extends EntryRow> {
  title: string;
  addLabel: string;
  list: ConsoleList;
  sortable: ReadonlySet<string>;
  /** The level's own columns, between the position and the description: its name and what it belongs to. */
  columns: Columns<Row>;
  idOf(row: Row): number;
  /** How the row's buttons name it to a screen reader: "brand Toyota", "category Brakes (Toyota)". */
  nameOf(row: Row): string;
  deleteTitle: string;
  /** The confirmation's "Delete …?": `the category "Brakes" of Toyota`. */
  deleteWhat(row: Row): string;
  remove(row: Row): Promise<unknown>;
  /** The dialog: its title's noun, its name field's label and the API's field names. */
  dialog: {
    noun: string;
    nameLabel: string;
    fields: { name: string; parent?: string };
    parentLabel?: string;
    ownFields?: readonly OwnField[];
  };
  entryOf(row: Row): CatalogEntry;
  /** Adds (editing null) or updates on the server; throws the ApiError of a refusal. */
  save(entry: CatalogEntry, editing: Row | null): Promise<unknown>;
  /** The picker that filters by what the entries belong to (none for brands). */
  parent?: { label: string; placeholder: string; filter: "brand" | "category" };
  empty(query: ListQuery): string;
}

interface CatalogEntryListProps<Row extends EntryRow> {
  level: EntryListLevel<Row>;
  query: ListQuery;
  rows: Page<Row>;
  /** What the entries may belong to, for the filter and the dialog's picker. */
  parents?: readonly PickerOption[];
}

/** A catalog level's list page (spec "Brand list", "Category list", "Sub-category list"): search, filter, paging, edit. */
export function CatalogEntryList<Row extends EntryRow>({
  level,
  query,
  rows,
  parents = [],
}: CatalogEntryListProps<Row>) {
  const go = useListGo(level.list);
  const remove = useConfirmedDelete();
  const { editing, setEditing, done } = useEditor<Row>();
  const first = (query.page - 1) * query.size;
  const mayEdit = useCan("catalog.edit");
  const mayDelete = useCan("catalog.delete");
  const { parent } = level;

  const columns = useMemo(() => {
    const column = columnsOf<Row>();
    return [
      column.display({ id: "position", header: "No", cell: ({ row }) => first + row.index + 1 }),
      ...level.columns,
      column.display({
        id: "description",
        header: "Description",
        cell: ({ row: { original } }) => original.description || "—",
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: entry } }) => (
          <RowActions
            name={level.nameOf(entry)}
            onEdit={mayEdit ? () => setEditing(entry) : undefined}
            onDelete={
              mayDelete
                ? () =>
                    remove({
                      title: level.deleteTitle,
                      what: level.deleteWhat(entry),
                      request: () => level.remove(entry),
                    })
                : undefined
            }
          />
        ),
      }),
    ] as Columns<Row>;
  }, [level, first, remove, setEditing, mayEdit, mayDelete]);

  return (
    <ListFrame
      title={level.title}
      addLabel={level.addLabel}
      onAdd={mayEdit ? () => setEditing(null) : undefined}
      filters={
        <>
          {parent ? (
            <EntityPicker
              label={parent.label}
              placeholder={parent.placeholder}
              options={parents}
              value={query[parent.filter]}
              onChange={(id) => go({ [parent.filter]: id })}
            />
          ) : null}
          <SearchBox searched={query.q} onSearch={(q) => go({ q }, true)} />
        </>
      }
    >
      <ListTable
        sortable={level.sortable}
        columns={columns}
        rows={rows}
        query={query}
        go={go}
        rowId={(entry) => String(level.idOf(entry))}
        empty={level.empty(query)}
      />
      {editing !== undefined ? (
        <CatalogEntryDialog
          noun={level.dialog.noun}
          nameLabel={level.dialog.nameLabel}
          parent={level.dialog.parentLabel ? { label: level.dialog.parentLabel, options: parents } : undefined}
          fields={level.dialog.fields}
          editing={editing && level.entryOf(editing)}
          parentId={parent ? query[parent.filter] : undefined}
          ownFields={level.dialog.ownFields}
          save={(entry) => level.save(entry, editing)}
          onDone={done}
        />
      ) : null}
    </ListFrame>
  );
}
