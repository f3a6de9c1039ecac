import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../../db/database";
import { firstRow, writtenRow } from "../../../../db/first-row";
import {
  type CatalogImportStatus,
  catalogImportFiles,
  catalogImportRefusals,
  catalogImports,
} from "../../../../db/schema";
import { uniqueClash } from "../../../../db/unique-clash";
import {
  CATALOG_COLUMNS,
  type CatalogField,
  type ColumnMapping,
  headerKey,
  matchColumns,
} from "../../../../shared/catalog-columns";
import type { Clock } from "../../../clock";
import { AppError, badRequest, conflict, notFound } from "../../../http/app-error";
import { decodeUtf8, parseCsv, parseCsvInSteps, toCsv } from "../../../http/csv-file";
import type { Logger } from "../../../logger";
import type { Actor } from "../../security-log";
import { checkImages, type ImageStore, MAX_IMAGE_BYTES, type StoredImage } from "../image-store";
import { fileNameOf } from "./cell-values";
import { createImportPlanner, type PlanContext, type PlannedRow, repeatedRows, type SourceRow } from "./import-plan";
import { writeRow } from "./import-write";
import { unpackEntry, type ZipEntry, zipEntries } from "./zip-archive";

export const MAX_IMPORT_ROWS = 50_000;
/** Rows written per transaction: small enough that orders placed meanwhile wait milliseconds, not seconds. */
export const BATCH_ROWS = 50;
/** How many refused rows a view lists (the report CSV has them all). */
const LISTED_REFUSALS = 500;

export interface RefusedRow {
  line: number;
  problem: string;
  cells: string[];
}

type Job = typeof catalogImports.$inferSelect;
/** An import's file and images ZIP, read only by the steps that use them (catalog_import_files). */
type ImportFile = { csv: string; images: Buffer | null };

/** Refused rows written in one statement: 4 values each, far under either engine's limit on parameters. */
const REFUSALS_PER_INSERT = 500;

/** Appends refused rows to an import's report. */
async function addRefusals(db: DbOrTx, importId: number, rows: RefusedRow[]) {
  for (let start = 0; start < rows.length; start += REFUSALS_PER_INSERT) {
    await db.insert(catalogImportRefusals).values(
      rows.slice(start, start + REFUSALS_PER_INSERT).map(({ line, problem, cells }) => ({
        importId,
        line,
        problem,
        cells: JSON.stringify(cells),
      })),
    );
  }
}

/** Empties an import's report (a new dry run, a start, a drop). */
const clearRefusals = (db: DbOrTx, importId: number) =>
  db.delete(catalogImportRefusals).where(eq(catalogImportRefusals.importId, importId));

const FIELDS = new Set<string>(CATALOG_COLUMNS.map((column) => column.field));
const ENDED: CatalogImportStatus[] = ["done", "cancelled", "failed"];
/** Running or being cancelled: a runner should be working on it. */
const UNDER_WAY: CatalogImportStatus[] = ["running", "cancelling"];
const isUnderWay = (job: Pick<Job, "status">) => UNDER_WAY.includes(job.status);
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** Photos in a ZIP take about their packed size (JPEG, PNG and WebP hardly compress): twice the upload cap is plenty. */
const MAX_UNPACKED_BYTES = 128 * 1024 * 1024;

const isPhotoEntry = (entry: ZipEntry) => !entry.path.endsWith("/") && !entry.path.startsWith("__MACOSX/");

/** The names of the images in a ZIP (lower case, without folders), without unpacking them. */
function zipImageNames(zip: Uint8Array | null): Set<string> {
  if (!zip) return new Set();
  return new Set(
    zipEntries(zip)
      .filter(isPhotoEntry)
      .map((entry) => fileNameOf(entry.path).toLowerCase()),
  );
}

/**
 * The ZIP's files named (lower case, without folders) in `wanted`, unpacked; an entry that unpacks to more than 5 MB
 * is left out, and so is every entry past 128 MB unpacked in all, whatever sizes the archive claims.
 */
function unzipImages(zip: Uint8Array, wanted: Set<string>): Map<string, Uint8Array> {
  const byName = new Map<string, Uint8Array>();
  let unpacked = 0;
  for (const entry of zipEntries(zip)) {
    const name = fileNameOf(entry.path).toLowerCase();
    if (!isPhotoEntry(entry) || !wanted.has(name) || byName.has(name)) continue;
    const bytes = unpackEntry(zip, entry, Math.min(MAX_IMAGE_BYTES, MAX_UNPACKED_BYTES - unpacked));
    if (!bytes) continue;
    unpacked += bytes.length;
    byName.set(name, bytes);
  }
  return byName;
}

