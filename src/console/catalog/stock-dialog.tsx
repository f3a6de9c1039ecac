import { useState } from "react";
import type { Product, Vehicle } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { notify } from "../../shared/failures";
import { FormDialog, LoadingDialog, useSave } from "../components/form-dialog";
import { TextField, useForm } from "../components/form-fields";
import { ItemActivity } from "../components/item-activity";
import { consoleApi } from "../session";
import { FitmentSection } from "./fitment-section";
import { useProductToEdit } from "./use-product-to-edit";

interface StockValues {
  qty: string;
  reorderLevel: string;
}

const wholeNumber = (text: string) => /^\d{1,7}$/.test(text.trim()) && Number(text) <= 1_000_000;

const stockProblems = (values: StockValues) => ({
  qty: wholeNumber(values.qty) ? undefined : "Enter how many are on the shelf: a whole number from 0 to 1,000,000.",
  reorderLevel:
    values.reorderLevel.trim() === "" || wholeNumber(values.reorderLevel)
      ? undefined
      : "A whole number from 0 to 1,000,000, or leave it empty for the shop's level.",
});

/**
 * What staff may change of a product (shared/permissions.ts: products.stock, fitment.edit): the count on the shelf,
 * the level at which it is low, and the cars it fits. Each is saved only when changed, and recorded.
 */
export function StockDialog({
  productId,
  defaultLevel,
  onDone,
}: {
  productId: number;
  /** The shop's reorder level, used while the product has none of its own. */
  defaultLevel: number;
  onDone(saved: boolean): void;
}) {
  const loaded = useProductToEdit(productId, () => onDone(false));

  if (!loaded) {
    return <LoadingDialog title="Stock and fitment" width={550} onClose={() => onDone(false)} />;
  }
  return <StockForm {...loaded} defaultLevel={defaultLevel} onDone={onDone} />;
}

function StockForm({
  product,
  fits,
  defaultLevel,
  onDone,
}: {
  product: Product;
  fits: Vehicle[];
  defaultLevel: number;
  onDone(saved: boolean): void;
}) {
  const form = useForm<StockValues>(
    { qty: String(product.qty), reorderLevel: product.reorderLevel === null ? "" : String(product.reorderLevel) },
    stockProblems,
  );
  const [vehicles, setVehicles] = useState<Vehicle[]>(fits);
  const idsOf = (list: readonly Vehicle[]) => list.map((vehicle) => vehicle.vehicleId).join();
  const fitmentChanged = idsOf(vehicles) !== idsOf(fits);
  const save = useSave();
  const { values } = form;

  const submit = async () => {
    const api = consoleApi();
    const id = product.productId;
    const qty = Number(values.qty);
    const reorderLevel = values.reorderLevel.trim() === "" ? null : Number(values.reorderLevel);
    const done = await save.run(async () => {
      if (qty !== product.qty) await call(api.products["change-existing-qty"]({ id })({ qty }).put(), { quiet: true });
      if (reorderLevel !== product.reorderLevel)
        await call(api.products["set-reorder-level"]({ id }).put({ reorderLevel }), { quiet: true });
      if (fitmentChanged) {
        const vehicleIds = vehicles.map((vehicle) => vehicle.vehicleId);
        await call(api.vehicles["set-product-fitments"]({ id }).put({ vehicleIds }), { quiet: true });
      }
    });
    if (!done) return;
    notify(`"${product.productName}" saved.`);
    onDone(true);
  };

  return (
    <FormDialog
      open
      title={`Stock and fitment: ${product.productName}`}
      width={550}
      dirty={form.dirty || fitmentChanged}
      canSave={form.valid}
      saving={save.saving}
      failure={save.failure}
      onSave={() => void submit()}
      onClose={() => onDone(false)}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="In stock"
          inputMode="numeric"
          value={values.qty}
          onChange={(value) => form.set("qty", value)}
          onBlur={() => form.touch("qty")}
          error={form.problem("qty") ?? save.fieldError("qty")}
          required
        />
        <TextField
          label="Reorder level"
          inputMode="numeric"
          value={values.reorderLevel}
          onChange={(value) => form.set("reorderLevel", value)}
          onBlur={() => form.touch("reorderLevel")}
          error={form.problem("reorderLevel") ?? save.fieldError("reorderLevel")}
          hint={`Low at or below this. Empty: the shop's level (${defaultLevel}).`}
        />
      </div>
      <FitmentSection vehicles={vehicles} onChange={setVehicles} productId={product.productId} />
      <ItemActivity item={`product:${product.productId}`} />
    </FormDialog>
  );
}
