import { contentPageOf } from "../../../shared/content-pages";
import { SCHEMA_ORG_CONDITION } from "../../../shared/part-condition";
import { productTitle } from "../../../shared/product-title";
import type { PageHead } from "../../../shared/routes";
import { SHOP_CONTACT } from "../../../shared/shop-contact";
import { readStoreQuery, type StoreQuery, storeUrl } from "../../../shared/store-query";
import { FORM_DONE_PARAM, type RefusedForm } from "../../../shared/visitor-forms";
import type { Product, TrackedOrder, Vehicle } from "../../api-types";
import { CART_COOKIE } from "../../modules/cart";
import type { Services } from "../../services";
import { checkoutData } from "./checkout-data";
import { loader } from "./loader";
import { paymentData } from "./payment-data";

const NEW_ARRIVALS = 8;
const VEHICLE_PAGE_SIZE = 24;
const ORDER_NUMBER = /^SO-\d{4}-\d{6,10}$/;
/** Product ids are positive integers; anything else is a missing product, not an error. */
const PRODUCT_ID = /^[1-9]\d{0,9}$/;

export const storefrontLoaders = {
  home: loader({
    load: async ({ services, query, form }) => ({
      newArrivals: await services.products.listVisitor({}, { page: 0, size: NEW_ARRIVALS }),
      finder: await services.products.categoryNames.names(),
      vehicleMakes: await services.vehicles.makes(),
      newsletter: formState(query, form),
    }),
    head: (_data, _params, shopName) => ({ jsonLd: shopJsonLd(shopName) }),
    status: ({ newsletter }) => newsletter.refused?.status ?? 200,
  }),
  "newsletter-confirm": loader({
    load: async ({ query, form, services }) => {
      const token = form?.values.token ?? query.get("token") ?? "";
      return { token, email: (await services.newsletter.pendingFor(token)) ?? null, ...formState(query, form) };
    },
    status: ({ refused }) => refused?.status ?? 200,
  }),
  contact: loader({
    load: ({ query, form }) => formState(query, form),
    status: ({ refused }) => refused?.status ?? 200,
  }),
  content: loader({
    load: async ({ params, services }) => ({
      slug: params.slug ?? "",
      page: contentPageOf(params.slug ?? ""),
      // The Stores page lists the branches staff keep on the console's Delivery screen.
      branches: params.slug === "stores" ? await services.delivery.branches() : [],
    }),
    head: ({ slug, page }) =>
      page ? { title: page.title, description: page.description, canonical: `/client/${slug}`, noindex: false } : {},
    status: ({ page }) => (page ? 200 : 404),
  }),
  store: loader({
    load: async ({ services, query: search }) => {
      const query = await byCategoryNames(services, readStoreQuery(search));
      // The car in the URL, when the shop knows its code: a link that names a car shows what fits it.
      const vehicle = query.vehicle ? await services.vehicles.byCode(query.vehicle) : null;
      const names = services.products.categoryNames;
      const { products, correction, closest } = await services.search.results(
        {
          searchText: query.q,
          brandId: query.brand ?? "",
          condition: query.condition ?? "",
          // A category or sub-category stands for its name: every brand's of that name (an unknown id matches none).
          categoryIds: query.category
            ? orItself(await names.categoriesNamedAs(query.category), query.category)
            : undefined,
          subCategoryIds: query.sub ? orItself(await names.subCategoriesNamedAs(query.sub), query.sub) : undefined,
          vehicleIds: vehicle ? [vehicle.vehicleId] : undefined,
          sort: query.sort,
        },
        { page: query.page - 1, size: query.size },
        { asTyped: query.asTyped },
      );
      return { query, products, correction, closest, vehicle, pickers: await names.names() };
    },
    head: ({ query }) => storeHead(query),
  }),
  "order-placed": loader({
    load: async ({ params, services, cookie, query }) => {
      const orderId = ORDER_NUMBER.test(params.orderId ?? "") ? (params.orderId as string) : null;
      // Shown whole only to the browser whose cart placed it; anyone else is offered tracking.
      const cartId = await services.carts.idOf(cookie(CART_COOKIE));
      const order =
        orderId && cartId !== undefined ? ((await services.orders.placedByCart(orderId, cartId)) ?? null) : null;
      return {
        orderId,
        order,
        payment: order ? await paymentData(services, order) : null,
        // Straight from checkout a card order goes on to PayHere by itself; coming back from it, it does not.
        autoPay: query.get("pay") === "1",
      };
    },
    head: ({ orderId }) => (orderId ? { title: `Order ${orderId}` } : { title: "Page not found" }),
    status: ({ orderId }) => (orderId ? 200 : 404),
  }),
  cart: loader({ load: async ({ services, cookie }) => ({ cart: await services.carts.view(cookie(CART_COOKIE)) }) }),
  checkout: loader({
    load: ({ services, cookie, form }) => checkoutData(services, cookie(CART_COOKIE), form),
    status: ({ refused }) => refused?.status ?? 200,
  }),
  "track-order": loader({
    load: async ({ form, services }) => {
      const found = (form?.result as TrackedOrder | undefined) ?? null;
      const values = form?.values ?? {};
      return {
        values,
        message: form?.message || null,
        status: form?.status ?? 200,
        found,
        payment: found ? await paymentData(services, await services.orders.get(found.orderId)) : null,
      };
    },
    status: ({ status }) => status,
  }),
  vehicles: loader({ load: async ({ services }) => ({ makes: await vehicleModelsByMake(services) }) }),
  "vehicle-parts": loader({
    load: async ({ services, params, query: search }) => {
      const generations = await services.vehicles.bySlugs(params.make ?? "", params.model ?? "");
      const page = readStoreQuery(search).page;
      const products =
        generations.length === 0
          ? { data: [], count: 0 }
          : await services.products.listVisitor(
              { vehicleIds: generations.map((vehicle) => vehicle.vehicleId) },
              { page: page - 1, size: VEHICLE_PAGE_SIZE },
            );
      return { generations, products, page, pageSize: VEHICLE_PAGE_SIZE };
    },
    head: ({ generations, page }, params) => vehicleHead(generations, page, params),
    status: ({ generations }) => (generations.length > 0 ? 200 : 404),
  }),
  "client-not-found": loader({ load: () => null, status: () => 404 }),
  product: loader({
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
  }),
};

