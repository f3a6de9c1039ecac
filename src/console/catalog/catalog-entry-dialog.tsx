import { notify } from "../../shared/failures";
import { EntityPicker, type PickerOption } from "../components/entity-picker";
import { FormDialog, useSave } from "../components/form-dialog";
import { TextField, useForm } from "../components/form-fields";

export interface CatalogEntry {
  name: string;
  description: string;
  /** The brand of a category, the category of a sub-category; null for a brand. */
  parentId: number | null;
  /** The level's own text fields by the API's name (a brand's details), as `ownFields` lists them. */
  own?: Record<string, string>;
}

/** A text field of one level only (a brand's country of origin): the API's name, the label, the longest it may be. */
export interface OwnField {
  key: string;
  label: string;
  maxLength: number;
}

interface CatalogEntryDialogProps {
  /** "Brand", "Category", "Sub Category": the title is the mode followed by it. */
  noun: string;
  nameLabel: string;
  /** The picker of what it belongs to; none for a brand. */
  parent?: { label: string; options: readonly PickerOption[] };
  /** Edit mode: the entry as the list shows it; add mode: null. */
  editing: CatalogEntry | null;
  /** The API's names of the name and parent fields, to show its field errors beside them. */
  fields: { name: string; parent?: string };
  /** Add mode starts with this parent chosen (the list's filter). */
  parentId?: number | null;
  ownFields?: readonly OwnField[];
  /** Adds or updates on the server; throws the ApiError of a refusal. */
  save(entry: CatalogEntry): Promise<unknown>;
  onDone(saved: boolean): void;
}

/**
 * The brand, category and sub-category dialog (550 px): what it belongs to (focused first), its name and
 * description; Save is disabled until the name (and parent) are given, and Edit saves through the update endpoint.
 */
export function CatalogEntryDialog({
  noun,
  nameLabel,
  parent,
  editing,
  fields,
  parentId,
  ownFields = [],
  save,
  onDone,
}: CatalogEntryDialogProps) {
  const form = useForm<CatalogEntry>(
    editing ?? { name: "", description: "", parentId: parentId ?? null, own: {} },
    (values) => ({
      name: values.name.trim() ? undefined : `${nameLabel} is required.`,
      parentId: parent && values.parentId === null ? `Choose the ${parent.label.toLowerCase()}.` : undefined,
    }),
  );
  const saving = useSave();
  const { values } = form;
  const lowerNoun = noun.toLowerCase();
  // The picker is focused first unless what it belongs to is already known.
  const pickerFirst = parent !== undefined && form.values.parentId === null;

  const submit = async () => {
    const own = Object.fromEntries(ownFields.map(({ key }) => [key, values.own?.[key]?.trim() ?? ""]));
    const entry = { ...values, name: values.name.trim(), description: values.description.trim(), own };
    if (!(await saving.run(() => save(entry)))) return;
    notify(`${noun} "${entry.name}" ${editing ? "saved" : "added"}.`);
    onDone(true);
  };

  return (
    <FormDialog
      open
      title={`${editing ? "Edit" : "Add"} ${noun}`}
      width={550}
      dirty={form.dirty}
      canSave={form.valid}
      saving={saving.saving}
      failure={saving.failure}
      conflictHint={`Choose another name for the ${lowerNoun}.`}
      onSave={submit}
      onClose={() => onDone(false)}
    >
      {parent ? (
        <div className="mb-3">
          <EntityPicker
            label={parent.label}
            options={parent.options}
            value={values.parentId}
            onChange={(id) => form.set("parentId", id)}
            onBlur={() => form.touch("parentId")}
            required
            autoFocus={pickerFirst}
            error={form.problem("parentId") ?? saving.fieldError(fields.parent ?? "")}
          />
        </div>
      ) : null}
      <TextField
        label={nameLabel}
        required
        autoFocus={!pickerFirst}
        maxLength={120}
        value={values.name}
        onChange={(value) => form.set("name", value)}
        onBlur={() => form.touch("name")}
        error={form.problem("name") ?? saving.fieldError(fields.name)}
      />
      {ownFields.map(({ key, label, maxLength }) => (
        <TextField
          key={key}
          label={label}
          maxLength={maxLength}
          value={values.own?.[key] ?? ""}
          onChange={(value) => form.set("own", { ...values.own, [key]: value })}
          error={saving.fieldError(key)}
        />
      ))}
      <TextField
        label="Description"
        multiline
        maxLength={2000}
        value={values.description}
        onChange={(value) => form.set("description", value)}
        error={saving.fieldError("description")}
      />
    </FormDialog>
  );
}
