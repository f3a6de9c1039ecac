import { useEffect, useId, useState } from "react";
import type { BulkChange, BulkEditResult, Vehicle } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { notify } from "../../shared/failures";
import type { PickerOption } from "../../ui/picker-options";
import { EntityPicker } from "../components/entity-picker";
import { FormDialog, useSave } from "../components/form-dialog";
import { CONTROL } from "../components/list-frame";
import { SearchPicker } from "../components/search-picker";
import { consoleApi } from "../session";

/** Which products: the ones ticked, or every product the list's filter shows. */
export type BulkTarget =
  | { ids: number[] }
  | { filter: { searchText?: string; subCategoryId?: number; isActive?: boolean }; count: number };

const PRICE_MODES = {
  "": "Leave as it is",
  set: "Set to (Rs.)",
  add: "Raise or lower by Rs.",
  percent: "Raise or lower by %",
};
const DISCOUNT_MODES = {
  "": "Leave as it is",
  set: "Set to (Rs.)",
  "percent-off": "% off the price",
  clear: "Remove it",
};
const QTY_MODES = { "": "Leave as it is", set: "Set to", add: "Add (minus to take away)" };
const ACTIVE_MODES = { "": "Leave as it is", true: "Show in the shop", false: "Hide from the shop" };

type Modes = Record<string, string>;

