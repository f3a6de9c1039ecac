import type { DeliveryZone } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { type DistrictCode, isDistrict, PROVINCES } from "../../shared/districts";
import { notify } from "../../shared/failures";
import { FormDialog, useSave } from "../components/form-dialog";
import { textFieldsOf, useForm } from "../components/form-fields";
import { consoleApi } from "../session";

interface ZoneForm {
  name: string;
  firstKg: string;
  extraKg: string;
  daysMin: string;
  daysMax: string;
  districts: readonly DistrictCode[];
}

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;
const DAYS = /^\d{1,2}$/;

function problemsOf(values: ZoneForm): Partial<Record<keyof ZoneForm, string>> {
  return {
    name: values.name.trim() ? undefined : "Name is required.",
    firstKg: RUPEES.test(values.firstKg.trim()) ? undefined : "Rupees, e.g. 350.",
    extraKg: RUPEES.test(values.extraKg.trim()) ? undefined : "Rupees, e.g. 80.",
    daysMin: DAYS.test(values.daysMin.trim()) ? undefined : "Working days, e.g. 1.",
    daysMax: !DAYS.test(values.daysMax.trim())
      ? "Working days, e.g. 2."
      : Number(values.daysMax) < Number(values.daysMin)
        ? "Cannot be shorter than the shortest."
        : undefined,
  };
}

const formOf = (zone: DeliveryZone | null): ZoneForm =>
  zone
    ? {
        name: zone.name,
        firstKg: String(zone.firstKg),
        extraKg: String(zone.extraKg),
        daysMin: String(zone.daysMin),
        daysMax: String(zone.daysMax),
        districts: zone.districts.filter(isDistrict),
      }
    : { name: "", firstKg: "", extraKg: "", daysMin: "1", daysMax: "2", districts: [] };

/**
 * Add or edit a courier zone: its fees (first kg, each started kg after it), how long delivery takes, and the
 * districts it serves. A district ticked here leaves the zone it was in.
 */
export function ZoneDialog({
  editing,
  zones,
  onDone,
}: {
  editing: DeliveryZone | null;
  zones: readonly DeliveryZone[];
  onDone(saved: boolean): void;
}) {
  const form = useForm<ZoneForm>(formOf(editing), problemsOf);
  const saving = useSave();
  const { values } = form;
  const zoneOf = new Map(zones.flatMap((zone) => zone.districts.map((code) => [code, zone] as const)));

  const submit = async () => {
    const body = {
      name: values.name.trim(),
      firstKg: Number(values.firstKg),
      extraKg: Number(values.extraKg),
      daysMin: Number(values.daysMin),
      daysMax: Number(values.daysMax),
      districts: [...values.districts],
    };
    const api = consoleApi().delivery.zones;
    const saved = await saving.run(() =>
      call(editing ? api({ id: editing.zoneId }).put(body) : api.post(body), { quiet: true }),
    );
    if (!saved) return;
    notify(`Zone ${body.name} ${editing ? "saved" : "added"}.`);
    onDone(true);
  };

  const text = textFieldsOf(form, saving.fieldError, { required: true });
  const toggle = (code: DistrictCode, on: boolean) =>
    form.set("districts", on ? [...values.districts, code] : values.districts.filter((found) => found !== code));

  return (
    <FormDialog
      open
      title={editing ? "Edit Zone" : "Add Zone"}
      width={600}
      dirty={form.dirty}
      canSave={form.valid}
      saving={saving.saving}
      failure={saving.failure}
      conflictHint="Choose another name."
      onSave={submit}
      onClose={() => onDone(false)}
    >
      {text("name", "Name", { autoFocus: !editing, maxLength: 80, placeholder: "Colombo district" })}
      <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-4">
        {text("firstKg", "First kg (Rs.)", { inputMode: "decimal" })}
        {text("extraKg", "Extra kg (Rs.)", { inputMode: "decimal" })}
        {text("daysMin", "Days, from", { inputMode: "numeric" })}
        {text("daysMax", "Days, to", { inputMode: "numeric" })}
      </div>
      <fieldset>
        <legend className="font-medium text-sm">Districts</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {PROVINCES.map((province) => (
            <div key={province.name}>
              <p className="font-semibold text-muted text-xs uppercase">{province.name}</p>
              {province.districts.map(([code, name]) => {
                const current = zoneOf.get(code);
                const elsewhere = current && current.zoneId !== editing?.zoneId ? current.name : null;
                return (
                  <label key={code} className="flex min-h-9 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={values.districts.includes(code)}
                      onChange={(event) => toggle(code, event.target.checked)}
                      className="size-4 accent-brand-600"
                    />
                    {name}
                    {elsewhere && !values.districts.includes(code) ? (
                      <span className="text-muted text-xs">({elsewhere})</span>
                    ) : null}
                  </label>
                );
              })}
            </div>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
