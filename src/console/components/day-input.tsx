import { useId, useState } from "react";
import { FIELD_CLASS } from "../../ui/field-style";

/** `2026-11-23` as Sri Lankans write it: 23/11/2026. */
export const dayAsTyped = (day: string | null) => (day ? day.split("-").reverse().join("/") : "");

/** What staff typed (23/11/2026, 23-11-2026, 23.11.26) as a day `YYYY-MM-DD`; null when it is not a real day. */
export function typedDay(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  const date = new Date(Date.UTC(year, Number(m) - 1, Number(d)));
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(m) - 1) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A day typed the Sri Lankan way, dd/mm/yyyy (a date input shows the browser's own order, often mm/dd/yyyy). Sent
 * when complete and real, or when emptied; anything else says what is wrong and sends nothing.
 */
export function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange(day: string | null): void;
}) {
  const id = useId();
  const problemId = useId();
  const [text, setText] = useState(dayAsTyped(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed (Clear filters, Today, Back): show its day.
    setShown(value);
    setText(dayAsTyped(value));
    setProblem(null);
  }
  const send = () => {
    const typed = text.trim();
    const day = typedDay(typed);
    setProblem(typed && !day ? "Write a real day as dd/mm/yyyy, like 23/11/2026." : null);
    if (!typed) {
      if (value !== null) onChange(null);
    } else if (day && day !== value) onChange(day);
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        value={text}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onBlur={send}
        onKeyDown={(event) => {
          if (event.key === "Enter") send();
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        className={`mt-1 h-10 ${FIELD_CLASS}`}
      />
      {problem ? (
        <p id={problemId} className="mt-1 text-brand-800 text-xs">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
