import { t } from "elysia";
import { wholeNumberParam } from "../../http/query-params";

export const productRow = t.Object({
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
  subCategory: t.Object({
    subCategoryId: t.Number(),
    subCategory: t.String(),
    categoryId: t.Number(),
    category: t.String(),
    brandId: t.Number(),
    brand: t.String(),
  }),
  images: t.Array(t.String()),
});

export const MAX_PAGE_SIZE = 100;

export const visitorListQuery = t.Object({
  page: wholeNumberParam("page", { default: 0 }),
  size: wholeNumberParam("size", { default: 12 }),
  searchText: t.Optional(t.String({ maxLength: 10_000 })),
});

export const productIdParams = t.Object({
  id: t.Integer({ minimum: 1, error: "id must be a whole number, 1 or more", field: "id" }),
});
