import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/database";
import { firstRow } from "../../../../db/first-row";
import { prepared } from "../../../../db/prepared";
import {
  brands,
  categories,
  partNumbers,
  productFitments,
  productImages,
  products,
  subCategories,
  vehicles,
} from "../../../../db/schema";
import { BRAND_DETAIL_LIST, byBrandDetail, productBrandKey } from "../../../../shared/brand-details";
import { CATALOG_FIELD_LABELS, type CatalogField, type ColumnMapping } from "../../../../shared/catalog-columns";
import { centsToRupees } from "../../../../shared/money";
import { PART_NUMBER_KINDS, type PartNumber, type PartNumberKind } from "../../../../shared/part-numbers";
import type { FieldChange } from "../../../../shared/security-events";
import { AppError } from "../../../http/app-error";
import { changesBetween } from "../../security-log";
import { vehicleCodes } from "../../vehicles";
import { MAX_IMAGES_PER_PRODUCT } from "../image-store";
import { PRODUCT_TEXT_LIMITS } from "../model";
import { type PartNumberValues, type ProductData, type ProductValues, productValues } from "../product-input";
import { LOGGED_FIELDS, SHOWN } from "../product-writes";
import {
  fileNameOf,
  isProblem,
  joinList,
  listOf,
  type Read,
  readCondition,
  readNumber,
  readPartNumbers,
  readWholeNumber,
  readYesNo,
} from "./cell-values";

/** A data row of the file: its row number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface SourceRow {
  line: number;
  cells: string[];
}

type ProductRow = typeof products.$inferSelect;

export interface ImageChange {
  /** The product's images that stay, in their new order. */
  keep: { id: number; url: string }[];
  /** Names of images from the ZIP to add after them, in order. */
  add: string[];
  removed: { id: number; url: string }[];
}

/** What a row will write: every product value, and the numbers, fitment and images when the file gives them. */
export interface ProductWrite {
  values: ProductValues & { subCategoryId: number; reorderLevel: number | null };
  numbers: PartNumberValues;
  vehicleIds: number[] | undefined;
  images: ImageChange | undefined;
}

export type PlannedRow =
  | { line: number; outcome: "refused"; problem: string }
  | { line: number; outcome: "unchanged"; productId: number }
  | { line: number; outcome: "new"; write: ProductWrite }
  | { line: number; outcome: "update"; productId: number; write: ProductWrite; changes: FieldChange[] };

export interface PlanContext {
  mapping: ColumnMapping;
  /** How many columns the header names: a row with more cells was split where it should not have been. */
  columns: number;
  /** The ZIP's image names, lower case, for finding a row's images whatever their case. */
  zipImages: ReadonlySet<string>;
  /** Rows refused before reading them (a part code the file repeats), with why. */
  repeated: ReadonlyMap<number, string>;
}

const NUMBER_COLUMNS: Record<PartNumberKind, CatalogField> = {
  oem: "oemNumbers",
  equivalent: "equivalentNumbers",
  superseded: "supersededNumbers",
};

/** The texts a row carries, held to the product form's limits. */
const MAX_LENGTH: Partial<Record<CatalogField, number>> = {
  name: PRODUCT_TEXT_LIMITS.productName,
  code: PRODUCT_TEXT_LIMITS.code,
  displayName: PRODUCT_TEXT_LIMITS.productDisplayName,
  shortDescription: PRODUCT_TEXT_LIMITS.shortDescription,
  description: PRODUCT_TEXT_LIMITS.description,
  mfd: PRODUCT_TEXT_LIMITS.mfd,
};

class Refused extends Error {}
const refuse = (problem: string): never => {
  throw new Refused(problem);
};
const readOrRefuse = <T>(read: Read<T>): T => (isProblem(read) ? refuse(read.problem) : read.value);

/** A product as the form's data, so a row changes only what its cells give. */
const dataOf = (row: ProductRow, numbers: PartNumber[]): ProductData => ({
  productName: row.name,
  code: row.code,
  productDisplayName: row.displayName,
  shortDescription: row.shortDescription,
  description: row.description,
  price: centsToRupees(row.priceCents),
  discountPrice: row.discountPriceCents === null ? null : centsToRupees(row.discountPriceCents),
  qty: row.qty,
  mfd: row.mfd,
  isActive: row.isActive,
  weightKg: row.weightGrams / 1000,
  bulky: row.bulky,
  condition: row.condition,
  warrantyDays: row.warrantyDays,
  partNumbers: numbers,
});

const numbersKey = (numbers: readonly PartNumber[]) =>
  JSON.stringify(numbers.map((n) => [n.kind, n.brand, n.number]).sort());

