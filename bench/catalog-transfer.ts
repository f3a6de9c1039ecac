/**
 * Catalog in bulk: the product export of a 100,000-product catalog (time and size), and a CSV import of 10,000 new
 * parts with sub-category, OEM numbers and fitment (the dry run's and the import's rows per second), then the same
 * 10,000 rows again with new prices (updates). The import runs as the server runs it — batches of 250 rows, each in
 * its own immediate transaction on a WAL database file — called in-process, without HTTP in front.
 * Run: bun bench/catalog-transfer.ts [products=100000] [rows=10000]   (part of: bun run bench)
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { asStoreHandle } from "../src/db/engine-handles";
import { writtenRow } from "../src/db/first-row";
import { users } from "../src/db/schema";
import { orderedWith } from "../src/server/modules/orders/ordered-with";
import { createCatalogImports } from "../src/server/modules/products/catalog-csv/import-jobs";
import { exportProducts } from "../src/server/modules/products/catalog-csv/product-export";
import { createImageStore } from "../src/server/modules/products/image-store";
import { createProductService } from "../src/server/modules/products/service";
import { noteSqliteOnly } from "./bench-database";
import { generateCatalog, seededRandom } from "./generate-catalog";
import { recordResults } from "./results";

noteSqliteOnly("catalog import and export");

const PRODUCTS = Number(process.argv[2] ?? 100_000);
const ROWS = Number(process.argv[3] ?? 10_000);

const folder = mkdtempSync(join(tmpdir(), "catalog-bench-"));
const seconds = (since: number) => (performance.now() - since) / 1000;

try {
  const sqlite = openDatabase(join(folder, "store.db"));
  const db = asStoreHandle(sqlite);
  const generated = performance.now();
  await generateCatalog(sqlite, PRODUCTS);
  console.log(`generated ${PRODUCTS.toLocaleString("en")} products in ${seconds(generated).toFixed(1)} s`);
  const admin = await writtenRow(
    db
      .insert(users)
      .values({ email: "bench@example.com", firstName: "Bench", passwordHash: "-", role: "ADMIN", status: "ACTIVE" })
      .returning({ id: users.id }),
  );
  const images = createImageStore(join(folder, "uploads"));
  const products = createProductService(db, images, (id, atMost) => orderedWith(db, id, atMost));

  // Export: the whole catalog, streamed as the API streams it.
  const exportStarted = performance.now();
  let bytes = 0;
  let lines = 0;
  const reader = (await exportProducts(db, products, {})).getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += Buffer.byteLength(chunk.value);
    lines += chunk.value.split("\r\n").length - 1;
  }
  const exportSeconds = seconds(exportStarted);
  console.log(
    `product export: ${(lines - 1).toLocaleString("en")} products in ${exportSeconds.toFixed(2)} s (${((lines - 1) / exportSeconds).toFixed(0)} products/s, ${(bytes / 1024 / 1024).toFixed(1)} MB)`,
  );

  // A supplier's sheet of new parts for the generated shelves and vehicles.
  const shelves = sqlite.$client
    .query<{ sub: string; category: string; brand: string }, []>(
      `SELECT s.name AS sub, c.name AS category, b.name AS brand FROM sub_categories s
       JOIN categories c ON c.id = s.category_id JOIN brands b ON b.id = c.brand_id`,
    )
    .all();
  const codes = sqlite.$client
    .query<{ code: string }, []>("SELECT code FROM vehicles")
    .all()
    .map((row) => row.code);
  const sheet = (priceOf: (n: number) => number) => {
    const random = seededRandom(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const rows = ["Part code,Name,Price (Rs.),Stock,Brand,Category,Sub-category,OEM numbers,Fits (chassis codes)"];
    for (let n = 0; n < ROWS; n++) {
      const shelf = pick(shelves);
      const fits = [...new Set([pick(codes), pick(codes)])].join("; ");
      rows.push(
        `BENCH-${n},"${shelf.sub} ${n}",${priceOf(n)},${n % 20},${shelf.brand},${shelf.category},${shelf.sub},"Toyota: 04465-${n}",${fits}`,
      );
    }
    return new File([`\uFEFF${rows.join("\r\n")}\r\n`], "bench.csv", { type: "text/csv" });
  };

  const imports = createCatalogImports({ db, images, clock: () => new Date() });
  const run = async (label: string, file: File) => {
    const uploaded = await imports.upload(file, undefined, admin);
    const checkStarted = performance.now();
    const checked = await imports.check(uploaded.importId, uploaded.mapping);
    const checkSeconds = seconds(checkStarted);
    const importStarted = performance.now();
    await imports.start(uploaded.importId);
    await imports.idle();
    const importSeconds = seconds(importStarted);
    const ended = await imports.get(uploaded.importId);
    console.log(
      `import of ${ROWS.toLocaleString("en")} rows (${label}): dry run ${checkSeconds.toFixed(2)} s (${(ROWS / checkSeconds).toFixed(0)} rows/s) · import ${importSeconds.toFixed(2)} s (${(ROWS / importSeconds).toFixed(0)} rows/s) · ${ended.status}: ${ended.added} added, ${ended.updated} updated, ${ended.unchanged} unchanged, ${ended.refused} refused (dry run said ${checked.added + checked.updated} to write)`,
    );
    return { checkSeconds, importSeconds, ended };
  };
  const added = await run(
    "new parts",
    sheet((n) => 1000 + n),
  );
  const updated = await run(
    "new prices",
    sheet((n) => 1100 + n),
  );

  recordResults("catalog transfer", {
    products: PRODUCTS,
    exportSeconds: Number(exportSeconds.toFixed(2)),
    exportMegabytes: Number((bytes / 1024 / 1024).toFixed(1)),
    rows: ROWS,
    dryRunRowsPerSecond: Math.round(ROWS / added.checkSeconds),
    importRowsPerSecond: Math.round(ROWS / added.importSeconds),
    updateRowsPerSecond: Math.round(ROWS / updated.importSeconds),
  });
  if (added.ended.added !== ROWS || updated.ended.updated !== ROWS) process.exitCode = 1;
  sqlite.$client.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
}
