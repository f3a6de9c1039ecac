import { useEffect, useState } from "react";
import { useT } from "../i18n/intl";

const buttonClass =
  "flex size-10 items-center justify-center text-lg font-semibold hover:bg-surface disabled:cursor-not-allowed disabled:text-gray-400";

/** Minus, a number field (1 or more) and plus, capped at `max`. A field left blank or at 0 goes back to 1. */
export function QuantityStepper({
  value,
  max,
  label,
  onChange,
  name,
}: {
  value: number;
  max: number;
  /** The field's name when it is posted with a form (the page works without JavaScript). */
  name?: string;
  /** What the quantity is of, for screen readers: "Quantity of Brake pads". */
  label: string;
  onChange: (quantity: number) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = (text: string) => {
    const number = Math.floor(Number(text));
    const quantity = Number.isFinite(number) ? Math.min(Math.max(number, 1), Math.max(max, 1)) : value;
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };
  return (
    <div className="inline-flex items-center overflow-hidden rounded-md border border-gray-400 bg-white">
      <button
        type="button"
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={t("stepper.less", { label })}
        className={buttonClass}
      >
        −
      </button>
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={1}
        max={Math.max(max, 1)}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(event.currentTarget.value);
        }}
        aria-label={label}
        className="h-10 w-14 border-gray-400 border-x text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={t("stepper.more", { label })}
        className={buttonClass}
      >
        +
      </button>
    </div>
  );
}