/**
 * Works out what each row of an import would do — add a product, update the one with its ID or part code, change
 * nothing, or be refused with the reason — reading the catalog as it is now. The dry run and the import itself plan
 * the same way; the import plans each batch inside the transaction that writes it.
 */
export function createImportPlanner(db: DbOrTx) {
  const byId = prepared(
    db
      .select()
      .from(products)
      .where(eq(products.id, sql.placeholder("id"))),
  );
  const byCode = prepared(
    db
      .select()
      .from(products)
      .where(sql`lower(${products.code}) = lower(${sql.placeholder("code")})`),
  );
  const numbersOf = prepared(
    db
      .select({ kind: partNumbers.kind, brand: partNumbers.brand, number: partNumbers.number })
      .from(partNumbers)
      .where(eq(partNumbers.productId, sql.placeholder("id")))
      .orderBy(asc(partNumbers.id)),
  );
  const vehiclesOf = prepared(
    db
      .select({ id: vehicles.id, code: vehicles.code })
      .from(productFitments)
      .innerJoin(vehicles, eq(vehicles.id, productFitments.vehicleId))
      .where(eq(productFitments.productId, sql.placeholder("id")))
      .orderBy(asc(vehicles.code)),
  );
  const imagesOf = prepared(
    db
      .select({ id: productImages.id, url: productImages.url, sourceName: productImages.sourceName })
      .from(productImages)
      .where(eq(productImages.productId, sql.placeholder("id")))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  );

  /** Sub-categories by name (lower case) with their category and brand, and vehicles by code: read once a plan. */
  async function shelves() {
    const subs = new Map<string, { id: number; category: string; brand: string; label: string }[]>();
    const rows = await db
      .select({
        id: subCategories.id,
        name: subCategories.name,
        category: categories.name,
        brand: brands.name,
        ...byBrandDetail((key) => brands[key]),
      })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .innerJoin(brands, eq(brands.id, categories.brandId));
    /** The brand of each sub-category, with its details: a row's brand detail cells must match them. */
    const brandOf = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const key = row.name.toLowerCase();
      const entry = {
        id: row.id,
        category: row.category.toLowerCase(),
        brand: row.brand.toLowerCase(),
        label: `${row.brand} › ${row.category}`,
      };
      subs.set(key, [...(subs.get(key) ?? []), entry]);
    }
    const vehicleIds = new Map([...(await vehicleCodes(db))].map(([id, code]) => [code.toLowerCase(), id]));
    return { subs, brandOf, vehicleIds };
  }
  type Shelves = Awaited<ReturnType<typeof shelves>>;

  function subCategoryOf(shelves: Shelves, name: string, category: string, brand: string): number {
    const named = shelves.subs.get(name.toLowerCase()) ?? [];
    if (named.length === 0) return refuse(`Sub-category "${name}" does not exist; add it in the console first.`);
    const matching = named.filter(
      (sub) => (!category || sub.category === category.toLowerCase()) && (!brand || sub.brand === brand.toLowerCase()),
    );
    if (matching.length === 1) return (matching[0] as (typeof matching)[number]).id;
    const where = [category && `category "${category}"`, brand && `brand "${brand}"`].filter(Boolean).join(" of ");
    if (matching.length === 0) return refuse(`There is no sub-category "${name}" under ${where}.`);
    const places = matching.map((sub) => sub.label).join(", ");
    return refuse(`Sub-category "${name}" is in several categories (${places}); give its Category and Brand.`);
  }

  async function planRow(row: SourceRow, context: PlanContext, shelves: Shelves): Promise<PlannedRow> {
    const { mapping } = context;
    const extra = row.cells.slice(context.columns).filter((cell) => cell.trim() !== "");
    if (extra.length > 0)
      refuse(
        `This row has ${context.columns + extra.length} cells but the header names ${context.columns} columns: a separator inside a cell needs quotes around the cell.`,
      );
    const mapped = (field: CatalogField) => mapping[field] !== undefined;
    const cell = (field: CatalogField) => {
      const index = mapping[field];
      return index === undefined ? "" : (row.cells[index] ?? "").trim();
    };
    for (const [field, max] of Object.entries(MAX_LENGTH) as [CatalogField, number][]) {
      if (cell(field).length > max) refuse(`${CATALOG_FIELD_LABELS[field]} is longer than ${max} characters.`);
    }

    const idCell = cell("id");
    const codeCell = cell("code");
    let existing: ProductRow | undefined;
    if (idCell) {
      const id = readOrRefuse(readWholeNumber(idCell, "Product ID", 1, Number.MAX_SAFE_INTEGER));
      existing =
        (await firstRow(byId.execute({ id }))) ??
        refuse(`No product has ID ${idCell}; leave Product ID empty to add a new one.`);
    } else if (codeCell) existing = await firstRow(byCode.execute({ code: codeCell }));
    const currentNumbers: PartNumber[] = existing ? await numbersOf.execute({ id: existing.id }) : [];
    const data: ProductData = existing ? dataOf(existing, currentNumbers) : { productName: "", price: 0 };

    const text = (field: CatalogField) => cell(field) || null;
    if (cell("name")) data.productName = cell("name");
    // A row found by its part code keeps the code as the catalog writes it (bp-1 finds BP-1 and leaves it so).
    if (mapped("code") && !(existing && !idCell)) data.code = text("code");
    if (mapped("displayName")) data.productDisplayName = text("displayName");
    if (mapped("shortDescription")) data.shortDescription = text("shortDescription");
    if (mapped("description")) data.description = text("description");
    if (mapped("mfd")) data.mfd = text("mfd");
    if (cell("price")) data.price = readOrRefuse(readNumber(cell("price"), "Price"));
    else if (!existing) refuse("Price is required for a new product.");
    if (mapped("discountPrice"))
      data.discountPrice = cell("discountPrice")
        ? readOrRefuse(readNumber(cell("discountPrice"), "Discount price"))
        : null;
    if (cell("qty")) data.qty = readOrRefuse(readWholeNumber(cell("qty"), "Stock", 0, 1_000_000));
    if (cell("active")) data.isActive = readOrRefuse(readYesNo(cell("active"), "Active"));
    if (cell("weightKg")) data.weightKg = readOrRefuse(readNumber(cell("weightKg"), "Weight"));
    if (cell("bulky")) data.bulky = readOrRefuse(readYesNo(cell("bulky"), "Bulky"));
    if (cell("condition")) data.condition = readOrRefuse(readCondition(cell("condition")));
    if (mapped("warrantyDays"))
      data.warrantyDays = cell("warrantyDays")
        ? readOrRefuse(readWholeNumber(cell("warrantyDays"), "Warranty (days)", 0, 3650))
        : null;
    const reorderLevel = mapped("reorderLevel")
      ? cell("reorderLevel")
        ? readOrRefuse(readWholeNumber(cell("reorderLevel"), "Reorder level", 0, 1_000_000))
        : null
      : (existing?.reorderLevel ?? null);
    if (PART_NUMBER_KINDS.some((kind) => mapped(NUMBER_COLUMNS[kind]))) {
      data.partNumbers = PART_NUMBER_KINDS.flatMap((kind) =>
        mapped(NUMBER_COLUMNS[kind])
          ? readPartNumbers(cell(NUMBER_COLUMNS[kind]), kind)
          : currentNumbers.filter((n) => n.kind === kind),
      );
      for (const n of data.partNumbers) {
        const { partNumber, partNumberBrand } = PRODUCT_TEXT_LIMITS;
        if (n.number.length > partNumber) refuse(`Part number ${n.number} is longer than ${partNumber} characters.`);
        if (n.brand.length > partNumberBrand)
          refuse(`Part number brand ${n.brand} is longer than ${partNumberBrand} characters.`);
      }
    }

    let subCategoryId = existing?.subCategoryId;
    if (cell("subCategory"))
      subCategoryId = subCategoryOf(shelves, cell("subCategory"), cell("category"), cell("brand"));
    if (subCategoryId === undefined) return refuse("Sub-category is required for a new product.");
    const brand = shelves.brandOf.get(subCategoryId);
    for (const { key, csv } of BRAND_DETAIL_LIST) {
      const given = cell(productBrandKey(key));
      const held = brand?.[key] ?? "";
      if (brand && given && given.toLowerCase() !== held.toLowerCase())
        refuse(
          `${csv.label} "${given}" is not ${brand.brand}'s (${held || "none"}); change the brand on the Brands page.`,
        );
    }
    if (!existing && !data.productName) refuse("Name is required for a new product.");

    let values: ProductValues;
    let numbers: PartNumberValues;
    try {
      ({ values, numbers } = productValues(data));
    } catch (error) {
      if (error instanceof AppError) return refuse(error.message.replace(/^Please check: /, ""));
      throw error;
    }
    if (!mapped("oemNumbers") && !mapped("equivalentNumbers") && !mapped("supersededNumbers")) numbers = undefined;
    if (values.code) {
      const holder = await firstRow(byCode.execute({ code: values.code }));
      if (holder && holder.id !== existing?.id) refuse(`Part code ${holder.code} is already used by "${holder.name}".`);
    }

    const currentVehicles = existing ? await vehiclesOf.execute({ id: existing.id }) : [];
    let vehicleIds: number[] | undefined;
    if (mapped("fitment")) {
      const codes = listOf(cell("fitment"), true);
      const unknown = codes.filter((code) => !shelves.vehicleIds.has(code.toLowerCase()));
      if (unknown.length > 0)
        refuse(`Unknown chassis code${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; add the vehicle first.`);
      vehicleIds = [...new Set(codes.map((code) => shelves.vehicleIds.get(code.toLowerCase()) as number))];
    }

    const images = imageChange(
      existing ? await imagesOf.execute({ id: existing.id }) : [],
      cell("images"),
      context.zipImages,
    );
    const write: ProductWrite = { values: { ...values, subCategoryId, reorderLevel }, numbers, vehicleIds, images };
    if (!existing) return { line: row.line, outcome: "new", write };

    const changes = changesBetween(existing, write.values, LOGGED_FIELDS, SHOWN);
    if (numbers !== undefined && numbersKey(numbers) !== numbersKey(currentNumbers)) {
      const shown = (list: readonly PartNumber[]) => joinList(list.map((n) => n.number));
      changes.push({ field: "Part numbers", before: shown(currentNumbers), after: shown(numbers) });
    }
    if (vehicleIds !== undefined) {
      const before = currentVehicles.map((v) => v.id).sort();
      const after = [...vehicleIds].sort();
      if (before.join() !== after.join()) {
        changes.push({
          field: "Fits",
          before: joinList(currentVehicles.map((v) => v.code)),
          after: listOf(cell("fitment"), true).join(", "),
        });
      }
    }
    if (images)
      changes.push({
        field: "Images",
        before: images.keep.length + images.removed.length,
        after: images.keep.length + images.add.length,
      });
    if (changes.length === 0) return { line: row.line, outcome: "unchanged", productId: existing.id };
    return { line: row.line, outcome: "update", productId: existing.id, write, changes };
  }

  return {
    /** Plans rows in order; a problem in one row refuses that row alone. */
    async plan(rows: readonly SourceRow[], context: PlanContext): Promise<PlannedRow[]> {
      const shelvesNow = await shelves();
      const planned: PlannedRow[] = [];
      for (const row of rows) planned.push(await planOne(row, context, shelvesNow));
      return planned;
    },
  };

  async function planOne(row: SourceRow, context: PlanContext, shelvesNow: Shelves): Promise<PlannedRow> {
    const repeated = context.repeated.get(row.line);
    if (repeated) return { line: row.line, outcome: "refused", problem: repeated };
    try {
      return await planRow(row, context, shelvesNow);
    } catch (error) {
      if (error instanceof Refused) return { line: row.line, outcome: "refused", problem: error.message };
      throw error;
    }
  }
}

