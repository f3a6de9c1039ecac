import { t } from "elysia";
import { isOneOf } from "../../../shared/one-of";
import { PART_CONDITIONS, type PartCondition } from "../../../shared/part-condition";
import { PART_NUMBER_KINDS } from "../../../shared/part-numbers";
import { pagingQuery } from "../../http/paging";
import { idParam, oneOf, searchTextQuery } from "../../http/query-params";
import { brandDetailFields } from "../catalog-entries";

/** The longest each text of a product may be: the form's schema and the CSV import both hold to these. */
export const PRODUCT_TEXT_LIMITS = {
  productName: 200,
  code: 60,
  productDisplayName: 200,
  shortDescription: 500,
  description: 10_000,
  mfd: 40,
  partNumber: 40,
  partNumberBrand: 60,
} as const;

const partNumberRow = t.Object({
  kind: oneOf("partNumbers", PART_NUMBER_KINDS),
  brand: t.String({
    maxLength: PRODUCT_TEXT_LIMITS.partNumberBrand,
    error: `a part number's brand must be text of at most ${PRODUCT_TEXT_LIMITS.partNumberBrand} characters`,
    field: "partNumbers",
  }),
  number: t.String({
    maxLength: PRODUCT_TEXT_LIMITS.partNumber,
    error: `a part number must be text of at most ${PRODUCT_TEXT_LIMITS.partNumber} characters`,
    field: "partNumbers",
  }),
});

export const productRow = t.Object(
  {
    productId: t.Number(),
    productName: t.String(),
    code: t.Nullable(t.String()),
    productDisplayName: t.Nullable(t.String()),
    shortDescription: t.Nullable(t.String()),
    description: t.Nullable(t.String()),
    price: t.Number(),
    discountPrice: t.Nullable(t.Number()),
    qty: t.Number(),
    mfd: t.Nullable(t.String()),
    isActive: t.Boolean(),
    rating: t.Number(),
    weightKg: t.Number({ description: "Shipping weight of one unit; delivery fees are by weight" }),
    bulky: t.Boolean({ description: "Too big for an ordinary courier: pickup, or courier at a fee agreed by phone" }),
    subCategory: t.Object({
      subCategoryId: t.Number(),
      subCategory: t.String(),
      categoryId: t.Number(),
      category: t.String(),
      brandId: t.Number(),
      brand: t.String(),
      ...brandDetailFields.product,
    }),
    images: t.Array(t.String()),
    cardImage: t.Nullable(
      t.String({ description: "A small (≤ 480 px) version of the first image for lists; null without images" }),
    ),
    vehicleIds: t.Array(t.Number(), {
      description: "Ids of the vehicles it fits (see /vehicles); empty when its fitment is not recorded",
    }),
    condition: t.UnionEnum(PART_CONDITIONS, {
      description: "Genuine new, OEM new, aftermarket new, reconditioned or used",
    }),
    warrantyDays: t.Nullable(t.Number({ description: "Days the shop's warranty lasts; null for none" })),
    reorderLevel: t.Nullable(
      t.Number({ description: "Low at or below this many in stock; null: the shop's default level" }),
    ),
    partNumbers: t.Array(partNumberRow, {
      description:
        "The numbers it is also known by (OEM, equivalents, superseded); search matches them ignoring case, spaces, dashes and dots",
    }),
  },
  { title: "Product" },
);

