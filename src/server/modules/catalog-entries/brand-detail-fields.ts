import type { TOptional, TString } from "@sinclair/typebox";
import { t } from "elysia";
import { type BrandDetailKey, byBrandDetail, byProductBrandKey } from "../../../shared/brand-details";

/** The API's fields for a brand's details (src/shared/brand-details.ts): in its rows, its bodies, and a product's. */
export const brandDetailFields = {
  row: byBrandDetail((_, detail) => t.String({ description: detail.label })),
  body: byBrandDetail((key, detail) =>
    t.Optional(
      t.String({
        maxLength: detail.maxLength,
        description: `${detail.label}; left out or blank: none`,
        error: `${key} must be at most ${detail.maxLength} characters`,
      }),
    ),
  ) as Record<BrandDetailKey, TOptional<TString>>,
  product: byProductBrandKey((_, detail) => t.String({ description: `The brand's ${detail.label.toLowerCase()}` })),
};
