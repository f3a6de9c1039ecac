import { pageLoader } from "../../../server/pages/loaders/loader";
import { contentPageOf } from "../../../shared/content-pages";

export const loader = pageLoader({
  load: async ({ params, services }) => ({
    slug: params.slug ?? "",
    page: contentPageOf(params.slug ?? ""),
    // The Stores page lists the branches staff keep on the console's Delivery screen.
    branches: params.slug === "stores" ? await services.delivery.branches() : [],
  }),
  head: ({ slug, page }) =>
    page ? { title: page.title, description: page.description, canonical: `/client/${slug}`, noindex: false } : {},
  status: ({ page }) => (page ? 200 : 404),
});
