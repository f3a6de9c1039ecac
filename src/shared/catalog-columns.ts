import { BRAND_DETAIL_LIST, productBrandKey } from "./brand-details";

/**
 * The product fields a catalog CSV carries, in the order the export writes them. The export's headers are these
 * labels, so an exported file maps itself on import; `aliases` are other headers suppliers' sheets use for the same
 * field, compared as headerKey() gives them.
 */
export const CATALOG_COLUMNS = [
  { field: "id", label: "Product ID", aliases: ["id", "productid"] },
  { field: "code", label: "Part code", aliases: ["code", "partcode", "sku", "itemcode", "partno", "stockcode"] },
  { field: "name", label: "Name", aliases: ["name", "productname", "itemname", "product", "item"] },
  { field: "displayName", label: "Display name", aliases: ["displayname", "productdisplayname", "title"] },
  { field: "shortDescription", label: "Short description", aliases: ["shortdescription", "summary"] },
  { field: "description", label: "Description", aliases: ["description", "details", "longdescription"] },
  { field: "price", label: "Price (Rs.)", aliases: ["price", "pricers", "priceLKR", "sellingprice", "unitprice"] },
  {
    field: "discountPrice",
    label: "Discount price (Rs.)",
    aliases: ["discountprice", "discountpricers", "saleprice", "offerprice"],
  },
  { field: "qty", label: "Stock", aliases: ["stock", "qty", "quantity", "onhand", "instock"] },
  { field: "mfd", label: "Manufactured", aliases: ["manufactured", "mfd", "made"] },
  { field: "active", label: "Active", aliases: ["active", "isactive", "shown", "visible", "published"] },
  { field: "weightKg", label: "Weight (kg)", aliases: ["weightkg", "weight"] },
  { field: "bulky", label: "Bulky", aliases: ["bulky", "oversize", "oversized"] },
  { field: "condition", label: "Condition", aliases: ["condition", "state"] },
  { field: "warrantyDays", label: "Warranty (days)", aliases: ["warrantydays", "warranty"] },
  { field: "reorderLevel", label: "Reorder level", aliases: ["reorderlevel", "reorderat", "minstock", "minimumstock"] },
  { field: "brand", label: "Brand", aliases: ["brand", "make"] },
  ...BRAND_DETAIL_LIST.map(({ key, csv }) => ({ field: productBrandKey(key), label: csv.label, aliases: csv.aliases })),
  { field: "category", label: "Category", aliases: ["category"] },
  { field: "subCategory", label: "Sub-category", aliases: ["subcategory", "subcat", "type"] },
  { field: "oemNumbers", label: "OEM numbers", aliases: ["oemnumbers", "oemnumber", "oem", "oemno", "oempartnumber"] },
  {
    field: "equivalentNumbers",
    label: "Equivalent numbers",
    aliases: ["equivalentnumbers", "equivalents", "equivalent", "crossreference", "crossref", "alternatives"],
  },
  { field: "supersededNumbers", label: "Replaces numbers", aliases: ["replacesnumbers", "replaces", "superseded"] },
  {
    field: "fitment",
    label: "Fits (chassis codes)",
    aliases: ["fitschassiscodes", "fits", "fitment", "chassiscodes", "chassis", "modelcodes", "vehicles"],
  },
  { field: "images", label: "Images", aliases: ["images", "image", "imagefiles", "photos", "pictures"] },
] as const;

export type CatalogField = (typeof CATALOG_COLUMNS)[number]["field"];

/** Which column (by its index in the header row) feeds each field; a field left out is not imported. */
export type ColumnMapping = Partial<Record<CatalogField, number>>;

export const CATALOG_FIELD_LABELS = Object.fromEntries(
  CATALOG_COLUMNS.map((column) => [column.field, column.label]),
) as Record<CatalogField, string>;

/** A header as compared: lower case, letters and digits only ("Price (Rs.)" → "pricers"). */
export const headerKey = (header: string) =>
  header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The mapping a header row gets by itself: each column whose header was mapped before (`remembered`, by headerKey)
 * or matches a field's label or alias feeds that field; the first column wins when two match one field.
 */
export function matchColumns(headers: readonly string[], remembered: Record<string, CatalogField> = {}): ColumnMapping {
  const mapping: ColumnMapping = {};
  const byAlias = new Map<string, CatalogField>();
  for (const column of CATALOG_COLUMNS) {
    byAlias.set(headerKey(column.label), column.field);
    for (const alias of column.aliases) byAlias.set(headerKey(alias), column.field);
  }
  headers.forEach((header, index) => {
    const key = headerKey(header);
    const field = remembered[key] ?? byAlias.get(key);
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

/** Separates the entries of one cell that holds several (part numbers, chassis codes, image names). */
export const LIST_SEPARATOR = ";";
