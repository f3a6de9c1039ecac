import { type FormEvent, useId, useState } from "react";
import type { CatalogImport } from "../../../server/api-types";
import { ApiError } from "../../../shared/api-client";
import { PRIMARY_BUTTON } from "../../components/list-frame";
import { uploadImport } from "../../session";

const CARD = "rounded-xl border border-line bg-white p-4 shadow-sm";
const FILE_INPUT =
  "mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:font-medium";

/** Step 1: the CSV and, beside it, a ZIP of the images its rows name. Nothing is written yet. */
export function UploadStep({ onUploaded }: { onUploaded(job: CatalogImport): void }) {
  const csvId = useId();
  const zipId = useId();
  const errorId = useId();
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!csv) return setProblem("Choose the CSV file to import.");
    const form = new FormData();
    form.set("file", csv);
    if (zip) form.set("images", zip);
    setProblem("");
    setSent(0);
    try {
      onUploaded(await uploadImport(form, setSent));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSent(null);
    }
  };

  return (
    <form
      onSubmit={submit}
      className={`${CARD} mt-4 grid max-w-2xl gap-4`}
      aria-describedby={problem ? errorId : undefined}
    >
      <div>
        <h2 className="font-bold text-lg">1. Choose your file</h2>
        <p className="mt-1 text-muted text-sm">
          A spreadsheet saved as CSV (in Excel: Save As → CSV UTF-8), one product per row, the first row naming the
          columns. Rows with a part code the shop has update that product; the others are added. Nothing changes until
          you have seen what the file will do.
        </p>
      </div>
      <div>
        <label htmlFor={csvId} className="block font-medium text-sm">
          CSV file
        </label>
        <input
          id={csvId}
          type="file"
          accept=".csv,text/csv"
          required
          onChange={(event) => setCsv(event.target.files?.[0] ?? null)}
          className={FILE_INPUT}
        />
      </div>
      <div>
        <label htmlFor={zipId} className="block font-medium text-sm">
          Images (optional ZIP)
        </label>
        <input
          id={zipId}
          type="file"
          accept=".zip,application/zip"
          onChange={(event) => setZip(event.target.files?.[0] ?? null)}
          className={FILE_INPUT}
        />
        <p className="mt-1 text-muted text-sm">
          The pictures your Images column names (bp-1234.jpg; bp-1234-side.jpg), in one ZIP.
        </p>
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="rounded-md bg-red-50 p-3 text-red-800 text-sm">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={PRIMARY_BUTTON} disabled={sent !== null}>
          {sent === null ? "Read the file" : `Sending… ${Math.round(sent * 100)}%`}
        </button>
        <a href="/api/v1/products/export.csv" className="text-brand-700 text-sm underline" download>
          Download the catalog as CSV (a ready-made template)
        </a>
      </div>
    </form>
  );
}
