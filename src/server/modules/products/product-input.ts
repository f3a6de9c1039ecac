import type { Static } from "elysia";
import type { PartCondition } from "../../../shared/part-condition";
import { compactPartNumber, type PartNumber } from "../../../shared/part-numbers";
import { badRequest, type FieldError } from "../../http/app-error";
import type { productData } from "./model";

export type ProductData = Static<typeof productData>;

export interface ProductValues {
  name: string;
  code: string | null;
  displayName: string | null;
  shortDescription: string | null;
  description: string | null;
  priceCents: number;
  discountPriceCents: number | null;
  qty: number;
  mfd: string | null;
  isActive: boolean;
  /** Left out: a new product weighs 1 kg, an edited one keeps its weight (and its bulky flag). */
  weightGrams?: number;
  bulky?: boolean;
  /** Left out: a new product is aftermarket new, an edited one keeps its condition (and warranty). */
  condition?: PartCondition;
  warrantyDays?: number | null;
}

/** The other numbers as given, trimmed, with their compact form; undefined when the form left them out. */
export type PartNumberValues = (PartNumber & { numberCompact: string })[] | undefined;

const text = (value: string | null | undefined) => value?.trim() || null;

/** Rupees with at most two decimals, above 0 (nothing in the shop is given away), as cents; or an error message. */
function cents(value: number, label: string): number | string {
  if (!Number.isFinite(value) || value <= 0) return `${label} must be more than Rs. 0.`;
  if (value > 100_000_000) return `${label} must be at most Rs. 100,000,000.`;
  const scaled = value * 100;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return `${label} can have at most 2 decimals.`;
  return Math.round(scaled);
}

/** The product's fields trimmed and checked, and its other numbers; every problem at once as a 400 with field errors. */
export function productValues(data: ProductData): { values: ProductValues; numbers: PartNumberValues } {
  const errors: FieldError[] = [];
  const name = text(data.productName);
  if (!name) errors.push({ field: "productName", message: "Product name is required." });
  const price = cents(data.price, "Price");
  if (typeof price === "string") errors.push({ field: "price", message: price });
  const discount =
    data.discountPrice === null || data.discountPrice === undefined
      ? null
      : cents(data.discountPrice, "Discount price");
  if (typeof discount === "string") errors.push({ field: "discountPrice", message: discount });
  if (typeof price === "number" && typeof discount === "number" && discount > price) {
    errors.push({ field: "discountPrice", message: "Discount price cannot be more than the price." });
  }
  const qty = data.qty ?? 0;
  if (qty < 0 || qty > 1_000_000) errors.push({ field: "qty", message: "Quantity must be from 0 to 1,000,000." });
  const weightKg = data.weightKg;
  if (weightKg !== undefined && !(weightKg > 0 && weightKg <= 1000)) {
    errors.push({ field: "weightKg", message: "Weight must be more than 0 and at most 1,000 kg." });
  }
  const numbers = partNumberValues(data.partNumbers, text(data.code), errors);
  if (errors.length > 0) throw badRequest(`Please check: ${errors.map((e) => e.message).join(" ")}`, errors);
  return {
    numbers,
    values: {
      name: name as string,
      code: text(data.code),
      displayName: text(data.productDisplayName),
      shortDescription: text(data.shortDescription),
      description: text(data.description),
      priceCents: price as number,
      discountPriceCents: discount as number | null,
      qty,
      mfd: text(data.mfd),
      isActive: data.isActive ?? true,
      ...(weightKg === undefined ? {} : { weightGrams: Math.max(1, Math.round(weightKg * 1000)) }),
      ...(data.bulky === undefined ? {} : { bulky: data.bulky }),
      ...(data.condition === undefined ? {} : { condition: data.condition }),
      ...(data.warrantyDays === undefined ? {} : { warrantyDays: data.warrantyDays || null }),
    },
  };
}

/** Each number once, none empty and none the product's own code (which search finds already). */
function partNumberValues(
  given: ProductData["partNumbers"],
  code: string | null,
  errors: FieldError[],
): PartNumberValues {
  if (given === undefined) return undefined;
  const seen = new Set(code ? [compactPartNumber(code)] : []);
  const numbers: NonNullable<PartNumberValues> = [];
  for (const entry of given) {
    const number = entry.number.trim();
    const numberCompact = compactPartNumber(number);
    if (!numberCompact) {
      errors.push({ field: "partNumbers", message: "Each part number needs letters or digits." });
      continue;
    }
    if (seen.has(numberCompact)) {
      errors.push({ field: "partNumbers", message: `Part number ${number} is listed twice (or is the part code).` });
      continue;
    }
    seen.add(numberCompact);
    numbers.push({ kind: entry.kind, brand: entry.brand.trim(), number, numberCompact });
  }
  return numbers;
}
