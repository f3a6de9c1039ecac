import { useId } from "react";
import type { CatalogImport } from "../../../server/api-types";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../../components/list-frame";

const CARD = "rounded-xl border border-line bg-white p-4 shadow-sm";
const count = (n: number) => n.toLocaleString("en");

/** About how long is left, in words: "about 40 s", "about 3 min". */
const timeLeft = (seconds: number) =>
  seconds < 90 ? `about ${Math.max(1, seconds)} s left` : `about ${Math.round(seconds / 60)} min left`;

/** New, updated, unchanged and refused, as four figures. */
function Figures({ job, planned }: { job: CatalogImport; planned: boolean }) {
  const figures = [
    [planned ? "to add" : "added", job.added, "text-green-800"],
    [planned ? "to update" : "updated", job.updated, "text-steel"],
    ["unchanged", job.unchanged, "text-muted"],
    ["refused", job.refused, job.refused ? "text-brand-700" : "text-muted"],
  ] as const;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value, tone]) => (
        <div key={label} className="rounded-lg border border-line p-3">
          <dt className="text-muted text-sm">{label}</dt>
          <dd className={`font-bold text-2xl ${tone}`}>{count(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The refused rows by row number, with a download of all of them to fix and import again. */
function RefusedRows({ job, download }: { job: CatalogImport; download: boolean }) {
  const headingId = useId();
  if (job.refused === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          Refused rows ({count(job.refused)})
        </h3>
        {download ? (
          <a
            href={`/api/v1/products/imports/${job.importId}/refused.csv`}
            download
            className="font-medium text-brand-700 text-sm underline"
          >
            Download the refused rows (CSV) to fix and import again
          </a>
        ) : null}
      </div>
      <div className="mt-2 max-h-80 overflow-y-auto rounded-lg border border-line">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-surface">
            <tr className="text-left">
              <th scope="col" className="w-16 px-3 py-2">
                Row
              </th>
              <th scope="col" className="px-3 py-2">
                Why
              </th>
            </tr>
          </thead>
          <tbody>
            {job.refusedRows.map((row) => (
              <tr key={row.line} className="border-line border-t">
                <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                <td className="px-3 py-1.5">{row.problem}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {job.refused > job.refusedRows.length ? (
        <p className="mt-1 text-muted text-sm">
          The first {count(job.refusedRows.length)} are listed; the download has them all.
        </p>
      ) : null}
    </section>
  );
}

/** Step 3: the dry run's preview. Nothing has been written. */
export function PreviewStep({
  job,
  busy,
  onStart,
  onBack,
  onCancel,
}: {
  job: CatalogImport;
  busy: boolean;
  onStart(): void;
  onBack(): void;
  onCancel(): void;
}) {
  const writes = job.added + job.updated;
  return (
    <section aria-label="What the import will do" className={`${CARD} mt-4`}>
      <h2 className="font-bold text-lg">3. Check what will happen</h2>
      <p className="mt-1 text-muted text-sm">
        {job.fileName}: {count(job.totalRows)} rows. Nothing has been changed yet.
        {job.refused ? " Refused rows are skipped; fix them in your file and import them again later." : ""}
      </p>
      <Figures job={job} planned />
      <RefusedRows job={job} download={false} />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={PRIMARY_BUTTON} onClick={onStart} disabled={busy || writes === 0}>
          {writes === 0 ? "Nothing to import" : `Import ${count(writes)} product${writes === 1 ? "" : "s"}`}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onBack} disabled={busy}>
          Change the columns
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </section>
  );
}

/** Step 4: the import running on the server, with its progress; a reload comes back here. */
export function ProgressStep({ job, onCancel }: { job: CatalogImport; onCancel(): void }) {
  const labelId = useId();
  const percent = job.totalRows ? Math.floor((job.rowsDone / job.totalRows) * 100) : 0;
  return (
    <section aria-label="Import in progress" className={`${CARD} mt-4`}>
      <h2 className="font-bold text-lg">Importing {job.fileName}</h2>
      <p id={labelId} className="mt-1 text-sm">
        {count(job.rowsDone)} of {count(job.totalRows)} rows
        {job.status === "cancelling"
          ? " · stopping after this batch"
          : job.secondsLeft !== null
            ? ` · ${timeLeft(job.secondsLeft)}`
            : ""}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={job.totalRows}
        aria-valuenow={job.rowsDone}
        className="mt-2 h-3 overflow-hidden rounded-full bg-surface ring-1 ring-line"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <Figures job={job} planned={false} />
      <p className="mt-3 text-muted text-sm">
        It runs on the server: you may leave this page and come back. Cancelling stops after the batch being written;
        what was written stays.
      </p>
      <button
        type="button"
        className={`${SECONDARY_BUTTON} mt-3`}
        onClick={onCancel}
        disabled={job.status === "cancelling"}
      >
        {job.status === "cancelling" ? "Cancelling…" : "Cancel the import"}
      </button>
    </section>
  );
}

const ENDINGS: Record<string, string> = {
  done: "Import finished",
  cancelled: "Import cancelled",
  failed: "Import stopped",
};

/** Step 5: what the import did, kept with its refused rows. */
export function ReportStep({ job, onAnother }: { job: CatalogImport; onAnother(): void }) {
  const written = job.added + job.updated;
  return (
    <section aria-label="Import report" className={`${CARD} mt-4`}>
      <h2 className="font-bold text-lg">{ENDINGS[job.status] ?? "Import"}</h2>
      <p className="mt-1 text-sm" role="status">
        {job.fileName}:{" "}
        {job.status === "cancelled"
          ? `cancelled after ${count(job.rowsDone)} of ${count(job.totalRows)} rows; ${count(written)} products were written and stay.`
          : job.status === "failed"
            ? (job.error ?? "it stopped on an unexpected error.")
            : `all ${count(job.totalRows)} rows read.`}
      </p>
      <Figures job={job} planned={false} />
      <RefusedRows job={job} download />
      <button type="button" className={`${PRIMARY_BUTTON} mt-4`} onClick={onAnother}>
        Import another file
      </button>
    </section>
  );
}
