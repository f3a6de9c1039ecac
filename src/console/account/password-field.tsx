import { useId, useState } from "react";
import { FIELD_CLASS } from "../../ui/field-style";

interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
  minLength?: number;
  hint?: string;
}

/** A password input with a show/hide toggle (the toggle never submits the form). */
export function PasswordField({ label, name, autoComplete, minLength, hint }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const hintId = useId();
  return (
    <>
      <label htmlFor={id} className="mt-4 block font-medium text-sm">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          required
          minLength={minLength}
          maxLength={1024}
          autoComplete={autoComplete}
          aria-describedby={hint ? hintId : undefined}
          className={`h-11 pr-16 ${FIELD_CLASS}`}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
          aria-label={shown ? "Hide password" : "Show password"}
          className="absolute inset-y-1 right-1 rounded px-3 font-medium text-muted text-sm hover:bg-surface hover:text-ink"
        >
          {shown ? "Hide" : "Show"}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-muted text-xs">
          {hint}
        </p>
      ) : null}
    </>
  );
}