export const PRODUCT_SORTS = [
  "relevance",
  "newest",
  "price-asc",
  "price-desc",
  "name",
  "name-desc",
  "qty-asc",
  "qty-desc",
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** An id filter the storefront may send empty (`?brandId=`), which means "any". */
const idFilter = (field: string) =>
  t.Optional(
    t.Union([t.Literal(""), t.Integer({ minimum: 1 })], {
      error: `${field} must be a whole number, 1 or more, or empty`,
      field,
    }),
  );

const filters = {
  ...searchTextQuery,
  subCategoryId: idFilter("subCategoryId"),
  categoryId: idFilter("categoryId"),
  brandId: idFilter("brandId"),
  vehicleId: idFilter("vehicleId"),
  // A pattern, not a UnionEnum: Elysia would fill a missing one with its first value (query-params.ts).
  condition: t.Optional(
    t.Unsafe<PartCondition | "">(
      t.String({
        pattern: `^(${PART_CONDITIONS.join("|")})?$`,
        error: `condition must be one of ${PART_CONDITIONS.join(", ")}, or empty`,
        field: "condition",
      }),
    ),
  ),
  sort: t.Optional(
    t.UnionEnum(PRODUCT_SORTS, {
      error: `sort must be one of ${PRODUCT_SORTS.join(", ")}`,
      field: "sort",
      description:
        "relevance (the default when searching), newest (the default otherwise), price-asc, price-desc, name",
    }),
  ),
};

export const visitorListQuery = t.Object({ ...pagingQuery(12), ...filters });
export const visitorSearchQuery = t.Object({ ...pagingQuery(20), ...searchTextQuery });
const staffFilters = {
  ...filters,
  isActive: t.Optional(t.Boolean({ error: "isActive must be true or false", field: "isActive" })),
};
export const staffListQuery = t.Object({ ...pagingQuery(20), ...staffFilters });

export const productIdParams = t.Object({ id: idParam("id") });

export const searchWordRow = t.Object(
  {
    id: t.Number(),
    word: t.String({ description: "As customers type it, lower case" }),
    means: t.String({ description: "The catalog's words for it; empty: the search leaves it out" }),
  },
  { title: "SearchWord" },
);
export const searchWordBody = t.Object({
  word: t.String({ maxLength: 60, error: "word must be at most 60 characters", field: "word" }),
  means: t.String({ maxLength: 200, error: "means must be at most 200 characters", field: "means" }),
});

/** How the low-stock list sorts: by count on the shelf, by how far below its level, by open orders, by name. */
export const LOW_STOCK_SORTS = ["qty", "short", "open", "name"] as const;
export type LowStockSort = (typeof LOW_STOCK_SORTS)[number];
export const isLowStockSort = (value: string | null): value is LowStockSort => isOneOf(LOW_STOCK_SORTS, value);

export const lowStockQuery = t.Object({
  ...pagingQuery(25),
  sort: t.Optional(oneOf("sort", LOW_STOCK_SORTS)),
  direction: t.Optional(oneOf("direction", ["asc", "desc"])),
});
export const lowStockRow = t.Object({
  product: productRow,
  level: t.Number({ description: "The level it is low at: its own reorder level, else the shop's" }),
  onOpenOrders: t.Number({ description: "Units on open orders not yet dispatched" }),
});
export const shopReorderLevelBody = t.Object({
  reorderLevel: t.Integer({
    minimum: 0,
    maximum: 1_000_000,
    error: "The reorder level must be a whole number from 0 to 1,000,000",
    field: "reorderLevel",
  }),
});
export const activeBody = t.Object({
  isActive: t.Boolean({ error: "isActive must be true or false", field: "isActive" }),
});
export const reorderLevelBody = t.Object({
  reorderLevel: t.Nullable(
    t.Integer({
      minimum: 0,
      maximum: 1_000_000,
      error: "The reorder level must be a whole number from 0 to 1,000,000, or empty for the shop's default",
      field: "reorderLevel",
    }),
  ),
});
export const productQtyParams = t.Object({
  id: idParam("id"),
  qty: t.Integer({
    minimum: 0,
    maximum: 1_000_000,
    error: "qty must be a whole number from 0 to 1,000,000",
    field: "qty",
  }),
});

const optionalText = (max: number, field: string) =>
  t.Optional(
    t.Nullable(t.String({ maxLength: max, error: `${field} must be text of at most ${max} characters`, field })),
  );

/** The `data` part of the product form: the product's fields as JSON text. */
export const productData = t.Object({
  productName: t.String({
    maxLength: PRODUCT_TEXT_LIMITS.productName,
    error: `productName is required (at most ${PRODUCT_TEXT_LIMITS.productName} characters)`,
    field: "productName",
  }),
  code: optionalText(PRODUCT_TEXT_LIMITS.code, "code"),
  productDisplayName: optionalText(PRODUCT_TEXT_LIMITS.productDisplayName, "productDisplayName"),
  shortDescription: optionalText(PRODUCT_TEXT_LIMITS.shortDescription, "shortDescription"),
  description: optionalText(PRODUCT_TEXT_LIMITS.description, "description"),
  price: t.Number({ error: "price must be a number", field: "price" }),
  discountPrice: t.Optional(
    t.Nullable(t.Number({ error: "discountPrice must be a number or null", field: "discountPrice" })),
  ),
  qty: t.Optional(t.Integer({ error: "qty must be a whole number", field: "qty" })),
  mfd: optionalText(PRODUCT_TEXT_LIMITS.mfd, "mfd"),
  isActive: t.Optional(t.Boolean({ error: "isActive must be true or false", field: "isActive" })),
  weightKg: t.Optional(
    t.Number({
      error: "weightKg must be a number of kilograms",
      field: "weightKg",
      description: "1 kg when left out on a new product",
    }),
  ),
  bulky: t.Optional(t.Boolean({ error: "bulky must be true or false", field: "bulky" })),
  condition: t.Optional(
    oneOf("condition", PART_CONDITIONS, {
      description: "aftermarket-new when left out on a new product; kept when left out on an update",
    }),
  ),
  warrantyDays: t.Optional(
    t.Nullable(
      t.Integer({
        minimum: 0,
        maximum: 3650,
        error: "warrantyDays must be a whole number of days from 0 to 3650",
        field: "warrantyDays",
      }),
    ),
  ),
  partNumbers: t.Optional(
    t.Array(partNumberRow, {
      maxItems: 30,
      error: "partNumbers must be a list of at most 30 numbers",
      field: "partNumbers",
      description: "Replaces the product's other numbers; left out on an update, they are kept",
    }),
  ),
  /** Update only: URLs of images to remove. */
  removeImages: t.Optional(t.Array(t.String(), { maxItems: 20, error: "removeImages must be a list of image URLs" })),
  /** Update only: URLs of the kept images in the order to show them; new uploads follow. */
  imageOrder: t.Optional(t.Array(t.String(), { maxItems: 20, error: "imageOrder must be a list of image URLs" })),
});

export const productForm = t.Object({
  subCategoryId: t.Integer({
    minimum: 1,
    error: "subCategoryId must be a whole number, 1 or more",
    field: "subCategoryId",
  }),
  images: t.Optional(t.Files({ error: "images must be image files", field: "images" })),
  // Multipart fields holding JSON text arrive parsed (docs/stack-notes.md), so `data` is validated as the object it holds.
  data: t.Object(productData.properties, {
    error: "data must be the product's fields as JSON text",
    description: "The product's fields as JSON text",
  }),
});

/** A product as the API answers it (docs/product-spec.md §3 field names; money in rupees). */
export type Product = typeof productRow.static;

export const suggestionsQuery = t.Object({
  q: t.String({ maxLength: 200, error: "q must be at most 200 characters", field: "q" }),
});

const link = t.Object({ name: t.String(), href: t.String() });

/** What the header's search box offers while a customer types. */
export const suggestionsRow = t.Object({
  parts: t.Array(
    t.Object({
      productId: t.Number(),
      title: t.String(),
      image: t.Nullable(t.String()),
      price: t.Number({ description: "What it sells for now (the discount price when there is one), in rupees" }),
      vehicleIds: t.Array(t.Number()),
      number: t.Nullable(t.String({ description: "The part number the text matched, else the part's own code" })),
    }),
  ),
  names: t.Array(link, { description: "Kinds of part (category and sub-category names), as store links" }),
  cars: t.Array(link, { description: "Vehicles by chassis code, frame number, make or model, as store links" }),
  correctedTo: t.Nullable(
    t.String({ description: "The corrected search the parts are for, when the typed one found none" }),
  ),
});
export type Suggestions = typeof suggestionsRow.static;

const vehicleIdList = (field: string) =>
  t.Optional(
    t.Array(t.Integer({ minimum: 1 }), {
      maxItems: 100,
      error: `${field} must be at most 100 vehicle ids`,
      field,
    }),
  );

export const bulkChange = t.Object({
  price: t.Optional(
    t.Object({
      mode: oneOf("price", ["set", "add", "percent"]),
      value: t.Number({
        minimum: -100_000_000,
        maximum: 100_000_000,
        error: "price.value must be rupees (set, add) or a percentage",
        field: "price",
      }),
    }),
  ),
  discount: t.Optional(
    t.Object({
      mode: oneOf("discount", ["set", "percent-off", "clear"]),
      value: t.Optional(
        t.Number({ minimum: 0, maximum: 100_000_000, error: "discount.value must be 0 or more", field: "discount" }),
      ),
    }),
  ),
  qty: t.Optional(
    t.Object({
      mode: oneOf("qty", ["set", "add"]),
      value: t.Integer({
        minimum: -1_000_000,
        maximum: 1_000_000,
        error: "qty.value must be a whole number",
        field: "qty",
      }),
    }),
  ),
  isActive: t.Optional(t.Boolean({ error: "isActive must be true or false", field: "isActive" })),
  subCategoryId: t.Optional(idParam("subCategoryId")),
  addVehicleIds: vehicleIdList("addVehicleIds"),
  removeVehicleIds: vehicleIdList("removeVehicleIds"),
});
export type BulkChange = typeof bulkChange.static;

export const bulkEditBody = t.Object({
  ids: t.Optional(
    t.Array(idParam("ids"), { maxItems: 10_000, error: "ids must be at most 10,000 product ids", field: "ids" }),
  ),
  filter: t.Optional(t.Object(staffFilters, { description: "Instead of ids: every product this list filter shows" })),
  change: bulkChange,
  preview: t.Optional(
    t.Boolean({
      description: "true: count what would change and write nothing",
      error: "preview must be true or false",
      field: "preview",
    }),
  ),
});

export const bulkEditResult = t.Object({
  matched: t.Number(),
  changed: t.Number(),
  unchanged: t.Number(),
  refused: t.Array(t.Object({ productId: t.Number(), name: t.String(), problem: t.String() })),
});
