import { t } from "elysia";
import Papa from "papaparse";
import { AppError } from "./app-error";

export interface CsvTable {
  headers: string[];
  /** The data rows, each at least as long as the header row (missing cells are ""); longer when a row has more. */
  rows: string[][];
}

const notUtf8 = () =>
  new AppError(
    415,
    'The file is not UTF-8 text. In Excel choose Save As → "CSV UTF-8 (Comma delimited)" and upload that file.',
  );

/** A file's text when it is UTF-8 (a leading BOM dropped); else 415 saying how to save it so from Excel. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw notUtf8();
  }
}

/**
 * CSV text as Excel, Google Sheets and LibreOffice write it: comma or semicolon (or tab) separated, quoted fields
 * with line breaks and doubled quotes. The first non-empty row is the header; `firstRows` reads only that many rows
 * under it.
 */
export function parseCsv(text: string, { firstRows }: { firstRows?: number } = {}): CsvTable {
  const parsed = Papa.parse<string[]>(text, { ...PARSING, preview: firstRows === undefined ? 0 : firstRows + 1 });
  return tableOf(parsed.data);
}

const PARSING = { skipEmptyLines: "greedy" as const, delimitersToGuess: [",", ";", "\t", "|"] };

/** Text parsed between turns of the event loop: a 50 MB file never holds up requests for more than a moment. */
const STEP_BYTES = 256 * 1024;

/** The same as parseCsv for a whole file, read a step at a time with requests served between steps. */
export function parseCsvInSteps(text: string): Promise<CsvTable> {
  return new Promise((resolve, reject) => {
    const data: string[][] = [];
    Papa.parse<string[]>(text, {
      ...PARSING,
      chunkSize: STEP_BYTES,
      chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        for (const row of results.data) data.push(row);
        parser.pause();
        setImmediate(() => parser.resume());
      },
      complete: () => {
        try {
          resolve(tableOf(data));
        } catch (error) {
          reject(error);
        }
      },
      error: reject,
    });
  });
}

function tableOf([headerRow, ...rows]: string[][]): CsvTable {
  if (!headerRow || headerRow.every((cell) => cell.trim() === "")) {
    throw new AppError(422, "The file has no header row: its first line should name the columns.");
  }
  const headers = headerRow.map((cell, index) => cell.trim() || `Column ${index + 1}`);
  return {
    headers,
    rows: rows.map((row) =>
      Array.from({ length: Math.max(row.length, headers.length) }, (_, index) => unescapeFormula(row[index] ?? "")),
    ),
  };
}

/**
 * A cell a spreadsheet would run as a formula: one starting with = + - or @, even after spaces or line breaks (Excel
 * and Sheets skip them), or with a tab or carriage return. Papa's own test misses the first kind when the cell holds a
 * line break, as a customer's address may.
 */
const FORMULA = /^(?:\s*[=+\-@]|[\t\r])/;
const ESCAPED_FORMULA = /^'(?:\s*[=+\-@]|[\t\r])/;

/** The export's guard against spreadsheet formulas (a leading apostrophe), taken off again on import. */
const unescapeFormula = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

/**
 * Rows as a CSV file Excel opens as UTF-8 (a BOM first, CRLF line ends). A cell a spreadsheet would run as a formula
 * gets a leading apostrophe (customers type names and addresses).
 */
export function toCsv(headers: readonly string[], rows: readonly (string | number)[][], withHeader = true): string {
  const body = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => [...row]) },
    { header: withHeader, newline: "\r\n", escapeFormulae: FORMULA },
  );
  // Papa ends a header-only file with a line break already, and a file of rows without one.
  return (withHeader ? "\uFEFF" : "") + body + (body === "" || body.endsWith("\r\n") ? "" : "\r\n");
}

/** A CSV answer Excel opens as UTF-8, saved under `fileName`. */
export const csvFile = (csv: string | ReadableStream<string>, fileName: string) =>
  new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });

/**
 * A CSV answer built as it is sent: the header (with the BOM), then each chunk of rows the pages give, so a large
 * export never holds the whole file.
 */
export function csvStream(
  headers: readonly string[],
  pages: AsyncIterator<(string | number)[][]>,
): ReadableStream<string> {
  return new ReadableStream<string>({
    start(controller) {
      controller.enqueue(toCsv(headers, []));
    },
    async pull(controller) {
      const next = await pages.next();
      if (next.done) return controller.close();
      if (next.value.length > 0) controller.enqueue(toCsv(headers, next.value, false));
    },
  });
}

/** How the API document describes a CSV answer. */
export const CSV_RESPONSE = { 200: t.String({ description: "CSV, UTF-8 with a BOM" }) };