/** A page form's state: sent (after a post without JavaScript succeeded), or refused with what was typed. */
const formState = (query: URLSearchParams, form: RefusedForm | undefined) => ({
  done: query.get(FORM_DONE_PARAM) === "1",
  refused: form ?? null,
});

/** schema.org's description of the shop for search engines (beside each product's own Product data). */
function shopJsonLd(shopName: string) {
  return {
    "@context": "https://schema.org",
    "@type": "AutoPartsStore",
    name: shopName,
    url: "/client/home",
    logo: "/images/logo.svg",
    image: "/images/logo.svg",
    telephone: SHOP_CONTACT.phone,
    email: SHOP_CONTACT.email,
    priceRange: "Rs. 500 – Rs. 150,000",
    currenciesAccepted: "LKR",
    address: {
      "@type": "PostalAddress",
      streetAddress: SHOP_CONTACT.addressLines[0],
      addressLocality: "Colombo",
      postalCode: "00300",
      addressCountry: "LK",
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "08:30",
      closes: "18:00",
    },
  };
}

const orItself = (ids: number[], id: number) => (ids.length > 0 ? ids : [id]);

/** The query with its category and sub-category as the ids that stand for their names, so the pickers show them. */
async function byCategoryNames(services: Services, query: StoreQuery): Promise<StoreQuery> {
  const names = services.products.categoryNames;
  return {
    ...query,
    category: query.category ? ((await names.categoryNameId(query.category)) ?? query.category) : null,
    sub: query.sub ? ((await names.subCategoryNameId(query.sub)) ?? query.sub) : null,
  };
}

/** Every make with its models, for the vehicles index page. */
async function vehicleModelsByMake(services: Services) {
  const makes = await services.vehicles.makes();
  return Promise.all(makes.map(async (make) => ({ ...make, models: await services.vehicles.models(make.make) })));
}

function vehicleHead(generations: Vehicle[], page: number, params: Record<string, string | undefined>) {
  const first = generations[0];
  if (!first) return { title: "Vehicle not found", noindex: true };
  const name = `${first.make} ${first.model}`;
  const codes = generations.map((vehicle) => vehicle.code).join(", ");
  const path = `/client/vehicles/${params.make}/${params.model}`;
  return {
    title: page > 1 ? `${name} parts — page ${page}` : `${name} parts`,
    description: `Genuine and quality parts that fit the ${name} (${codes}): prices in rupees, stock on hand, delivered across Sri Lanka.`,
    canonical: page > 1 ? `${path}?page=${page}` : path,
    noindex: false,
  };
}

/** Searches are not pages of their own for search engines; the plain list and its pages are. */
function storeHead(query: StoreQuery): Partial<PageHead> {
  const filtered =
    query.q || query.brand || query.category || query.sub || query.condition || query.vehicle || query.allParts;
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
        itemCondition: SCHEMA_ORG_CONDITION[product.condition],
        url: path,
      },
    },
  };
}
