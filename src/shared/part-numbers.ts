/**
 * The numbers a part is known by besides the shop's own code: the carmaker's OEM number, aftermarket equivalents
 * (Bosch, Denso, Sakura…) and numbers it superseded. Catalogues compare them upper case, letters and digits only,
 * so `04465-52260`, `0446552260` and `04465 52260` are one number.
 */
export const PART_NUMBER_KINDS = ["oem", "equivalent", "superseded"] as const;
export type PartNumberKind = (typeof PART_NUMBER_KINDS)[number];

export const PART_NUMBER_KIND_LABELS: Record<PartNumberKind, string> = {
  oem: "OEM number",
  equivalent: "Equivalent",
  superseded: "Replaces",
};

export interface PartNumber {
  kind: PartNumberKind;
  /** Whose number it is: the carmaker for an OEM number, the maker of an equivalent. */
  brand: string;
  number: string;
}

/** A part number as compared: lower case, letters and digits only (the search index keeps it so too). */
export const compactPartNumber = (number: string) =>
  number
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
