/**
 * A brand's details beyond its name and description, declared once. Each one is a text column of `brands` on both
 * engines, a field of the brand API's rows and bodies, `subCategory.brand<Key>` of every product, a field of the
 * console's brand dialog and a column of its list, a column of the catalog CSV (exported; an import checks it
 * against the brand), and, with `schemaOrg`, a property of the product page's JSON-LD.
 * Adding one: declare it here, give the demo brands a value, generate the migrations (`bun run db:generate`).
 */
export interface BrandDetail {
  /** The console's label and the activity log's. */
  label: string;
  maxLength: number;
  /** The CSV header, and the other headers suppliers' sheets use for it (as headerKey() gives them). */
  csv: { label: string; aliases: readonly string[] };
  /** The schema.org Product property it fills, if any. */
  schemaOrg?: string;
}

export const BRAND_DETAILS = {
  country: {
    label: "Country of origin",
    maxLength: 60,
    csv: { label: "Brand country", aliases: ["brandcountry", "countryoforigin", "origin", "madein"] },
    schemaOrg: "countryOfOrigin",
  },
} as const satisfies Record<string, BrandDetail>;

export type BrandDetailKey = keyof typeof BRAND_DETAILS;
export type BrandDetails = Record<BrandDetailKey, string>;
/** The details as a product's `subCategory` carries them: `brandCountry` for `country`. */
export type ProductBrandKey<K extends string = BrandDetailKey> = `brand${Capitalize<K>}`;
export type ProductBrandDetails = { [K in BrandDetailKey as ProductBrandKey<K>]: string };

/** The details in order, each with its key. */
export const BRAND_DETAIL_LIST = (Object.entries(BRAND_DETAILS) as [BrandDetailKey, BrandDetail][]).map(
  ([key, detail]) => ({ key, ...detail }),
);

export const productBrandKey = <K extends string>(key: K) =>
  `brand${key.charAt(0).toUpperCase()}${key.slice(1)}` as ProductBrandKey<K>;

/** One value per detail, built by `make`. */
export const byBrandDetail = <V>(make: (key: BrandDetailKey, detail: BrandDetail) => V): Record<BrandDetailKey, V> =>
  Object.fromEntries(BRAND_DETAIL_LIST.map((detail) => [detail.key, make(detail.key, detail)])) as Record<
    BrandDetailKey,
    V
  >;

/** One value per detail, keyed as a product's `subCategory` carries it (`brandCountry`). */
export const byProductBrandKey = <V>(make: (key: BrandDetailKey, detail: BrandDetail) => V) =>
  Object.fromEntries(BRAND_DETAIL_LIST.map((detail) => [productBrandKey(detail.key), make(detail.key, detail)])) as {
    [K in BrandDetailKey as ProductBrandKey<K>]: V;
  };

/** A product's brand detail (`brandCountry`), out of a row or a product's `subCategory` that holds it. */
const productBrandValue = (row: ProductBrandDetails, key: BrandDetailKey): string =>
  (row as Record<string, string>)[productBrandKey(key)] ?? "";

/** The product's brand details out of a row that holds them (and more). */
export const productBrandDetails = (row: ProductBrandDetails): ProductBrandDetails =>
  byProductBrandKey((key) => productBrandValue(row, key));

/** The schema.org Product properties a product's brand details fill (`countryOfOrigin`), blank ones left out. */
export const brandSchemaOrg = (product: ProductBrandDetails): Record<string, string> =>
  Object.fromEntries(
    BRAND_DETAIL_LIST.flatMap(({ key, schemaOrg }) => {
      const value = productBrandValue(product, key);
      return schemaOrg && value ? [[schemaOrg, value]] : [];
    }),
  );

/** A detail's column in `brands`: `country_of_origin` for `countryOfOrigin`. */
export const brandDetailColumn = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
