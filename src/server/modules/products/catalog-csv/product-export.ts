import type { Db } from "../../../../db/database";
import { productBrandDetails } from "../../../../shared/brand-details";
import { CATALOG_COLUMNS, type CatalogField } from "../../../../shared/catalog-columns";
import { PART_CONDITION_LABELS } from "../../../../shared/part-condition";
import { csvStream } from "../../../http/csv-file";
import { vehicleCodes } from "../../vehicles";
import type { Product } from "../model";
import type { ProductFilter } from "../product-list";
import type { ProductRows } from "../product-rows";
import { fileNameOf, joinList, writePartNumbers, yesNo } from "./cell-values";

/** Products read per step of an export: a few hundred keep memory flat however large the catalog. */
const STEP = 500;

const HEADERS = CATALOG_COLUMNS.map((column) => column.label);

/** One product as the import reads it back: same headers, so an exported file re-imports as "unchanged". */
function cellsOf(product: Product, vehicleCodes: Map<number, string>): (string | number)[] {
  const cells: Record<CatalogField, string | number> = {
    id: product.productId,
    code: product.code ?? "",
    name: product.productName,
    displayName: product.productDisplayName ?? "",
    shortDescription: product.shortDescription ?? "",
    description: product.description ?? "",
    price: product.price,
    discountPrice: product.discountPrice ?? "",
    qty: product.qty,
    mfd: product.mfd ?? "",
    active: yesNo(product.isActive),
    weightKg: product.weightKg,
    bulky: yesNo(product.bulky),
    condition: PART_CONDITION_LABELS[product.condition],
    warrantyDays: product.warrantyDays ?? "",
    reorderLevel: product.reorderLevel ?? "",
    brand: product.subCategory.brand,
    ...productBrandDetails(product.subCategory),
    category: product.subCategory.category,
    subCategory: product.subCategory.subCategory,
    oemNumbers: writePartNumbers(product.partNumbers, "oem"),
    equivalentNumbers: writePartNumbers(product.partNumbers, "equivalent"),
    supersededNumbers: writePartNumbers(product.partNumbers, "superseded"),
    fitment: joinList(product.vehicleIds.map((id) => vehicleCodes.get(id) ?? "").filter(Boolean)),
    images: joinList(product.images.map(fileNameOf)),
  };
  return CATALOG_COLUMNS.map((column) => cells[column.field]);
}

/**
 * The products a console filter matches as a CSV stream (UTF-8 with a BOM for Excel), read a few hundred at a time.
 */
export async function exportProducts(
  db: Db,
  products: { idsMatching(filter: ProductFilter): Promise<number[]>; rows: ProductRows },
  filter: ProductFilter,
): Promise<ReadableStream<string>> {
  const ids = await products.idsMatching(filter);
  const codes = await vehicleCodes(db);
  async function* pages() {
    for (let next = 0; next < ids.length; next += STEP) {
      const page = await products.rows.byIds(ids.slice(next, next + STEP));
      yield page.map((product) => cellsOf(product, codes));
    }
  }
  return csvStream(HEADERS, pages());
}
