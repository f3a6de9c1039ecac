import { t } from "elysia";
import { CATALOG_IMPORT_STATUSES } from "../../../../db/schema";
import { idParam } from "../../../http/query-params";

export const importIdParams = t.Object({ importId: idParam("importId") });

export const importUpload = t.Object({
  file: t.File({ error: "file must be a CSV file", field: "file" }),
  images: t.Optional(t.File({ error: "images must be a ZIP file of images", field: "images" })),
});

export const importMappingBody = t.Object({
  mapping: t.Record(t.String(), t.Integer({ minimum: 0 }), {
    error: "mapping must name, for each product field, the index of the column that feeds it",
    field: "mapping",
  }),
});

export const importRow = t.Object({
  importId: t.Number(),
  fileName: t.String(),
  imagesName: t.Nullable(t.String()),
  status: t.UnionEnum(CATALOG_IMPORT_STATUSES, {
    description:
      "uploaded (map its columns) → checked (the dry run's preview) → running → done, cancelled (cancelling meanwhile) or failed",
  }),
  headers: t.Array(t.String()),
  mapping: t.Record(t.String(), t.Number(), { description: "Product field → index of the column feeding it" }),
  sampleRows: t.Array(t.Array(t.String()), { description: "The first rows, for mapping; empty once it has run" }),
  totalRows: t.Number(),
  rowsDone: t.Number(),
  added: t.Number({ description: "New products (the dry run: that would be added)" }),
  updated: t.Number(),
  unchanged: t.Number(),
  refused: t.Number(),
  refusedRows: t.Array(t.Object({ line: t.Number(), problem: t.String() }), {
    description: "The first 500 refused rows by row number (the header is row 1); refused.csv has them all",
  }),
  rowsPerSecond: t.Number(),
  secondsLeft: t.Nullable(t.Number()),
  error: t.Nullable(t.String()),
  createdAt: t.String(),
  finishedAt: t.Nullable(t.String()),
});