/** A change's mode and its number, side by side. */
function ModeAndValue({
  label,
  modes,
  mode,
  value,
  onMode,
  onValue,
  needsValue = true,
}: {
  label: string;
  modes: Modes;
  mode: string;
  value: string;
  onMode(mode: string): void;
  onValue(value: string): void;
  needsValue?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="mb-3">
      <legend className="font-medium text-sm">{label}</legend>
      <div className="mt-1 grid grid-cols-[1fr_8rem] gap-2">
        <select aria-label={`${label}: how`} value={mode} onChange={(e) => onMode(e.target.value)} className={CONTROL}>
          {Object.entries(modes).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
        <input
          id={id}
          aria-label={`${label}: amount`}
          inputMode="decimal"
          disabled={!mode || !needsValue}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          className={`${CONTROL} disabled:bg-surface disabled:opacity-60`}
        />
      </div>
    </fieldset>
  );
}

const findVehicles = (searchText: string) =>
  call(consoleApi().vehicles.visitor.search.get({ query: { searchText } }), { quiet: true });

/** Vehicles chosen for adding or removing: a type-ahead and chips. */
function VehicleChoice({
  label,
  chosen,
  onChange,
}: {
  label: string;
  chosen: Vehicle[];
  onChange(v: Vehicle[]): void;
}) {
  const has = (vehicle: Vehicle) => chosen.some((other) => other.vehicleId === vehicle.vehicleId);
  return (
    <div className="mb-3">
      <SearchPicker<Vehicle>
        label={label}
        placeholder="Make, model or chassis code"
        search={findVehicles}
        keyOf={(vehicle) => vehicle.vehicleId}
        nameOf={(vehicle) => `${vehicle.make} ${vehicle.model} ${vehicle.code}`}
        isChosen={has}
        onPick={(vehicle) => !has(vehicle) && onChange([...chosen, vehicle])}
      />
      {chosen.length ? (
        <ul aria-label={label} className="mt-1.5 flex flex-wrap gap-1.5">
          {chosen.map((vehicle) => (
            <li
              key={vehicle.vehicleId}
              className="flex items-center gap-1 rounded-full bg-surface py-0.5 pr-1 pl-2.5 text-sm ring-1 ring-line"
            >
              <span className="font-mono font-semibold">{vehicle.code}</span>
              <button
                type="button"
                aria-label={`Do not change ${vehicle.code}`}
                onClick={() => onChange(chosen.filter((other) => other.vehicleId !== vehicle.vehicleId))}
                className="flex size-6 items-center justify-center rounded-full text-muted hover:bg-white hover:text-brand-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const amount = (text: string) => Number(text.replace(/,/g, "").trim());

/**
 * Bulk edit: one change to the ticked products or to every product the list shows — price (set, or adjusted by
 * rupees or percent, rounded to whole rupees), discount, stock, shown or hidden, sub-category, fitment. While it is
 * filled in, a preview says how many products it changes and which it cannot (their price would fall to nothing…).
 */
export function BulkEditDialog({
  target,
  subCategories,
  onDone,
}: {
  target: BulkTarget;
  subCategories: PickerOption[];
  onDone(saved: boolean): void;
}) {
  const [form, setForm] = useState({
    price: "",
    priceValue: "",
    discount: "",
    discountValue: "",
    qty: "",
    qtyValue: "",
    active: "",
  });
  const [subCategoryId, setSubCategoryId] = useState<number | null>(null);
  const [adding, setAdding] = useState<Vehicle[]>([]);
  const [removing, setRemoving] = useState<Vehicle[]>([]);
  const [preview, setPreview] = useState<BulkEditResult | null>(null);
  const { saving, failure, run } = useSave();
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const problems: string[] = [];
  const change: BulkChange = {};
  const numberOf = (mode: string, text: string, label: string) => {
    const value = amount(text);
    if (!mode) return undefined;
    if (text.trim() === "" || !Number.isFinite(value)) problems.push(`${label}: enter a number.`);
    return value;
  };
  const price = numberOf(form.price, form.priceValue, "Price");
  if (form.price && price !== undefined) change.price = { mode: form.price as "set", value: price };
  if (form.discount === "clear") change.discount = { mode: "clear" };
  else {
    const discount = numberOf(form.discount, form.discountValue, "Discount");
    if (form.discount && discount !== undefined) change.discount = { mode: form.discount as "set", value: discount };
  }
  const qty = numberOf(form.qty, form.qtyValue, "Stock");
  if (form.qty && qty !== undefined) {
    if (!Number.isInteger(qty)) problems.push("Stock: a whole number, please.");
    change.qty = { mode: form.qty as "set", value: qty };
  }
  if (form.active) change.isActive = form.active === "true";
  if (subCategoryId !== null) change.subCategoryId = subCategoryId;
  if (adding.length) change.addVehicleIds = adding.map((vehicle) => vehicle.vehicleId);
  if (removing.length) change.removeVehicleIds = removing.map((vehicle) => vehicle.vehicleId);
  const chosen = Object.keys(change).length > 0 && problems.length === 0;
  const body = (dryRun: boolean) => ({
    ...("ids" in target ? { ids: target.ids } : { filter: target.filter }),
    change,
    preview: dryRun,
  });
  const key = JSON.stringify(body(true));

  // The preview follows the form, a moment after it stops changing.
  useEffect(() => {
    setPreview(null);
    if (!chosen) return;
    const timer = setTimeout(async () => {
      const sent = JSON.parse(key);
      setPreview(await call(consoleApi().products["bulk-edit"].post(sent), { quiet: true }).catch(() => null));
    }, 300);
    return () => clearTimeout(timer);
  }, [key, chosen]);

  const count = "ids" in target ? target.ids.length : target.count;
  const save = async () => {
    let result: BulkEditResult | undefined;
    const saved = await run(async () => {
      result = await call(consoleApi().products["bulk-edit"].post(body(false)), { quiet: true });
    });
    if (!saved || !result) return;
    notify(
      `${result.changed} product${result.changed === 1 ? "" : "s"} changed${result.refused.length ? `; ${result.refused.length} left as they were` : ""}.`,
    );
    onDone(true);
  };

  return (
    <FormDialog
      open
      title={`Change ${count.toLocaleString("en")} product${count === 1 ? "" : "s"}`}
      width={600}
      dirty={Object.keys(change).length > 0}
      canSave={chosen && (preview?.changed ?? 0) > 0}
      saving={saving}
      failure={failure}
      onSave={save}
      onClose={() => onDone(false)}
    >
      <ModeAndValue
        label="Price"
        modes={PRICE_MODES}
        mode={form.price}
        value={form.priceValue}
        onMode={set("price")}
        onValue={set("priceValue")}
      />
      <ModeAndValue
        label="Discount price"
        modes={DISCOUNT_MODES}
        mode={form.discount}
        value={form.discountValue}
        onMode={set("discount")}
        onValue={set("discountValue")}
        needsValue={form.discount !== "clear"}
      />
      <ModeAndValue
        label="Stock"
        modes={QTY_MODES}
        mode={form.qty}
        value={form.qtyValue}
        onMode={set("qty")}
        onValue={set("qtyValue")}
      />
      <fieldset className="mb-3">
        <legend className="font-medium text-sm">In the shop</legend>
        <select
          aria-label="Shown or hidden"
          value={form.active}
          onChange={(e) => set("active")(e.target.value)}
          className={`mt-1 ${CONTROL}`}
        >
          {Object.entries(ACTIVE_MODES).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      </fieldset>
      <div className="mb-3">
        <EntityPicker
          label="Move to sub-category"
          placeholder="Leave as it is"
          options={subCategories}
          value={subCategoryId}
          onChange={setSubCategoryId}
        />
      </div>
      <VehicleChoice label="Add fitment" chosen={adding} onChange={setAdding} />
      <VehicleChoice label="Remove fitment" chosen={removing} onChange={setRemoving} />
      <p role="status" className="mt-2 rounded-md bg-surface p-3 text-sm">
        {problems.length
          ? problems.join(" ")
          : !chosen
            ? "Choose what to change."
            : !preview
              ? "Counting…"
              : `${preview.changed} of ${preview.matched} will change${preview.unchanged ? `, ${preview.unchanged} already are so` : ""}.`}
      </p>
      {preview?.refused.length ? (
        <div className="mt-2 text-sm">
          <p className="font-medium text-brand-800">
            {preview.refused.length} cannot take this change and stay as they are:
          </p>
          <ul className="mt-1 max-h-32 list-disc overflow-y-auto pl-5">
            {preview.refused.slice(0, 50).map((refusal) => (
              <li key={refusal.productId}>
                {refusal.name}: {refusal.problem.replace(/^Not changed: /, "")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </FormDialog>
  );
}