/**
 * The images a row asks for, in order: a name that is one of the product's images (the name it was imported under,
 * or the one the export writes) keeps it, any other comes from the ZIP; the product's images the row does not name are removed. undefined when the cell is empty or names the
 * images the product has, in that order (an empty cell never removes images).
 */
function imageChange(
  current: { id: number; url: string; sourceName: string | null }[],
  cell: string,
  zipImages: ReadonlySet<string>,
): ImageChange | undefined {
  const names = [...new Set(listOf(cell, true))];
  if (names.length === 0) return undefined;
  if (names.length > MAX_IMAGES_PER_PRODUCT) refuse(`A product can have at most ${MAX_IMAGES_PER_PRODUCT} images.`);
  const byName = new Map<string, (typeof current)[number]>();
  for (const image of current) {
    byName.set(fileNameOf(image.url).toLowerCase(), image);
    if (image.sourceName) byName.set(image.sourceName.toLowerCase(), image);
  }
  const keep: ImageChange["keep"] = [];
  const add: string[] = [];
  for (const name of names) {
    const kept = byName.get(name.toLowerCase());
    if (kept) keep.push(kept);
    else if (zipImages.has(name.toLowerCase())) add.push(name);
    else
      refuse(
        zipImages.size ? `Image ${name} is not in the ZIP.` : `Image ${name} needs a ZIP of images beside the file.`,
      );
  }
  const removed = current.filter((image) => !keep.includes(image));
  if (add.length === 0 && removed.length === 0 && keep.every((image, index) => image === current[index]))
    return undefined;
  return { keep, add, removed };
}

/** Rows whose part code or Product ID an earlier row of the file has already: refused, naming that row. */
export function repeatedRows(rows: readonly SourceRow[], mapping: ColumnMapping): Map<number, string> {
  const repeated = new Map<number, string>();
  const seen = new Map<string, number>();
  const check = (field: "id" | "code", label: string, row: SourceRow) => {
    const index = mapping[field];
    const value = index === undefined ? "" : (row.cells[index] ?? "").trim();
    if (!value) return;
    const key = `${field}:${value.toLowerCase()}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, row.line);
    else if (!repeated.has(row.line)) repeated.set(row.line, `${label} ${value} is also on row ${first} of the file.`);
  };
  for (const row of rows) {
    check("code", "Part code", row);
    check("id", "Product ID", row);
  }
  return repeated;
}
