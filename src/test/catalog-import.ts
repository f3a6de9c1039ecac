import { zipSync } from "fflate";
import sharp from "sharp";
import type { TestApp } from "./test-app";
import { waitFor } from "./wait-for";

/** The Import page's answers, as the tests read them. */
export interface ImportView {
  importId: number;
  status: string;
  headers: string[];
  mapping: Record<string, number>;
  sampleRows: string[][];
  totalRows: number;
  rowsDone: number;
  added: number;
  updated: number;
  unchanged: number;
  refused: number;
  refusedRows: { line: number; problem: string }[];
  secondsLeft: number | null;
  error: string | null;
}

/** A small real picture, as an upload or a ZIP entry would carry it. */
export const testPng = (color = "#c00") =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** Uploads a CSV (text or bytes) and, when given, a ZIP of images; answers the import as uploaded. */
export async function uploadCsv(store: TestApp, csv: string | Uint8Array, zip?: Uint8Array) {
  const body = new FormData();
  body.set("file", new File([typeof csv === "string" ? csv : new Uint8Array(csv)], "parts.csv", { type: "text/csv" }));
  if (zip) body.set("images", new File([new Uint8Array(zip)], "images.zip", { type: "application/zip" }));
  return store.api<ImportView>("/products/imports", { method: "POST", headers: await store.asAdmin(), body });
}

/** The dry run with the given mapping (the proposed one when left out). */
export async function checkImport(store: TestApp, view: ImportView, mapping = view.mapping) {
  return store.api<ImportView>(`/products/imports/${view.importId}/mapping`, {
    method: "PUT",
    headers: await store.asAdmin(),
    json: { mapping },
  });
}

/** Starts a checked import and waits for it to end; answers it as it ended. */
export async function runImport(store: TestApp, view: ImportView): Promise<ImportView> {
  const headers = await store.asAdmin();
  const started = await store.api<ImportView>(`/products/imports/${view.importId}/start`, { method: "POST", headers });
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${started.body.message}`);
  return waitFor("the import to end", async () => {
    const { body } = await store.api<ImportView>(`/products/imports/${view.importId}`, { headers });
    return !["running", "cancelling"].includes(body.data.status) && body.data;
  });
}

/** Upload, dry run with the proposed mapping, import: the import as it ended. */
export async function importCsv(store: TestApp, csv: string | Uint8Array, zip?: Uint8Array) {
  const uploaded = await uploadCsv(store, csv, zip);
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${uploaded.body.message}`);
  const checked = await checkImport(store, uploaded.body.data);
  if (checked.status !== 200) throw new Error(`check answered ${checked.status}: ${checked.body.message}`);
  return runImport(store, checked.body.data);
}

/** What a supplier's sheet of brake pads for the demo catalog holds; rows 8 and 10 carry a mistake each. */
export interface SupplierSheet {
  csv: string;
  /** The part code, name and OEM number of the sheet's row `line` (the header is row 1). */
  row(line: number): { code: string; name: string; oem: string };
}

/**
 * A supplier's price list as Excel saves it (BOM, semicolons, CRLF), for the demo catalog's Toyota Genuine Parts ›
 * Brake System › Brake Pads: `rows` parts with OEM numbers and fitment, the first `images` naming a picture each.
 * Row 8's price is words and row 10 fits a chassis code no vehicle has, unless `clean`.
 */
export function supplierSheet(rows: number, { images = 0, clean = false, prefix = "IMP" } = {}): SupplierSheet {
  const row = (line: number) => {
    const n = line - 1;
    const code = `${prefix}-${String(n).padStart(5, "0")}`;
    return { code, name: `Brake pad set ${prefix} ${n}, front`, oem: `04465-${String(10_000 + n)}` };
  };
  const lines = [
    "Part code;Item name;Selling price;Qty;Brand;Category;Sub-category;OEM numbers;Fits (chassis codes);Images",
  ];
  for (let line = 2; line <= rows + 1; line++) {
    const { code, name, oem } = row(line);
    const price = line === 8 && !clean ? "twelve hundred" : String(1000 + line);
    const fits = line === 10 && !clean ? "ZZZ999" : line % 2 ? "NZE161" : '"NZE141; ZRE142"';
    const image = line - 1 <= images ? `${code.toLowerCase()}.png` : "";
    lines.push(
      `${code};"${name}";${price};${line % 7};Toyota Genuine Parts;Brake System;Brake Pads;Toyota: ${oem};${fits};${image}`,
    );
  }
  return { csv: `\uFEFF${lines.join("\r\n")}\r\n`, row };
}

/** A ZIP of the pictures supplierSheet's first `count` rows name, in a folder as people zip them. */
export async function supplierImages(count: number, prefix = "IMP") {
  const files: Record<string, Uint8Array> = {};
  for (let n = 1; n <= count; n++) {
    files[`photos/${prefix.toLowerCase()}-${String(n).padStart(5, "0")}.png`] = await testPng(
      `#${(n * 40).toString(16).padStart(2, "0")}3030`,
    );
  }
  return zipSync(files);
}
