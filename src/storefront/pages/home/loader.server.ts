import { formState } from "../../../server/pages/loaders/form-state";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { SHOP_CONTACT } from "../../../shared/shop-contact";

const NEW_ARRIVALS = 8;

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

export const loader = pageLoader({
  load: async ({ services, query, form }) => ({
    newArrivals: await services.products.listVisitor({}, { page: 0, size: NEW_ARRIVALS }),
    finder: await services.products.categoryNames.names(),
    vehicleMakes: await services.vehicles.makes(),
    newsletter: formState(query, form),
  }),
  head: (_data, _params, shopName) => ({ jsonLd: shopJsonLd(shopName) }),
  status: ({ newsletter }) => newsletter.refused?.status ?? 200,
});
