/**
 * A big import while the shop serves (issue "Security, round three", big imports): 50,000 CSV rows of about 1 kB
 * (50 MB; new parts, then the same rows all refused) uploaded, checked and imported as the console does, in the store's own process, while
 * a monitor asks the real app's /health every 20 ms over HTTP. Reported per phase (upload and dry run, import):
 * /health p50/p95/max and how long the phase took.
 * Run: bun bench/import-while-serving.ts [rows=50000]   (part of: bun run bench)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { asStoreHandle } from "../src/db/engine-handles";
import { writtenRow } from "../src/db/first-row";
import { users } from "../src/db/schema";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { createLogger } from "../src/server/logger";
import { createCatalogImports } from "../src/server/modules/products/catalog-csv/import-jobs";
import { createImageStore } from "../src/server/modules/products/image-store";
import { noteSqliteOnly } from "./bench-database";
import { generateCatalog } from "./generate-catalog";
import { recordResults } from "./results";
import { percentile } from "./spawn-store";

noteSqliteOnly("import while serving");

const ROWS = Number(process.argv[2] ?? 50_000);
const folder = mkdtempSync(join(tmpdir(), "import-serving-"));
const round = (ms: number) => Math.round(ms * 10) / 10;

try {
  const sqlite = openDatabase(join(folder, "store.db"));
  const db = asStoreHandle(sqlite);
  await generateCatalog(sqlite, 20_000);
  const config = loadConfig({
    DATABASE_URL: join(folder, "store.db"),
    SEED: "none",
    LOG_LEVEL: "silent",
    JWT_SECRET: "e".repeat(40),
    UPLOADS_DIR: join(folder, "uploads"),
  });
  const app = createApp({ db, config, logger: createLogger("silent") });
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (request) => app.handle(request) });
  const admin = await writtenRow(
    db
      .insert(users)
      .values({ email: "bench@example.com", firstName: "Bench", passwordHash: "-", role: "ADMIN", status: "ACTIVE" })
      .returning({ id: users.id }),
  );
  const imports = createCatalogImports({
    db,
    images: createImageStore(join(folder, "uploads")),
    clock: () => new Date(),
  });

  // A shelf of the generated catalog for the new parts.
  const shelf = sqlite.$client
    .query<{ sub: string; category: string; brand: string }, []>(
      `SELECT s.name AS sub, c.name AS category, b.name AS brand FROM sub_categories s
       JOIN categories c ON c.id = s.category_id JOIN brands b ON b.id = c.brand_id LIMIT 1`,
    )
    .get();
  if (!shelf) throw new Error("the generated catalog has no sub-category");
  const sheet = (refused: boolean) => {
    // About 1 kB a row, as a supplier's sheet with descriptions: 50,000 rows make a 50 MB file.
    const rows = ["Part code,Name,Price (Rs.),Stock,Brand,Category,Sub-category,OEM numbers,Description"];
    const description = "Genuine quality replacement part, tested to the maker's specification. ".repeat(13);
    for (let n = 0; n < ROWS; n++) {
      const price = refused ? "about a thousand" : String(1000 + n);
      rows.push(
        `BULK-${refused ? "R" : "N"}-${n},"Bulk part ${n} for the bench with a longer name",${price},${n % 20},${shelf.brand},${shelf.category},${shelf.sub},"Toyota: 90915-${n}","${description}${n}"`,
      );
    }
    return new File([`${rows.join("\r\n")}\r\n`], "bulk.csv", { type: "text/csv" });
  };

  /** /health every 20 ms while `work` runs: its times, sorted, and how long the work took. */
  async function whileMonitored(work: () => Promise<unknown>) {
    let going = true;
    const times: number[] = [];
    const monitor = (async () => {
      while (going) {
        const began = performance.now();
        await (await fetch(`http://127.0.0.1:${server.port}/health`)).arrayBuffer();
        times.push(performance.now() - began);
        await Bun.sleep(20);
      }
    })();
    const began = performance.now();
    await work();
    const seconds = (performance.now() - began) / 1000;
    going = false;
    await monitor;
    times.sort((a, b) => a - b);
    return {
      seconds: round(seconds),
      healthP50Ms: round(percentile(times, 0.5)),
      healthP95Ms: round(percentile(times, 0.95)),
      healthMaxMs: round(times.at(-1) ?? 0),
    };
  }

  const run = async (refused: boolean) => {
    const file = sheet(refused);
    let id = 0;
    const checking = await whileMonitored(async () => {
      const uploaded = await imports.upload(file, undefined, admin);
      id = uploaded.importId;
      await imports.check(id, uploaded.mapping);
    });
    const importing = await whileMonitored(async () => {
      await imports.start(id);
      await imports.idle();
    });
    const ended = await imports.get(id);
    return {
      megabytes: round(file.size / 1024 / 1024),
      uploadAndCheck: checking,
      import: importing,
      ended: {
        status: ended.status,
        added: ended.added,
        refused: ended.refused,
        firstProblem: ended.refusedRows[0]?.problem ?? null,
      },
    };
  };

  const idle = await whileMonitored(() => Bun.sleep(3000));
  const figures = { rows: ROWS, idle, newParts: await run(false), allRefused: await run(true) };
  console.log(JSON.stringify(figures, null, 2));
  recordResults("importWhileServing", figures);
  await server.stop(true);
  sqlite.$client.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
}
