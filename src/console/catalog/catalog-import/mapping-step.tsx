import { useId, useState } from "react";
import type { CatalogImport } from "../../../server/api-types";
import { ApiError, call } from "../../../shared/api-client";
import { CATALOG_COLUMNS, type CatalogField } from "../../../shared/catalog-columns";
import { CONTROL, PRIMARY_BUTTON, SECONDARY_BUTTON } from "../../components/list-frame";
import { consoleApi } from "../../session";

const CARD = "rounded-xl border border-line bg-white p-4 shadow-sm";

/** Field → column as the API keeps it, turned round: which field each column feeds. */
const fieldsByColumn = (mapping: Record<string, number>) =>
  Object.fromEntries(Object.entries(mapping).map(([field, column]) => [column, field as CatalogField]));

/**
 * Step 2: which column feeds which product field, proposed from the headers (and the mappings used before); then the
 * dry run. A field chosen for a second column leaves the first.
 */
export function MappingStep({
  job,
  onChecked,
  onCancel,
}: {
  job: CatalogImport;
  onChecked(job: CatalogImport): void;
  onCancel(): void;
}) {
  const [byColumn, setByColumn] = useState<Record<number, CatalogField>>(() => fieldsByColumn(job.mapping));
  const [problem, setProblem] = useState("");
  const [checking, setChecking] = useState(false);
  const headingId = useId();

  const choose = (column: number, field: CatalogField | "") =>
    setByColumn((current) => {
      const next = Object.fromEntries(Object.entries(current).filter(([, chosen]) => chosen !== field));
      if (field) next[column] = field;
      else delete next[column];
      return next;
    });

  const check = async () => {
    setChecking(true);
    setProblem("");
    const mapping = Object.fromEntries(Object.entries(byColumn).map(([column, field]) => [field, Number(column)]));
    try {
      onChecked(
        await call(consoleApi().products.imports({ importId: job.importId }).mapping.put({ mapping }), { quiet: true }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setChecking(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className={`${CARD} mt-4`}>
      <h2 id={headingId} className="font-bold text-lg">
        2. Match the columns of {job.fileName}
      </h2>
      <p className="mt-1 text-muted text-sm">
        {job.totalRows.toLocaleString("en")} rows. Rows find their product by Product ID or Part code; a new product
        needs a Name, a Price and a Sub-category (with its Category and Brand when the name is used twice). Columns left
        as "Not imported" change nothing.
        {job.imagesName ? ` Images come from ${job.imagesName}.` : ""}
      </p>
      <div className="mt-3 overflow-x-auto">
        {/* On a phone each column is a card: its name and choice, its first values under them. */}
        <table className="w-full text-sm max-sm:block">
          <thead className="max-sm:hidden">
            <tr className="border-line border-b text-left">
              <th scope="col" className="py-2 pr-3">
                Column in your file
              </th>
              <th scope="col" className="py-2 pr-3">
                First rows
              </th>
              <th scope="col" className="py-2">
                Imports as
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {job.headers.map((header, column) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: the file's columns, which never move.
                key={column}
                className="border-line border-b align-top last:border-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-2"
              >
                <th scope="row" className="py-2 pr-3 text-left font-medium max-sm:self-center max-sm:py-0">
                  {header}
                </th>
                <td className="max-w-64 py-2 pr-3 text-muted max-sm:order-last max-sm:col-span-2 max-sm:max-w-none max-sm:py-1 max-sm:text-xs">
                  {job.sampleRows.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the first rows of a file, in their order.
                    <span key={index} className="block truncate">
                      {row[column] || "—"}
                    </span>
                  ))}
                </td>
                <td className="py-2 max-sm:py-0">
                  <select
                    aria-label={`Imports ${header} as`}
                    value={byColumn[column] ?? ""}
                    onChange={(event) => choose(column, event.target.value as CatalogField | "")}
                    className={`w-full sm:min-w-44 ${CONTROL}`}
                  >
                    <option value="">Not imported</option>
                    {CATALOG_COLUMNS.map((field) => (
                      <option key={field.field} value={field.field}>
                        {field.label}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-800 text-sm">
          {problem}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={PRIMARY_BUTTON} onClick={check} disabled={checking}>
          {checking ? "Checking every row…" : "Check the file"}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
