import { Elysia, t } from "elysia";
import type { Db } from "../../../../db/database";
import { CSV_RESPONSE, csvFile } from "../../../http/csv-file";
import { created, envelopeOf, ok } from "../../../http/envelope";
import type { StaffGuard } from "../../../http/staff-guard";
import { shopDayOf } from "../../../shop-day";
import { staffListQuery } from "../model";
import { filterOf } from "../routes";
import type { ProductService } from "../service";
import type { CatalogImports } from "./import-jobs";
import { importIdParams, importMappingBody, importRow, importUpload } from "./model";
import { exportProducts } from "./product-export";

export const catalogImportRoutes = (imports: CatalogImports, guard: StaffGuard) =>
  new Elysia({ prefix: "/products/imports", tags: ["Products"] })
    .use(guard)
    .post("", async ({ body, user }) => created(await imports.upload(body.file, body.images, user), "File read"), {
      can: "catalog.edit",
      body: importUpload,
      parse: "multipart/form-data",
      response: { 201: envelopeOf(importRow) },
      detail: {
        summary: "Upload a product CSV (and a ZIP of its images) to import: nothing is written yet",
        description:
          "UTF-8 (with or without BOM), comma or semicolon separated, at most 50,000 rows. Answers the headers, the first rows and a proposed mapping (by header names and the mappings used before).",
      },
    })
    .get("/latest", async () => ok(await imports.latest()), {
      can: "catalog.edit",
      response: envelopeOf(t.Nullable(importRow)),
      detail: { summary: "The newest import, running or not (the Import page comes back to it)" },
    })
    .get("/:importId", async ({ params }) => ok(await imports.get(params.importId)), {
      can: "catalog.edit",
      params: importIdParams,
      response: envelopeOf(importRow),
      detail: { summary: "An import's state: its preview, or its progress and estimate, or its report" },
    })
    .put(
      "/:importId/mapping",
      async ({ params, body }) => ok(await imports.check(params.importId, body.mapping), "Checked"),
      {
        can: "catalog.edit",
        params: importIdParams,
        body: importMappingBody,
        response: envelopeOf(importRow),
        detail: {
          summary:
            "Set the column mapping and run the dry run: new, updated, unchanged and refused rows, nothing written",
        },
      },
    )
    .post("/:importId/start", async ({ params }) => ok(await imports.start(params.importId), "Import started"), {
      can: "catalog.edit",
      params: importIdParams,
      response: envelopeOf(importRow),
      detail: { summary: "Write a checked import, in batches on the server; poll it for progress" },
    })
    .post("/:importId/cancel", async ({ params }) => ok(await imports.cancel(params.importId), "Cancelling"), {
      can: "catalog.edit",
      params: importIdParams,
      response: envelopeOf(importRow),
      detail: { summary: "Stop an import after its current batch (what was written stays), or drop one not started" },
    })
    .get(
      "/:importId/refused.csv",
      async ({ params }) => csvFile(await imports.refusedCsv(params.importId), `refused-rows-${params.importId}.csv`),
      {
        can: "catalog.edit",
        params: importIdParams,
        response: CSV_RESPONSE,
        detail: {
          summary: "The refused rows as the file had them, with their row number and problem: fix, import again",
        },
      },
    );

export const productExportRoutes = (db: Db, products: ProductService, guard: StaffGuard) =>
  new Elysia({ prefix: "/products", tags: ["Products"] })
    .use(guard)
    .get(
      "/export.csv",
      async ({ query }) =>
        csvFile(await exportProducts(db, products, filterOf(query)), `products-${shopDayOf(new Date())}.csv`),
      {
        staff: true,
        query: staffListQuery,
        response: CSV_RESPONSE,
        detail: {
          summary: "The products the console's filter matches (all without one) as CSV; it imports back unchanged",
          description:
            "UTF-8 with a BOM (Excel), one row per product, prices as plain numbers in rupees, several part numbers, chassis codes or images in a cell separated by semicolons. page and size are ignored.",
        },
      },
    );