async function sourceRows(file: ImportFile): Promise<{ headers: string[]; rows: SourceRow[] }> {
  const { headers, rows } = await parseCsvInSteps(file.csv);
  return { headers, rows: rows.map((cells, index) => ({ line: index + 2, cells })) };
}

/**
 * CSV imports of products, run on the server in batches of 250 rows, each batch planned and written in one immediate
 * transaction with its progress, so a reload, a cancel or a crash finds the import where its last batch left it.
 * One import runs at a time.
 */
export function createCatalogImports({
  db,
  images,
  clock,
  logger,
}: {
  db: Db;
  images: ImageStore;
  clock: Clock;
  logger?: Logger;
}) {
  const planner = createImportPlanner(db);
  /** The imports this process is running, by id. */
  const runners = new Map<number, Promise<void>>();

  const jobOf = async (id: number): Promise<Job> => {
    const job = await firstRow(db.select().from(catalogImports).where(eq(catalogImports.id, id)));
    if (!job) throw notFound("That import does not exist.");
    return job;
  };

  /** The import's file and images; empty once it has ended. */
  const fileOf = async (id: number): Promise<ImportFile> =>
    (await firstRow(
      db
        .select({ csv: catalogImportFiles.csv, images: catalogImportFiles.images })
        .from(catalogImportFiles)
        .where(eq(catalogImportFiles.importId, id)),
    )) ?? { csv: "", images: null };

  /** Which field each header fed in recent imports, newest first: a file laid out as before maps itself. */
  async function rememberedMapping(): Promise<Record<string, CatalogField>> {
    const remembered: Record<string, CatalogField> = {};
    const recent = await db
      .select({ headers: catalogImports.headers, mapping: catalogImports.mapping })
      .from(catalogImports)
      .where(inArray(catalogImports.status, ["checked", "running", "done", "cancelled"]))
      .orderBy(desc(catalogImports.id))
      .limit(20);
    for (const job of recent) {
      const headers = JSON.parse(job.headers) as string[];
      for (const [field, index] of Object.entries(JSON.parse(job.mapping) as ColumnMapping)) {
        const key = headerKey(headers[index] ?? "");
        if (key && !(key in remembered)) remembered[key] = field as CatalogField;
      }
    }
    return remembered;
  }

  function checkedMapping(mapping: Record<string, number>, headers: string[]): ColumnMapping {
    const problems = Object.entries(mapping).flatMap(([field, index]) => {
      if (!FIELDS.has(field)) return [`${field} is not a product field.`];
      if (!Number.isInteger(index) || index < 0 || index >= headers.length)
        return [`${field} names no column of the file.`];
      return [];
    });
    const used = Object.values(mapping);
    if (new Set(used).size !== used.length) problems.push("A column can feed one field only.");
    if (mapping.id === undefined && mapping.code === undefined && mapping.name === undefined)
      problems.push("Choose the column with the part code (or the product ID) so rows can find their products.");
    if (problems.length > 0)
      throw badRequest(
        problems.join(" "),
        problems.map((message) => ({ field: "mapping", message })),
      );
    return mapping as ColumnMapping;
  }

  const contextOf = (job: Job, file: ImportFile, rows: SourceRow[], mapping: ColumnMapping): PlanContext => ({
    mapping,
    columns: (JSON.parse(job.headers) as string[]).length,
    zipImages: zipImageNames(file.images),
    repeated: repeatedRows(rows, mapping),
  });

  /**
   * Stores the ZIP images the batch's rows will add (planned as the catalog is now: a row refused or unchanged needs
   * none), row by row; a row whose image is not a usable picture gets a problem instead.
   */
  async function storeImages(zip: Buffer | null, batch: SourceRow[], context: PlanContext) {
    const stored = new Map<number, Map<string, StoredImage>>();
    const problems = new Map<number, string>();
    if (!zip || context.mapping.images === undefined) return { stored, problems };
    const wanted = new Map<number, string[]>();
    for (const row of await planner.plan(batch, context)) {
      const names = row.outcome === "new" || row.outcome === "update" ? (row.write.images?.add ?? []) : [];
      if (names.length > 0) wanted.set(row.line, names);
    }
    if (wanted.size === 0) return { stored, problems };
    const files = unzipImages(zip, new Set([...wanted.values()].flat().map((name) => name.toLowerCase())));
    for (const [line, names] of wanted) {
      try {
        const checked = await checkImages(
          names.map((name) => {
            const bytes = files.get(name.toLowerCase());
            if (!bytes) throw new AppError(413, `Image ${name} is larger than 5 MB.`);
            return new File([new Uint8Array(bytes)], name);
          }),
        );
        const saved = await images.save(checked);
        stored.set(line, new Map(names.map((name, i) => [name.toLowerCase(), saved[i] as StoredImage])));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        problems.set(line, error.message);
      }
    }
    return { stored, problems };
  }

  /** Writes one batch: planned against the catalog as it is inside the transaction, with the import's progress. */
  async function runBatch(job: Job, zip: Buffer | null, batch: SourceRow[], context: PlanContext, by: Actor) {
    const refused: RefusedRow[] = [];
    const { stored, problems } = await storeImages(zip, batch, context);
    const usedUrls = new Set<string>();
    const droppedUrls: string[] = [];
    const cellsOf = new Map(batch.map((row) => [row.line, row.cells]));
    await db.transaction(async (tx) => {
      const counts = { added: 0, updated: 0, unchanged: 0 };
      const refuse = (line: number, problem: string) => refused.push({ line, problem, cells: cellsOf.get(line) ?? [] });
      for (const row of await createImportPlanner(tx).plan(batch, context)) {
        const problem = problems.get(row.line);
        if (row.outcome === "refused" || problem) {
          refuse(row.line, row.outcome === "refused" ? row.problem : (problem as string));
          continue;
        }
        if (row.outcome === "unchanged") {
          counts.unchanged++;
          continue;
        }
        const mine = stored.get(row.line);
        const names = row.write.images?.add ?? [];
        if (names.some((name) => !mine?.has(name.toLowerCase()))) {
          refuse(row.line, "The product changed while the import ran; import this row again.");
          continue;
        }
        const added = names.map((name) => ({ ...(mine?.get(name.toLowerCase()) as StoredImage), sourceName: name }));
        try {
          await tx.transaction((savepoint) =>
            writeRow(savepoint, row, added, { by, at: clock(), source: `Import of ${job.fileName}` }),
          );
        } catch (error) {
          if (uniqueClash(error)?.key !== "products_code_unique") throw error;
          refuse(row.line, "Its part code was given to another product while the import ran.");
          continue;
        }
        for (const image of added) usedUrls.add(image.url);
        droppedUrls.push(...(row.write.images?.removed.map((image) => image.url) ?? []));
        counts[row.outcome === "new" ? "added" : "updated"]++;
      }
      await tx
        .update(catalogImports)
        .set({
          rowsDone: sql`${catalogImports.rowsDone} + ${batch.length}`,
          added: sql`${catalogImports.added} + ${counts.added}`,
          updated: sql`${catalogImports.updated} + ${counts.updated}`,
          unchanged: sql`${catalogImports.unchanged} + ${counts.unchanged}`,
          refused: sql`${catalogImports.refused} + ${refused.length}`,
          updatedAt: clock(),
        })
        .where(eq(catalogImports.id, job.id));
      await addRefusals(tx, job.id, refused);
    });
    const unused = [...stored.values()].flatMap((byName) => [...byName.values()]).filter((s) => !usedUrls.has(s.url));
    images.remove([...unused.map((image) => image.url), ...droppedUrls]);
  }

  async function finish(id: number, status: CatalogImportStatus, error: string | null = null) {
    await db.transaction(async (tx) => {
      await tx
        .update(catalogImports)
        .set({ status, error, finishedAt: clock(), updatedAt: clock() })
        .where(eq(catalogImports.id, id));
      await tx.delete(catalogImportFiles).where(eq(catalogImportFiles.importId, id));
    });
  }

  async function run(id: number) {
    const job = await jobOf(id);
    // A look that read the import just before its runner finished starts it again: read afresh, it is over.
    if (!isUnderWay(job)) return;
    try {
      const file = await fileOf(id);
      const { rows } = await sourceRows(file);
      const mapping = JSON.parse(job.mapping) as ColumnMapping;
      const context = contextOf(job, file, rows, mapping);
      const by = { id: job.createdBy };
      for (let done = job.rowsDone; done < rows.length; done += BATCH_ROWS) {
        if ((await jobOf(id)).status === "cancelling") return await finish(id, "cancelled");
        await runBatch(job, file.images, rows.slice(done, done + BATCH_ROWS), context, by);
        await yieldToRequests();
      }
      await finish(id, "done");
    } catch (error) {
      logger?.error("catalog import stopped", { importId: id, error: String(error) });
      await finish(id, "failed", "The import stopped on an unexpected error; the rows written before it stay.");
    }
  }

  /** Runs an import this process is not running yet (after a restart, the first look at it resumes it). */
  function ensureRunning(job: Job) {
    if (!isUnderWay(job) || runners.has(job.id)) return;
    const runner = run(job.id).finally(() => runners.delete(job.id));
    runners.set(job.id, runner);
  }

  async function view(job: Job) {
    ensureRunning(job);
    const listed = await db
      .select({ line: catalogImportRefusals.line, problem: catalogImportRefusals.problem })
      .from(catalogImportRefusals)
      .where(eq(catalogImportRefusals.importId, job.id))
      .orderBy(asc(catalogImportRefusals.line))
      .limit(LISTED_REFUSALS);
    const startedAt = job.startedAt?.getTime();
    const elapsed = startedAt ? ((job.finishedAt ?? clock()).getTime() - startedAt) / 1000 : 0;
    const rate = elapsed > 0 ? job.rowsDone / elapsed : 0;
    // Only the mapping step shows the first rows; a poll of a running import reads no file.
    const mapping = job.status === "uploaded" || job.status === "checked";
    const sampleRows = mapping ? parseCsv((await fileOf(job.id)).csv, { firstRows: 3 }).rows : [];
    return {
      importId: job.id,
      fileName: job.fileName,
      imagesName: job.imagesName,
      status: job.status,
      headers: JSON.parse(job.headers) as string[],
      mapping: JSON.parse(job.mapping) as Record<string, number>,
      sampleRows,
      totalRows: job.totalRows,
      rowsDone: job.rowsDone,
      added: job.added,
      updated: job.updated,
      unchanged: job.unchanged,
      refused: job.refused,
      refusedRows: listed,
      rowsPerSecond: Math.round(rate),
      secondsLeft: job.status === "running" && rate > 0 ? Math.ceil((job.totalRows - job.rowsDone) / rate) : null,
      error: job.error,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    };
  }

  return {
    /** Reads the file (and notes the ZIP's images) and proposes a mapping: nothing is checked or written yet. */
    async upload(file: File, zip: File | undefined, by: Actor) {
      const text = decodeUtf8(new Uint8Array(await file.arrayBuffer()));
      const { headers, rows } = await parseCsvInSteps(text);
      if (rows.length === 0) throw new AppError(422, "The file has a header row but no products under it.");
      if (rows.length > MAX_IMPORT_ROWS)
        throw new AppError(413, `A file can have at most ${MAX_IMPORT_ROWS.toLocaleString("en")} rows; split it.`);
      let zipBytes: Buffer | null = null;
      if (zip) {
        zipBytes = Buffer.from(await zip.arrayBuffer());
        try {
          zipImageNames(zipBytes);
        } catch {
          throw new AppError(415, `${zip.name} is not a ZIP file.`, [{ field: "images", message: "Not a ZIP file." }]);
        }
      }
      const mapping = matchColumns(headers, await rememberedMapping());
      const id = await db.transaction(async (tx) => {
        const made = await writtenRow(
          tx
            .insert(catalogImports)
            .values({
              createdBy: by.id,
              fileName: file.name || "import.csv",
              headers: JSON.stringify(headers),
              mapping: JSON.stringify(mapping),
              imagesName: zip?.name ?? null,
              totalRows: rows.length,
              createdAt: clock(),
            })
            .returning({ id: catalogImports.id }),
        );
        await tx.insert(catalogImportFiles).values({ importId: made.id, csv: text, images: zipBytes });
        return made.id;
      });
      return view(await jobOf(id));
    },

    /** The dry run: what each row would do with this mapping, kept as the import's preview; nothing else is written. */
    async check(id: number, mapping: Record<string, number>) {
      const job = await jobOf(id);
      if (!["uploaded", "checked"].includes(job.status)) throw conflict("This import has already run.");
      const file = await fileOf(id);
      const { headers, rows } = await sourceRows(file);
      const checked = checkedMapping(mapping, headers);
      const context = contextOf(job, file, rows, checked);
      const planned: PlannedRow[] = [];
      for (let start = 0; start < rows.length; start += BATCH_ROWS * 4) {
        planned.push(...(await planner.plan(rows.slice(start, start + BATCH_ROWS * 4), context)));
        await yieldToRequests();
      }
      const count = (outcome: PlannedRow["outcome"]) => planned.filter((row) => row.outcome === outcome).length;
      const cellsOf = new Map(rows.map((row) => [row.line, row.cells]));
      const refused = planned.flatMap((row) =>
        row.outcome === "refused" ? [{ line: row.line, problem: row.problem, cells: cellsOf.get(row.line) ?? [] }] : [],
      );
      await db.transaction(async (tx) => {
        const kept = await tx
          .update(catalogImports)
          .set({
            mapping: JSON.stringify(checked),
            status: "checked",
            added: count("new"),
            updated: count("update"),
            unchanged: count("unchanged"),
            refused: refused.length,
            updatedAt: clock(),
          })
          .where(and(eq(catalogImports.id, id), inArray(catalogImports.status, ["uploaded", "checked"])))
          .returning({ id: catalogImports.id });
        if (kept.length === 0) return;
        await clearRefusals(tx, id);
        await addRefusals(tx, id, refused);
      });
      return view(await jobOf(id));
    },

    /** Starts writing a checked import; one import runs at a time. */
    async start(id: number) {
      const busy = await firstRow(
        db.select({ id: catalogImports.id }).from(catalogImports).where(inArray(catalogImports.status, UNDER_WAY)),
      );
      if (busy) throw conflict("Another import is running; wait for it to finish or cancel it.");
      const started = await firstRow(
        db
          .update(catalogImports)
          .set({
            status: "running",
            rowsDone: 0,
            added: 0,
            updated: 0,
            unchanged: 0,
            refused: 0,
            startedAt: clock(),
            updatedAt: clock(),
          })
          .where(and(eq(catalogImports.id, id), eq(catalogImports.status, "checked")))
          .returning({ id: catalogImports.id }),
      );
      if (started) await clearRefusals(db, id);
      if (!started) {
        await jobOf(id);
        throw conflict("Check the import (the dry run) before starting it; an import runs once.");
      }
      return view(await jobOf(id));
    },

    /** Stops a running import after its current batch, or drops one not started. */
    async cancel(id: number) {
      const job = await jobOf(id);
      if (ENDED.includes(job.status)) throw conflict("This import has already ended.");
      if (job.status === "running")
        await db
          .update(catalogImports)
          .set({ status: "cancelling", updatedAt: clock() })
          .where(and(eq(catalogImports.id, id), eq(catalogImports.status, "running")));
      else if (job.status !== "cancelling") {
        // The dry run's figures were a preview: a dropped import wrote nothing.
        await db
          .update(catalogImports)
          .set({ added: 0, updated: 0, unchanged: 0, refused: 0 })
          .where(eq(catalogImports.id, id));
        await clearRefusals(db, id);
        await finish(id, "cancelled");
      }
      return view(await jobOf(id));
    },

    get: async (id: number) => view(await jobOf(id)),

    /** The newest import, for the Import page to come back to; null before the first. */
    async latest() {
      const job = await firstRow(db.select().from(catalogImports).orderBy(desc(catalogImports.id)).limit(1));
      return job ? view(job) : null;
    },

    /** The refused rows as the file had them, with their row number and problem first: fix them and import again. */
    async refusedCsv(id: number): Promise<string> {
      const job = await jobOf(id);
      const refused = await db
        .select({
          line: catalogImportRefusals.line,
          problem: catalogImportRefusals.problem,
          cells: catalogImportRefusals.cells,
        })
        .from(catalogImportRefusals)
        .where(eq(catalogImportRefusals.importId, id))
        .orderBy(asc(catalogImportRefusals.line));
      const headers = JSON.parse(job.headers) as string[];
      return toCsv(
        ["Problem", "Row", ...headers],
        refused.map((row) => [row.problem, row.line, ...(JSON.parse(row.cells) as string[])]),
      );
    },

    /** Resolves when the imports this process runs have stopped (tests, shutdown). */
    idle: () => Promise.all(runners.values()).then(() => undefined),
  };
}

export type CatalogImports = ReturnType<typeof createCatalogImports>;
