import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({
  load: async ({ services }) => ({ words: await services.products.searchWords.list() }),
});
