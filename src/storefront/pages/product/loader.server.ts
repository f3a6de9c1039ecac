import type { Product } from "../../../server/api-shapes";
import { formState } from "../../../server/pages/loaders/form-state";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { brandSchemaOrg } from "../../../shared/brand-details";
import type { PageHead } from "../../../shared/page-route";
import { SCHEMA_ORG_CONDITION } from "../../../shared/part-condition";
import { productTitle } from "../../../shared/product-title";

/** Product ids are positive integers; anything else is a missing product, not an error. */
const PRODUCT_ID = /^[1-9]\d{0,9}$/;

function productHead(product: Product): PageHead {
  const title = productTitle(product);
  const price = product.discountPrice ?? product.price;
  const path = `/client/product/${product.productId}`;
  return {
    title,
    description: product.shortDescription ?? `${title} for ${product.subCategory.brand} vehicles.`,
    canonical: path,
    noindex: false,
    openGraph: { type: "product", ...(product.images[0] ? { image: product.images[0] } : {}) },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: title,
      sku: product.code ?? undefined,
      image: product.images,
      brand: { "@type": "Brand", name: product.subCategory.brand },
      ...brandSchemaOrg(product.subCategory),
      offers: {
        "@type": "Offer",
        priceCurrency: "LKR",
        price: price.toFixed(2),
        availability: `https://schema.org/${product.qty > 0 ? "InStock" : "OutOfStock"}`,
        itemCondition: SCHEMA_ORG_CONDITION[product.condition],
        url: path,
      },
    },
  };
}

export const loader = pageLoader({
  load: async ({ services, params, query, form }) => {
    const id = params.id ?? "";
    const product = PRODUCT_ID.test(id) ? await services.products.getVisitor(Number(id)) : null;
    return {
      product,
      fits: product ? await services.vehicles.fitsOf(product.productId) : [],
      related: product ? await services.products.relatedTo(product) : null,
      /** "Tell me when it's back" posted without JavaScript: saved, or refused with what was typed. */
      stockAlert: formState(query, form),
    };
  },
  head: ({ product }) => (product ? productHead(product) : {}),
  status: ({ product, stockAlert }) => (product ? (stockAlert.refused?.status ?? 200) : 404),
});
