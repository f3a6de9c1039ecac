/**
 * What state a part is sold in. Genuine, OEM, aftermarket, reconditioned (from Japan, often off a "half-cut" car)
 * and used parts sell side by side in Sri Lanka at very different prices, so every product says which it is.
 */
export const PART_CONDITIONS = ["genuine-new", "oem-new", "aftermarket-new", "reconditioned", "used"] as const;
export type PartCondition = (typeof PART_CONDITIONS)[number];

export const PART_CONDITION_LABELS: Record<PartCondition, string> = {
  "genuine-new": "Genuine new",
  "oem-new": "OEM new",
  "aftermarket-new": "Aftermarket new",
  reconditioned: "Reconditioned",
  used: "Used",
};

/** schema.org's OfferItemCondition for each, for the product's JSON-LD. */
export const SCHEMA_ORG_CONDITION: Record<PartCondition, string> = {
  "genuine-new": "https://schema.org/NewCondition",
  "oem-new": "https://schema.org/NewCondition",
  "aftermarket-new": "https://schema.org/NewCondition",
  reconditioned: "https://schema.org/RefurbishedCondition",
  used: "https://schema.org/UsedCondition",
};

export const isPartCondition = (value: unknown): value is PartCondition =>
  (PART_CONDITIONS as readonly unknown[]).includes(value);

/** "1 year warranty", "3 months warranty", "14 days warranty"; null without one. */
export function warrantyText(days: number | null): string | null {
  if (!days || days <= 0) return null;
  if (days % 365 === 0) return `${days / 365} year${days === 365 ? "" : "s"} warranty`;
  if (days % 30 === 0) return `${days / 30} month${days === 30 ? "" : "s"} warranty`;
  return `${days} day${days === 1 ? "" : "s"} warranty`;
}
