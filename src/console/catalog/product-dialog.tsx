import { useState } from "react";
import type { Product, Vehicle } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { notify } from "../../shared/failures";
import { PART_CONDITION_LABELS, PART_CONDITIONS, type PartCondition } from "../../shared/part-condition";
import { FIELD_CLASS } from "../../ui/field-style";
import { EntityPicker, type PickerOption } from "../components/entity-picker";
import { FormDialog, LoadingDialog, useSave } from "../components/form-dialog";
import { CheckboxField, Field, TextField, useForm } from "../components/form-fields";
import { ItemActivity } from "../components/item-activity";
import { consoleApi, sendProduct } from "../session";
import { FitmentSection } from "./fitment-section";
import type { ImageItem } from "./image-list";
import { orderAfterUpload } from "./image-list";
import { ImagePicker } from "./image-picker";
import { PartNumbersEditor } from "./part-numbers-editor";
import { fieldsOf, productForm, productProblems } from "./product-fields";
import { useProductToEdit } from "./use-product-to-edit";

interface ProductDialogProps {
  /** The product to edit (loaded afresh from the API), or null to add one. */
  productId: number | null;
  subCategories: readonly PickerOption[];
  /** Add mode starts in this sub-category (the list's filter). */
  subCategoryId: number | null;
  onDone(saved: boolean): void;
}

/** Spec "Product dialog" (600 px): 'Add Product', or 'Edit Product' holding the product as the API has it now. */
export function ProductDialog({ productId, subCategories, subCategoryId, onDone }: ProductDialogProps) {
  const loaded = useProductToEdit(productId, () => onDone(false));
  const product = loaded?.product ?? null;
  const fits = loaded?.fits ?? [];

  if (productId !== null && !product) {
    return <LoadingDialog title="Edit Product" width={600} onClose={() => onDone(false)} />;
  }
  return (
    <ProductForm
      product={product}
      fits={fits}
      subCategories={subCategories}
      subCategoryId={subCategoryId}
      onDone={onDone}
    />
  );
}

