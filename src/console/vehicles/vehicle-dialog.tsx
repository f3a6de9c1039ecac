import type { StaffVehicle } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { notify } from "../../shared/failures";
import { FormDialog, useSave } from "../components/form-dialog";
import { textFieldsOf, useForm } from "../components/form-fields";
import { consoleApi } from "../session";

interface VehicleForm {
  make: string;
  model: string;
  generation: string;
  code: string;
  yearFrom: string;
  yearTo: string;
  engine: string;
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/;
const YEAR = /^\d{4}$/;
const thisYear = () => new Date().getFullYear();

function problemsOf(values: VehicleForm): Partial<Record<keyof VehicleForm, string>> {
  const from = Number(values.yearFrom);
  const to = Number(values.yearTo);
  return {
    make: values.make.trim() ? undefined : "Make is required.",
    model: values.model.trim() ? undefined : "Model is required.",
    code: CODE.test(values.code.trim()) ? undefined : "Letters, digits and dashes, e.g. NZE161.",
    yearFrom: YEAR.test(values.yearFrom.trim()) && from >= 1950 && from <= 2100 ? undefined : "A year, e.g. 2012.",
    yearTo: !values.yearTo.trim()
      ? undefined
      : !YEAR.test(values.yearTo.trim()) || to > 2100
        ? "A year, e.g. 2019, or empty while still made."
        : to < from
          ? "Cannot be before the first year."
          : undefined,
  };
}

const formOf = (vehicle: StaffVehicle | null): VehicleForm =>
  vehicle
    ? {
        make: vehicle.make,
        model: vehicle.model,
        generation: vehicle.generation,
        code: vehicle.code,
        yearFrom: String(vehicle.yearFrom),
        yearTo: vehicle.yearTo === null ? "" : String(vehicle.yearTo),
        engine: vehicle.engine,
      }
    : { make: "", model: "", generation: "", code: "", yearFrom: "", yearTo: "", engine: "" };

/** Add or edit a vehicle: make, model, chassis code and years required; generation and engine where they matter. */
export function VehicleDialog({ editing, onDone }: { editing: StaffVehicle | null; onDone(saved: boolean): void }) {
  const form = useForm<VehicleForm>(formOf(editing), problemsOf);
  const saving = useSave();
  const { values } = form;

  const submit = async () => {
    const body = {
      make: values.make.trim(),
      model: values.model.trim(),
      generation: values.generation.trim(),
      code: values.code.trim(),
      yearFrom: Number(values.yearFrom),
      yearTo: values.yearTo.trim() ? Number(values.yearTo) : null,
      engine: values.engine.trim(),
    };
    const api = consoleApi().vehicles;
    const saved = await saving.run(() =>
      call(editing ? api["update-vehicle"]({ id: editing.vehicleId }).put(body) : api["add-vehicle"].post(body), {
        quiet: true,
      }),
    );
    if (!saved) return;
    notify(`${body.make} ${body.model} (${body.code.toUpperCase()}) ${editing ? "saved" : "added"}.`);
    onDone(true);
  };

  const text = textFieldsOf(form, saving.fieldError);

  return (
    <FormDialog
      open
      title={editing ? "Edit Vehicle" : "Add Vehicle"}
      width={550}
      dirty={form.dirty}
      canSave={form.valid}
      saving={saving.saving}
      failure={saving.failure}
      conflictHint="Each chassis code belongs to one vehicle: edit that one instead."
      onSave={submit}
      onClose={() => onDone(false)}
    >
      <div className="grid gap-x-3 sm:grid-cols-2">
        {text("make", "Make", { required: true, autoFocus: true, maxLength: 60, placeholder: "Toyota" })}
        {text("model", "Model", { required: true, maxLength: 60, placeholder: "Axio" })}
        {text("code", "Chassis code", {
          required: true,
          maxLength: 20,
          placeholder: "NZE161",
          hint: "As on the registration papers.",
        })}
        {text("generation", "Generation", { maxLength: 60, placeholder: "E160" })}
        {text("yearFrom", "First year", { required: true, inputMode: "numeric", maxLength: 4, placeholder: "2012" })}
        {text("yearTo", "Last year", {
          inputMode: "numeric",
          maxLength: 4,
          placeholder: String(thisYear()),
          hint: "Empty while still made.",
        })}
      </div>
      {text("engine", "Engine", { maxLength: 80, placeholder: "1.5 petrol (1NZ-FE)", hint: "Where it matters." })}
    </FormDialog>
  );
}
