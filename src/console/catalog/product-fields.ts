import type { Product } from "../../server/api-types";
import type { PartCondition } from "../../shared/part-condition";
import { compactPartNumber } from "../../shared/part-numbers";
import type { ImageItem } from "./image-list";
import { type PartNumberRow, partNumberRow } from "./part-numbers-editor";

/** The product dialog's fields as typed (numbers stay text until saved, so half-typed input is kept as it is). */
export interface ProductFields {
  subCategoryId: number | null;
  productName: string;
  code: string;
  productDisplayName: string;
  shortDescription: string;
  description: string;
  price: string;
  discountPrice: string;
  qty: string;
  mfd: string;
  isActive: boolean;
  weightKg: string;
  bulky: boolean;
  condition: PartCondition;
  /** Days, as typed; "" for no warranty. */
  warrantyDays: string;
  partNumbers: PartNumberRow[];
}

export const fieldsOf = (product: Product | null, subCategoryId: number | null): ProductFields => ({
  subCategoryId: product?.subCategory.subCategoryId ?? subCategoryId,
  productName: product?.productName ?? "",
  code: product?.code ?? "",
  productDisplayName: product?.productDisplayName ?? "",
  shortDescription: product?.shortDescription ?? "",
  description: product?.description ?? "",
  price: product ? String(product.price) : "",
  discountPrice: product?.discountPrice == null ? "" : String(product.discountPrice),
  qty: product ? String(product.qty) : "",
  mfd: product?.mfd ?? "",
  isActive: product?.isActive ?? true,
  weightKg: product ? String(product.weightKg) : "1",
  bulky: product?.bulky ?? false,
  condition: product?.condition ?? "aftermarket-new",
  warrantyDays: product?.warrantyDays ? String(product.warrantyDays) : "",
  partNumbers: (product?.partNumbers ?? []).map(partNumberRow),
});

/** The rows worth saving: those with a number typed (an untouched new row is left out). */
const typedNumbers = (rows: readonly PartNumberRow[]) => rows.filter((row) => row.number.trim() !== "");

const MAX_RUPEES = 100_000_000;
const MAX_QTY = 1_000_000;

/** Rupees typed: a number above 0 with at most 2 decimals, or what is wrong with it. */
function rupees(text: string, label: string): number | string {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value)) return `${label} must be a number.`;
  if (value <= 0) return `${label} must be more than Rs. 0.`;
  if (value > MAX_RUPEES) return `${label} must be at most Rs. 100,000,000.`;
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return `${label} can have at most 2 decimals.`;
  return value;
}

/** docs/product-spec.md §5, with its messages said: what is wrong with each field, if anything. */
export function productProblems(values: ProductFields): Partial<Record<keyof ProductFields, string>> {
  const problems: Partial<Record<keyof ProductFields, string>> = {};
  if (values.subCategoryId === null) problems.subCategoryId = "Choose the sub-category.";
  if (!values.productName.trim()) problems.productName = "Product name is required.";
  const price = values.price.trim() === "" ? "Price is required." : rupees(values.price, "Price");
  if (typeof price === "string") problems.price = price;
  if (values.discountPrice.trim() !== "") {
    const discount = rupees(values.discountPrice, "Discount price");
    if (typeof discount === "string") problems.discountPrice = discount;
    else if (typeof price === "number" && discount >= price) {
      problems.discountPrice = "Discount price must be less than the price.";
    }
  }
  const qty = Number(values.qty);
  if (values.qty.trim() === "") problems.qty = "Quantity is required.";
  else if (!Number.isInteger(qty) || qty < 0 || qty > MAX_QTY) {
    problems.qty = "Quantity must be a whole number from 0 to 1,000,000.";
  }
  const weight = Number(values.weightKg);
  if (values.weightKg.trim() === "" || !Number.isFinite(weight) || weight <= 0 || weight > 1000) {
    problems.weightKg = "Weight must be more than 0 and at most 1,000 kg.";
  }
  const warranty = Number(values.warrantyDays);
  if (values.warrantyDays.trim() !== "" && (!Number.isInteger(warranty) || warranty < 0 || warranty > 3650)) {
    problems.warrantyDays = "Warranty must be a whole number of days from 0 to 3,650.";
  }
  const seen = new Set([compactPartNumber(values.code)].filter(Boolean));
  for (const row of typedNumbers(values.partNumbers)) {
    const compact = compactPartNumber(row.number);
    if (!compact) problems.partNumbers = "Each part number needs letters or digits.";
    else if (seen.has(compact))
      problems.partNumbers = `Part number ${row.number.trim()} is listed twice (or is the code).`;
    seen.add(compact);
  }
  return problems;
}

const textOrNull = (text: string) => text.trim() || null;

/** The `data` part of add-product / update-product (docs: the product's fields as JSON text). */
export function productData(values: ProductFields) {
  return {
    productName: values.productName.trim(),
    code: textOrNull(values.code),
    productDisplayName: textOrNull(values.productDisplayName),
    shortDescription: textOrNull(values.shortDescription),
    description: textOrNull(values.description),
    price: Number(values.price),
    discountPrice: values.discountPrice.trim() === "" ? null : Number(values.discountPrice),
    qty: Number(values.qty),
    mfd: textOrNull(values.mfd),
    isActive: values.isActive,
    weightKg: Number(values.weightKg),
    bulky: values.bulky,
    condition: values.condition,
    warrantyDays: values.warrantyDays.trim() === "" ? null : Number(values.warrantyDays),
    partNumbers: typedNumbers(values.partNumbers).map(({ kind, brand, number }) => ({
      kind,
      brand: brand.trim(),
      number: number.trim(),
    })),
  };
}

interface ImageChanges {
  /** The images as the dialog shows them: kept ones (URLs) and new files, in order. */
  images?: readonly ImageItem[];
  /** The product's images when the dialog opened: those no longer shown are removed. */
  savedUrls?: readonly string[];
  /** The full order of the product's images, when it is all that changes. */
  imageOrder?: string[];
}

/**
 * The multipart form of add-product / update-product: the sub-category, the fields as JSON text, the new files, and
 * on an edit which images were removed and the kept ones' order. Without image changes the images stay as they are.
 */
export function productForm(values: ProductFields, { images = [], savedUrls, imageOrder }: ImageChanges = {}) {
  const kept = images.filter((item) => !item.file).map((item) => item.url);
  const edits = savedUrls ? { removeImages: savedUrls.filter((url) => !kept.includes(url)), imageOrder: kept } : {};
  const form = new FormData();
  form.append("subCategoryId", String(values.subCategoryId));
  form.append("data", JSON.stringify({ ...productData(values), ...edits, ...(imageOrder ? { imageOrder } : {}) }));
  for (const item of images) if (item.file) form.append("images", item.file);
  return form;
}