function ProductForm({
  product,
  fits,
  subCategories,
  subCategoryId,
  onDone,
}: Omit<ProductDialogProps, "productId"> & { product: Product | null; fits: Vehicle[] }) {
  const form = useForm(fieldsOf(product, subCategoryId), productProblems);
  const savedUrls = product?.images ?? [];
  const [images, setImages] = useState<ImageItem[]>(() => savedUrls.map((url) => ({ key: url, url })));
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSave();
  const { values } = form;
  const imagesChanged = images.map((item) => item.url).join() !== savedUrls.join();
  const [vehicles, setVehicles] = useState<Vehicle[]>(fits);
  const idsOf = (list: readonly Vehicle[]) => list.map((vehicle) => vehicle.vehicleId).join();
  const fitmentChanged = idsOf(vehicles) !== idsOf(fits);
  const problem = (field: keyof typeof values) => form.problem(field) ?? save.fieldError(field);

  const submit = async () => {
    const hasFiles = images.some((item) => item.file);
    setProgress(hasFiles ? 0 : null);
    const done = await save.run(async () => {
      const body = productForm(values, { images, savedUrls: product ? savedUrls : undefined });
      const saved = await sendProduct(product?.productId ?? null, body, {
        onProgress: (fraction) => hasFiles && setProgress(fraction),
        quiet: true,
      });
      const imageOrder = orderAfterUpload(images, saved.images);
      if (imageOrder) await sendProduct(saved.productId, productForm(values, { imageOrder }), { quiet: true });
      if (fitmentChanged) {
        const vehicleIds = vehicles.map((vehicle) => vehicle.vehicleId);
        await call(consoleApi().vehicles["set-product-fitments"]({ id: saved.productId }).put({ vehicleIds }), {
          quiet: true,
        });
      }
    });
    setProgress(null);
    if (!done) return;
    notify(`Product "${values.productName.trim()}" ${product ? "saved" : "added"}.`);
    onDone(true);
  };

  const text = (
    field: "productName" | "code" | "productDisplayName" | "shortDescription",
    label: string,
    max: number,
  ) => (
    <TextField
      label={label}
      required={field === "productName"}
      maxLength={max}
      value={values[field]}
      onChange={(value) => form.set(field, value)}
      onBlur={() => form.touch(field)}
      error={problem(field)}
    />
  );
  const number = (field: "price" | "discountPrice" | "qty" | "weightKg", label: string, hint?: string) => (
    <TextField
      label={label}
      required={field !== "discountPrice"}
      type="number"
      inputMode={field === "qty" ? "numeric" : "decimal"}
      min={0}
      step={field === "qty" ? 1 : field === "weightKg" ? 0.001 : 0.01}
      hint={hint}
      value={values[field]}
      onChange={(value) => form.set(field, value)}
      onBlur={() => form.touch(field)}
      error={problem(field)}
    />
  );

  return (
    <FormDialog
      open
      title={product ? "Edit Product" : "Add Product"}
      width={600}
      dirty={form.dirty || imagesChanged || fitmentChanged}
      canSave={form.valid}
      saving={save.saving}
      failure={save.failure}
      conflictHint="Give this product another part code."
      onSave={submit}
      onClose={() => onDone(false)}
    >
      <div className="mb-3">
        <EntityPicker
          label="Sub Category"
          options={subCategories}
          value={values.subCategoryId}
          onChange={(id) => form.set("subCategoryId", id)}
          onBlur={() => form.touch("subCategoryId")}
          required
          autoFocus={!product}
          error={problem("subCategoryId")}
        />
      </div>
      {text("productName", "Product Name", 200)}
      <div className="grid gap-x-3 sm:grid-cols-2">
        {text("code", "Code", 60)}
        {text("productDisplayName", "Product Display Name", 200)}
      </div>
      {text("shortDescription", "Short Description", 500)}
      <TextField
        label="Description"
        multiline
        maxLength={10_000}
        value={values.description}
        onChange={(value) => form.set("description", value)}
        error={save.fieldError("description")}
      />
      <div className="grid gap-x-3 sm:grid-cols-3">
        {number("price", "Price (Rs.)")}
        {number("discountPrice", "Discount Price (Rs.)", "Leave empty for none")}
        {number("qty", "Quantity")}
      </div>
      <div className="grid items-start gap-x-3 sm:grid-cols-2">
        <TextField
          label="Manufacture Date"
          type="date"
          value={values.mfd}
          onChange={(value) => form.set("mfd", value)}
          error={save.fieldError("mfd")}
        />
        <CheckboxField
          label="Status"
          text="Active"
          hint={values.isActive ? "Shown in the shop" : "Hidden from the shop"}
          checked={values.isActive}
          onChange={(checked) => form.set("isActive", checked)}
        />
      </div>
      <div className="grid items-start gap-x-3 sm:grid-cols-2">
        {number("weightKg", "Weight (kg)", "One unit as packed: delivery fees are by weight")}
        <CheckboxField
          label="Bulky"
          text="Too big for an ordinary courier"
          hint={values.bulky ? "Pickup, or courier at a fee agreed by phone" : "Goes by ordinary courier"}
          checked={values.bulky}
          onChange={(checked) => form.set("bulky", checked)}
        />
      </div>
      <div className="grid items-start gap-x-3 sm:grid-cols-2">
        <Field label="Condition" required>
          {({ id, describedBy }) => (
            <select
              id={id}
              value={values.condition}
              onChange={(event) => form.set("condition", event.target.value as PartCondition)}
              aria-describedby={describedBy}
              className={`h-10 ${FIELD_CLASS}`}
            >
              {PART_CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {PART_CONDITION_LABELS[condition]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Warranty (days)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="365 for a year; leave empty for none"
          value={values.warrantyDays}
          onChange={(value) => form.set("warrantyDays", value)}
          onBlur={() => form.touch("warrantyDays")}
          error={problem("warrantyDays")}
        />
      </div>
      <PartNumbersEditor
        rows={values.partNumbers}
        onChange={(rows) => {
          form.set("partNumbers", rows);
          form.touch("partNumbers");
        }}
        error={form.problem("partNumbers") ?? save.fieldError("partNumbers")}
      />
      <FitmentSection vehicles={vehicles} onChange={setVehicles} productId={product?.productId ?? null} />
      <ImagePicker items={images} onChange={setImages} progress={progress} error={save.fieldError("images")} />
      {product ? <ItemActivity item={`product:${product.productId}`} /> : null}
    </FormDialog>
  );
}
