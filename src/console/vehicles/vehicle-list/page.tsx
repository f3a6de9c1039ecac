import { useMemo } from "react";
import type { PageProps, StaffVehicle } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { vehiclePagePath, vehicleYears } from "../../../shared/vehicle-names";
import { columnsOf } from "../../components/data-table";
import { ListFrame, ListTable, SearchBox, useEditor, useListGo } from "../../components/list-frame";
import { RowActions, useConfirmedDelete } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";
import { VehicleDialog } from "../vehicle-dialog";
import { list } from "./route";

const column = columnsOf<StaffVehicle>();
const SORTABLE = new Set(["make", "model", "code", "productCount"]);

/** The vehicles parts are fitted to: make, model, chassis code, years, engine and how many products fit each. */
export default function VehicleListPage({ data }: PageProps<"vehicle-list">) {
  const { query, vehicles } = data;
  const go = useListGo(list);
  const remove = useConfirmedDelete();
  const { editing, setEditing, done } = useEditor<StaffVehicle>();
  const first = (query.page - 1) * query.size;
  const mayEdit = useCan("fitment.edit");
  const mayDelete = useCan("catalog.delete");

  const columns = useMemo(
    () => [
      column.display({ id: "position", header: "No", cell: ({ row }) => first + row.index + 1 }),
      column.accessor("make", { header: "Make" }),
      column.accessor("model", {
        header: "Model",
        cell: ({ row: { original: vehicle } }) => (
          <a
            href={vehiclePagePath(vehicle.make, vehicle.model)}
            target="_blank"
            rel="noreferrer"
            className="font-medium hover:text-brand-700 hover:underline"
          >
            {vehicle.model}
          </a>
        ),
      }),
      column.accessor("code", {
        header: "Chassis code",
        cell: (info) => <span className="font-mono font-semibold">{info.getValue()}</span>,
      }),
      column.display({
        id: "years",
        header: "Years",
        cell: ({ row: { original: vehicle } }) => <span className="whitespace-nowrap">{vehicleYears(vehicle)}</span>,
      }),
      column.accessor("engine", {
        header: "Engine",
        cell: ({ row: { original: vehicle } }) =>
          [vehicle.generation, vehicle.engine].filter(Boolean).join(" · ") || "—",
      }),
      column.accessor("productCount", {
        header: "Parts that fit",
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: vehicle } }) => (
          <RowActions
            name={`vehicle ${vehicle.make} ${vehicle.model} ${vehicle.code}`}
            onEdit={mayEdit ? () => setEditing(vehicle) : undefined}
            onDelete={
              mayDelete
                ? () =>
                    remove({
                      title: "Delete Vehicle",
                      what: `the ${vehicle.make} ${vehicle.model} (${vehicle.code})`,
                      request: () => call(consoleApi().vehicles["delete-vehicle"]({ id: vehicle.vehicleId }).delete()),
                    })
                : undefined
            }
          />
        ),
      }),
    ],
    [first, remove, setEditing, mayEdit, mayDelete],
  );

  return (
    <ListFrame
      title="Vehicles"
      addLabel="Add vehicle"
      onAdd={mayEdit ? () => setEditing(null) : undefined}
      filters={<SearchBox searched={query.q} onSearch={(q) => go({ q }, true)} />}
    >
      <ListTable
        sortable={SORTABLE}
        columns={columns}
        rows={vehicles}
        query={query}
        go={go}
        rowId={(vehicle) => String(vehicle.vehicleId)}
        empty={query.q ? `No vehicles match "${query.q}".` : "No vehicles yet. Add the first one."}
      />
      {editing !== undefined ? <VehicleDialog editing={editing} onDone={done} /> : null}
    </ListFrame>
  );
}
