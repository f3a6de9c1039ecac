import type { Branch } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { type DistrictCode, isDistrict, PROVINCES } from "../../shared/districts";
import { notify } from "../../shared/failures";
import { FIELD_CLASS } from "../../ui/field-style";
import { FormDialog, useSave } from "../components/form-dialog";
import { Field, textFieldsOf, useForm } from "../components/form-fields";
import { consoleApi } from "../session";

interface BranchForm {
  name: string;
  address: string;
  district: DistrictCode | "";
  phone: string;
  hours: string;
  pickup: boolean;
}

const problemsOf = (values: BranchForm): Partial<Record<keyof BranchForm, string>> => ({
  name: values.name.trim() ? undefined : "Name is required.",
  address: values.address.trim() ? undefined : "Address is required.",
  district: values.district ? undefined : "Choose the district.",
  phone: values.phone.trim() ? undefined : "Phone is required.",
  hours: values.hours.trim() ? undefined : "Opening hours are required.",
});

const formOf = (branch: Branch | null): BranchForm =>
  branch
    ? { ...branch, district: isDistrict(branch.district) ? branch.district : "" }
    : { name: "", address: "", district: "", phone: "", hours: "Mon–Sat 8.30 am – 6 pm", pickup: true };

/** Add or edit a branch: what the Stores page shows, and whether customers may collect orders there. */
export function BranchDialog({ editing, onDone }: { editing: Branch | null; onDone(saved: boolean): void }) {
  const form = useForm<BranchForm>(formOf(editing), problemsOf);
  const saving = useSave();
  const { values } = form;

  const submit = async () => {
    const { district } = values;
    if (!district) return; // the form's own check says "Choose the district." before it submits
    const body = {
      name: values.name.trim(),
      address: values.address.trim(),
      district,
      phone: values.phone.trim(),
      hours: values.hours.trim(),
      pickup: values.pickup,
    };
    const api = consoleApi().delivery.branches;
    const saved = await saving.run(() =>
      call(editing ? api({ id: editing.branchId }).put(body) : api.post(body), { quiet: true }),
    );
    if (!saved) return;
    notify(`Branch ${body.name} ${editing ? "saved" : "added"}.`);
    onDone(true);
  };

  const text = textFieldsOf(form, saving.fieldError, { required: true });

  return (
    <FormDialog
      open
      title={editing ? "Edit Branch" : "Add Branch"}
      width={550}
      dirty={form.dirty}
      canSave={form.valid}
      saving={saving.saving}
      failure={saving.failure}
      onSave={submit}
      onClose={() => onDone(false)}
    >
      {text("name", "Name", { autoFocus: !editing, maxLength: 80, placeholder: "Kandy" })}
      {text("address", "Address", { maxLength: 300, placeholder: "No. 18, Peradeniya Road, Kandy" })}
      <Field label="District" required error={form.problem("district") ?? saving.fieldError("district")}>
        {({ id, describedBy }) => (
          <select
            id={id}
            value={values.district}
            onChange={(event) => form.set("district", isDistrict(event.target.value) ? event.target.value : "")}
            onBlur={() => form.touch("district")}
            aria-describedby={describedBy}
            className={`h-10 ${FIELD_CLASS}`}
          >
            <option value="">Choose the district</option>
            {PROVINCES.map((province) => (
              <optgroup key={province.name} label={`${province.name} Province`}>
                {province.districts.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-x-3 sm:grid-cols-2">
        {text("phone", "Phone", { maxLength: 40, inputMode: "tel", placeholder: "+94 81 222 3344" })}
        {text("hours", "Opening hours", { maxLength: 120 })}
      </div>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.pickup}
          onChange={(event) => form.set("pickup", event.target.checked)}
          className="size-5 accent-brand-600"
        />
        Customers may collect orders here
      </label>
    </FormDialog>
  );
}
