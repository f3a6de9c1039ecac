import { type FormEvent, useState } from "react";
import type { Branch, DeliveryZone, PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { DISTRICTS, districtName } from "../../../shared/districts";
import { formatRupees } from "../../../shared/money";
import { AddButton, CONTROL, SECONDARY_BUTTON, useEditor } from "../../components/list-frame";
import { useConfirmedDelete, useListChange } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";
import { BranchDialog } from "../branch-dialog";
import { ZoneDialog } from "../zone-dialog";

const CARD = "rounded-xl border border-line bg-white p-4 shadow-sm";
const SMALL_BUTTON =
  "inline-flex min-h-9 items-center rounded-md border border-gray-400 px-3 font-medium text-sm hover:bg-surface";

const days = (zone: DeliveryZone) =>
  zone.daysMin === zone.daysMax ? `${zone.daysMin} working days` : `${zone.daysMin}–${zone.daysMax} working days`;

function SectionHead({
  title,
  text,
  onAdd,
  addLabel,
}: {
  title: string;
  text: string;
  onAdd?: () => void;
  addLabel?: string;
}) {
  return (
    <div className="mt-8 flex flex-wrap items-end justify-between gap-2 first:mt-4">
      <div>
        <h2 className="font-bold text-xl">{title}</h2>
        <p className="text-muted text-sm">{text}</p>
      </div>
      {onAdd ? <AddButton onAdd={onAdd} label={addLabel} /> : null}
    </div>
  );
}

/** A card's Edit and Delete buttons; `name` says which card to screen readers ("Edit zone Main towns"). */
function CardActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  return (
    <div className="flex gap-2">
      <button type="button" className={SMALL_BUTTON} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </button>
      <button
        type="button"
        className={`${SMALL_BUTTON} text-brand-700`}
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        Delete
      </button>
    </div>
  );
}

/** The free-delivery amount: empty means courier delivery is never free. */
function FreeAboveForm({ amount, canEdit }: { amount: number | null; canEdit: boolean }) {
  const [text, setText] = useState(amount === null ? "" : String(amount));
  const [problem, setProblem] = useState<string | null>(null);
  const change = useListChange();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed && !/^\d{1,7}(\.\d{1,2})?$/.test(typed)) {
      setProblem("Rupees, e.g. 15000, or leave it empty for never.");
      return;
    }
    setProblem(null);
    const value = typed ? Number(typed) : null;
    await change(
      () => call(consoleApi().delivery["free-above"].put({ amount: value })),
      value === null ? "Courier delivery is never free now." : `Delivery is free from ${formatRupees(value)}.`,
    );
  };
  return (
    <form onSubmit={submit} noValidate className={`${CARD} mt-3 flex flex-wrap items-end gap-3`}>
      <label className="block min-w-56 flex-1">
        <span className="font-medium text-sm">Free courier delivery when the items come to (Rs.)</span>
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputMode="decimal"
          placeholder="Never"
          disabled={!canEdit}
          aria-invalid={problem ? true : undefined}
          aria-describedby="free-above-note"
          className={`mt-1 ${CONTROL}`}
        />
        <span id="free-above-note" className={`mt-1 block text-xs ${problem ? "text-brand-700" : "text-muted"}`}>
          {problem ?? "Empty: never free. Bulky parts are always priced by phone."}
        </span>
      </label>
      {canEdit ? (
        <button type="submit" className={`${SECONDARY_BUTTON} mb-5`}>
          Save
        </button>
      ) : null}
    </form>
  );
}

/**
 * How orders reach customers: courier zones (districts, fee for the first kg and each started kg after it,
 * delivery time), free delivery above an amount, and the branches customers collect from (the Stores page lists
 * them). Staff read it; admins change it. Changes apply to new orders; placed orders keep what they were quoted.
 */
export default function DeliveryPage({ data }: PageProps<"delivery">) {
  const { zones, branches, freeAbove } = data.settings;
  const canEdit = useCan("settings.edit");
  const zoneEditor = useEditor<DeliveryZone>();
  const branchEditor = useEditor<Branch>();
  const remove = useConfirmedDelete();
  const covered = new Set(zones.flatMap((zone) => zone.districts));
  const uncovered = DISTRICTS.filter(({ code }) => !covered.has(code)).map(({ name }) => name);

  return (
    <>
      <h1 className="font-bold text-2xl">Delivery</h1>
      <p className="mt-1 text-muted text-sm">
        {canEdit
          ? "Fees apply to new orders; orders already placed keep the fee they were quoted."
          : "Only an admin can change delivery."}
      </p>

      <SectionHead
        title="Courier zones"
        text="Each district belongs to one zone. Weight is charged by the started kilogram."
        onAdd={canEdit ? () => zoneEditor.setEditing(null) : undefined}
        addLabel="Add zone"
      />
      {uncovered.length > 0 ? (
        <p
          role="status"
          className="mt-3 rounded-md border border-orange-300 bg-orange-50 px-3 py-2 text-orange-900 text-sm"
        >
          {`No courier to ${uncovered.join(", ")}: customers there can only collect.`}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {zones.map((zone) => (
          <li key={zone.zoneId} className={CARD} data-testid="delivery-zone">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold text-lg">{zone.name}</h3>
                <p className="text-sm">
                  {`${formatRupees(zone.firstKg)} first kg · ${formatRupees(zone.extraKg)} each extra kg · ${days(zone)}`}
                </p>
              </div>
              {canEdit ? (
                <CardActions
                  name={`zone ${zone.name}`}
                  onEdit={() => zoneEditor.setEditing(zone)}
                  onDelete={() =>
                    remove({
                      title: "Delete Zone",
                      what: `the zone ${zone.name}`,
                      request: () => call(consoleApi().delivery.zones({ id: zone.zoneId }).delete()),
                    })
                  }
                />
              ) : null}
            </div>
            <p className="mt-2 text-muted text-sm">
              {zone.districts.length > 0 ? zone.districts.map(districtName).join(", ") : "No districts yet"}
            </p>
          </li>
        ))}
      </ul>

      <SectionHead title="Free delivery" text="Courier delivery costs nothing when the items reach this amount." />
      <FreeAboveForm key={String(freeAbove)} amount={freeAbove} canEdit={canEdit} />

      <SectionHead
        title="Branches"
        text="Listed on the Stores page; customers collect orders where pickup is on."
        onAdd={canEdit ? () => branchEditor.setEditing(null) : undefined}
        addLabel="Add branch"
      />
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {branches.map((branch) => (
          <li key={branch.branchId} className={CARD} data-testid="branch">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold text-lg">{branch.name}</h3>
                <p className="text-sm">{`${branch.address} · ${districtName(branch.district)}`}</p>
                <p className="text-muted text-sm">{`${branch.phone} · ${branch.hours}`}</p>
                <p className="mt-1 text-sm">{branch.pickup ? "Customers collect orders here" : "No pickup here"}</p>
              </div>
              {canEdit ? (
                <CardActions
                  name={`branch ${branch.name}`}
                  onEdit={() => branchEditor.setEditing(branch)}
                  onDelete={() =>
                    remove({
                      title: "Delete Branch",
                      what: `the branch ${branch.name}`,
                      request: () => call(consoleApi().delivery.branches({ id: branch.branchId }).delete()),
                    })
                  }
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>

      {zoneEditor.editing !== undefined ? (
        <ZoneDialog editing={zoneEditor.editing} zones={zones} onDone={zoneEditor.done} />
      ) : null}
      {branchEditor.editing !== undefined ? (
        <BranchDialog editing={branchEditor.editing} onDone={branchEditor.done} />
      ) : null}
    </>
  );
}
