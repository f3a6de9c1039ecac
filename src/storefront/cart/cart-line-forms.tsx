import { type FormEvent, useEffect, useState } from "react";
import type { CartLine } from "../../server/api-types";
import { CART_FORMS } from "../../shared/cart-forms";
import { CART_PATH } from "../../shared/return-to";
import { useHydrated } from "../../ui/use-hydrated";
import { useLocalePath, useT } from "../i18n/intl";
import { removeLine, setQuantity } from "./cart-store";

const stepClass =
  "flex size-10 items-center justify-center text-lg font-semibold hover:bg-surface disabled:cursor-not-allowed disabled:text-gray-400";

/**
 * A line's quantity as a real form: − and + post the quantity they lead to, the field posts what was typed (Enter or
 * Update). Without JavaScript the server changes the cart and shows the cart again; with it, the cart API does.
 * Never below 1 nor above the stock on hand.
 */
export function LineQuantityForm({ line }: { line: CartLine }) {
  const t = useT();
  const href = useLocalePath();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(String(line.quantity));
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  const max = Math.max(line.stock, 1);
  const label = t("product.quantityOf", { title: line.productName });

  const change = async (quantity: number) => {
    const next = Math.min(Math.max(Math.floor(quantity) || 1, 1), max);
    setDraft(String(next));
    if (next === line.quantity || busy) return;
    setBusy(true);
    await setQuantity(line.productId, next);
    setBusy(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void change(Number(submitter?.name === "set" ? submitter.value : draft));
  };

  return (
    <form method="post" action={CART_FORMS.update} onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="productId" value={line.productId} />
      <input type="hidden" name="returnTo" value={href(CART_PATH)} />
      {/* First in the form, so Enter in the field updates to what was typed; drawn last, and only without script. */}
      <button
        type="submit"
        className={`order-last min-h-10 rounded-md border border-line px-3 font-medium text-sm hover:bg-surface ${hydrated ? "hidden" : ""}`}
      >
        {t("cart.update")}
      </button>
      <div className="inline-flex items-center overflow-hidden rounded-md border border-gray-400 bg-white">
        <button
          type="submit"
          name="set"
          value={line.quantity - 1}
          disabled={line.quantity <= 1 || busy}
          aria-label={t("stepper.less", { label })}
          className={stepClass}
        >
          −
        </button>
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => void change(Number(draft))}
          aria-label={label}
          className="h-10 w-14 border-gray-400 border-x text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="submit"
          name="set"
          value={line.quantity + 1}
          disabled={line.quantity >= line.stock || busy}
          aria-label={t("stepper.more", { label })}
          className={stepClass}
        >
          +
        </button>
      </div>
    </form>
  );
}

export function RemoveLineForm({ line }: { line: CartLine }) {
  const t = useT();
  const href = useLocalePath();
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      action={CART_FORMS.remove}
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        await removeLine(line.productId);
        setBusy(false);
      }}
    >
      <input type="hidden" name="productId" value={line.productId} />
      <input type="hidden" name="returnTo" value={href(CART_PATH)} />
      <button
        type="submit"
        aria-label={t("cart.removeLabel", { name: line.productName })}
        className="min-h-10 rounded-md px-3 font-medium text-brand-700 text-sm hover:bg-brand-50"
      >
        {t("cart.remove")}
      </button>
    </form>
  );
}
