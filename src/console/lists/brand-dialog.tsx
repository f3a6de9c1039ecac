import type { Brand } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { notify } from "../../shared/failures";
import { FormDialog, useSave } from "../components/form-dialog";
import { TextField, useForm } from "../components/form-fields";
import { consoleApi } from "../session";

/** Spec "Brand dialog" (550 px): 'Add Brand' or 'Edit Brand', Brand Name and Description; Edit saves the brand. */
export function BrandDialog({ brand, onDone }: { brand: Brand | null; onDone(saved: boolean): void }) {
  const form = useForm({ name: brand?.name ?? "", description: brand?.description ?? "" }, (values) => ({
    name: values.name.trim() ? undefined : "Brand name is required.",
  }));
  const save = useSave();
  const { values } = form;

  const submit = async () => {
    const body = { name: values.name.trim(), description: values.description.trim() };
    const api = consoleApi().brands;
    const saved = await save.run(() =>
      call(brand ? api["update-brand"]({ id: brand.brandId }).put(body) : api["add-brand"].post(body), { quiet: true }),
    );
    if (!saved) return;
    notify(brand ? `Brand "${body.name}" saved.` : `Brand "${body.name}" added.`);
    onDone(true);
  };

  return (
    <FormDialog
      open
      title={brand ? "Edit Brand" : "Add Brand"}
      width={550}
      dirty={form.dirty}
      canSave={form.valid}
      saving={save.saving}
      failure={save.failure}
      conflictHint="Choose another name."
      onSave={submit}
      onClose={() => onDone(false)}
    >
      <TextField
        label="Brand Name"
        required
        autoFocus
        maxLength={120}
        value={values.name}
        onChange={(value) => form.set("name", value)}
        onBlur={() => form.touch("name")}
        error={form.problem("name") ?? save.fieldError("name")}
      />
      <TextField
        label="Description"
        multiline
        maxLength={2000}
        value={values.description}
        onChange={(value) => form.set("description", value)}
        error={save.fieldError("description")}
      />
    </FormDialog>
  );
}
