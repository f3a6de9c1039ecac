import type { FieldChange } from "../../shared/security-events";

const shown = (value: FieldChange["before"]) =>
  value === null
    ? "—"
    : typeof value === "boolean"
      ? value
        ? "yes"
        : "no"
      : typeof value === "number"
        ? value.toLocaleString("en-US")
        : value;

/** A staff change's fields, before → after. */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="mt-0.5 text-xs">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="text-muted">{change.field}:</span>{" "}
          {change.before === null ? null : (
            <>
              <del className="text-muted">{shown(change.before)}</del> →{" "}
            </>
          )}
          <ins className="no-underline">{shown(change.after)}</ins>
        </li>
      ))}
    </ul>
  );
}
