import { notify } from "../../shared/failures";
import { SECONDARY_BUTTON } from "../components/list-frame";

/** Ten recovery codes, shown once, to copy or save as a text file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `${codes.join("\n")}\n`;
  return (
    <>
      <ul
        aria-label="Recovery codes"
        className="mt-4 grid grid-cols-2 gap-2 rounded-md bg-surface p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={async () => {
            await navigator.clipboard?.writeText(text);
            notify("Recovery codes copied.");
          }}
        >
          Copy
        </button>
        <a
          className={SECONDARY_BUTTON}
          download="recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        >
          Save as a file
        </a>
      </div>
    </>
  );
}
