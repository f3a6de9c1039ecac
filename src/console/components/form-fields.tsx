import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { FIELD_CLASS } from "../../ui/field-style";

type Problems<V> = Partial<Record<keyof V, string>>;

/**
 * A dialog form's values, what is wrong with them, and whether anything changed. A problem shows under its field
 * once the field was left (or a save was tried), not while the staff member is still typing the first letters.
 */
export function useForm<V extends object>(initial: V, validate: (values: V) => Problems<V>) {
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(new Set());
  const problems = validate(values);
  return {
    values,
    set: <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value })),
    touch: (key: keyof V) => setTouched((current) => new Set(current).add(key)),
    problem: (key: keyof V) => (touched.has(key) ? problems[key] : undefined),
    valid: Object.values(problems).every((problem) => !problem),
    dirty: (Object.keys(start) as (keyof V)[]).some((key) => !Object.is(start[key], values[key])),
  };
}

/** The star after a required field's label (screen readers hear "required" from the control itself). */
export const RequiredMark = () => (
  <span aria-hidden="true" className="text-brand-700">
    {" "}
    *
  </span>
);

/** A field's label, its control and the line under it that says what is wrong. */
export function Field({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const noteId = useId();
  const note = error ?? hint;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="block font-medium text-sm">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="mt-1">{children({ id, describedBy: note ? noteId : undefined })}</div>
      {note ? (
        <p id={noteId} className={`mt-1 text-xs ${error ? "text-brand-700" : "text-muted"}`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled checkbox with what it means now under it ("Shown in the shop"). */
export function CheckboxField({
  label,
  text,
  hint,
  checked,
  onChange,
}: {
  label: string;
  /** Beside the box: what ticking it says ("Active"). */
  text: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <label className="flex h-10 items-center gap-2">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.checked)}
            className="size-5 accent-brand-600"
          />
          {text}
        </label>
      )}
    </Field>
  );
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  multiline?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">;

/** A labelled text input (or multi-line text) with its problem under it. */
export function TextField({ label, value, onChange, error, hint, multiline, required, ...rest }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) =>
        multiline ? (
          <textarea
            id={id}
            value={value}
            required={required}
            maxLength={rest.maxLength}
            onBlur={rest.onBlur as never}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            rows={3}
            className={`py-2 ${FIELD_CLASS}`}
          />
        ) : (
          <input
            {...rest}
            id={id}
            value={value}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            className={`h-10 ${FIELD_CLASS}`}
          />
        )
      }
    </Field>
  );
}

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A dialog's text fields bound to its form: the value, typing, leaving the field, and the problem to show (the
 * form's own check, else what the server said about that field). `defaults` apply to every field (required …).
 */
export function textFieldsOf<V extends object>(
  form: ReturnType<typeof useForm<V>>,
  fieldError: (field: string) => string | undefined,
  defaults: Record<string, unknown> = {},
) {
  return (key: TextKeys<V>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form.values[key] as string}
      onChange={(value) => form.set(key, value as V[TextKeys<V>])}
      onBlur={() => form.touch(key)}
      error={form.problem(key) ?? fieldError(key)}
      {...defaults}
      {...extra}
    />
  );
}
