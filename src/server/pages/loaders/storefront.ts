import { productTitle } from "../../../shared/product-title";
import type { PageHead } from "../../../shared/routes";
import { readStoreQuery, type StoreQuery, storeUrl } from "../../../shared/store-query";
import type { Product } from "../../api-types";
import type { Services } from "../../services";
import { loader } from "./loader";

const NEW_ARRIVALS = 8;
const ORDER_NUMBER = /^SO-\d{4}-\d{6,10}$/;
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
    load: ({ services, query: search }) => {
      const query = readStoreQuery(search);
      const products = services.products.listVisitor(
        {
          searchText: query.q,
          brandId: query.brand ?? "",
          categoryId: query.category ?? "",
          subCategoryId: query.sub ?? "",
          sort: query.sort,
        },
        { page: query.page - 1, size: query.size },
      );
      return { query, products, pickers: pickerOptions(services) };
    },
    head: ({ query }) => storeHead(query),
  }),
  "order-placed": loader({
    load: ({ params }) => ({ orderId: ORDER_NUMBER.test(params.orderId ?? "") ? (params.orderId as string) : null }),
    head: ({ orderId }) => (orderId ? { title: `Order ${orderId}` } : { title: "Page not found" }),
    status: ({ orderId }) => (orderId ? 200 : 404),
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

/** The brands, categories and sub-categories the store's pickers offer, only what they need to show and narrow. */
function pickerOptions(services: Services) {
  return {
    brands: services.brands.list().map(({ brandId, name }) => ({ id: brandId, name })),
    categories: services.categories
      .list()
      .map(({ categoryId, category, brandId }) => ({ id: categoryId, name: category, parentId: brandId })),
    subCategories: services.subCategories.list().map(({ subCategoryId, subCategory, categoryId }) => ({
      id: subCategoryId,
      name: subCategory,
      parentId: categoryId,
    })),
  };
}

/** Searches are not pages of their own for search engines; the plain list and its pages are. */
function storeHead(query: StoreQuery): Partial<PageHead> {
  const filtered = query.q || query.brand || query.category || query.sub;
  if (filtered) return { title: query.q ? `Search results for “${query.q}”` : "Parts", noindex: true };
  const canonical = storeUrl({ page: query.page, size: query.size, sort: query.sort });
  return query.page > 1 ? { title: `All parts — page ${query.page}`, canonical } : { canonical };
}

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
