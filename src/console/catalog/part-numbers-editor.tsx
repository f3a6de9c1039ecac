import { PART_NUMBER_KIND_LABELS, PART_NUMBER_KINDS, type PartNumberKind } from "../../shared/part-numbers";
import { FIELD_CLASS } from "../../ui/field-style";

/** One row as typed; `key` keeps React's rows apart while numbers are edited. */
export interface PartNumberRow {
  key: string;
  kind: PartNumberKind;
  brand: string;
  number: string;
}

const fieldClass = `h-10 ${FIELD_CLASS}`;
let nextKey = 0;
export const partNumberRow = (row: Omit<PartNumberRow, "key">): PartNumberRow => ({ ...row, key: `n${nextKey++}` });

/**
 * The other numbers a part is known by (OEM, equivalents, numbers it replaces), each with whose number it is:
 * what customers type from the old part's box. The product's own code is not repeated here.
 */
export function PartNumbersEditor({
  rows,
  onChange,
  error,
}: {
  rows: readonly PartNumberRow[];
  onChange: (rows: PartNumberRow[]) => void;
  error?: string;
}) {
  const change = (key: string, changes: Partial<PartNumberRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  return (
    <fieldset className="mb-3">
      <legend className="font-medium text-sm">Other part numbers</legend>
      <p className="mt-0.5 text-muted text-xs">
        OEM and equivalent numbers customers may type from the old part's box; search ignores spaces, dashes and dots.
      </p>
      {rows.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {rows.map((row, index) => (
            <li key={row.key} className="grid grid-cols-[9.5rem_1fr_auto] gap-2 sm:grid-cols-[9.5rem_8rem_1fr_auto]">
              <select
                aria-label={`Kind of number ${index + 1}`}
                value={row.kind}
                onChange={(event) => change(row.key, { kind: event.target.value as PartNumberKind })}
                className={fieldClass}
              >
                {PART_NUMBER_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {PART_NUMBER_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
              <input
                aria-label={`Brand of number ${index + 1}`}
                placeholder="Brand (Toyota, Bosch)"
                maxLength={60}
                value={row.brand}
                onChange={(event) => change(row.key, { brand: event.target.value })}
                className={fieldClass}
              />
              <input
                aria-label={`Number ${index + 1}`}
                placeholder="04465-52260"
                maxLength={40}
                value={row.number}
                onChange={(event) => change(row.key, { number: event.target.value })}
                className={`${fieldClass} order-last col-span-2 font-mono sm:order-none sm:col-span-1`}
              />
              <button
                type="button"
                aria-label={`Remove number ${index + 1}`}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                className="flex size-10 items-center justify-center rounded-md text-muted text-xl hover:bg-surface hover:text-ink"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="mt-1 text-brand-700 text-xs">{error}</p> : null}
      <button
        type="button"
        onClick={() => onChange([...rows, partNumberRow({ kind: "equivalent", brand: "", number: "" })])}
        className="mt-2 min-h-10 rounded-md border border-line px-3 font-medium text-sm hover:border-brand-600 hover:text-brand-700"
      >
        Add a number
      </button>
    </fieldset>
  );
}
