import { productTitle } from "../../../shared/product-title";
import type { PageHead } from "../../../shared/routes";
import { STORE_PAGE_SIZE, storePageNumber } from "../../../shared/store-query";
import type { Product } from "../../api-types";
import { loader } from "./loader";

const NEW_ARRIVALS = 8;
/** Product ids are positive integers; anything else is a missing product, not an error. */
const PRODUCT_ID = /^[1-9]\d{0,9}$/;

export const storefrontLoaders = {
  home: loader({
    load: ({ services }) => ({
      brands: services.brands.list(),
      newArrivals: services.products.listVisitor({}, { page: 0, size: NEW_ARRIVALS }),
    }),
  }),
  store: loader({
    load: ({ services, query }) => {
      const page = storePageNumber(query);
      return { page, products: services.products.listVisitor({}, { page: page - 1, size: STORE_PAGE_SIZE }) };
    },
    head: ({ page }) =>
      page > 1 ? { title: `All parts — page ${page}`, canonical: `/client/store?page=${page}` } : {},
  }),
  "client-not-found": loader({ load: () => null, status: () => 404 }),
  product: loader({
    load: ({ services, params }) => {
      const id = params.id ?? "";
      return { product: PRODUCT_ID.test(id) ? services.products.getVisitor(Number(id)) : null };
    },
    head: ({ product }) => (product ? productHead(product) : {}),
    status: ({ product }) => (product ? 200 : 404),
  }),
};

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
      offers: {
        "@type": "Offer",
        priceCurrency: "LKR",
        price: price.toFixed(2),
        availability: `https://schema.org/${product.qty > 0 ? "InStock" : "OutOfStock"}`,
        url: path,
      },
    },
  };
}
