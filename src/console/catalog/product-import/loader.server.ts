import { pageLoader } from "../../../server/pages/loaders/loader";

/** The newest import, so a reload (or another admin) finds it where it is: mapping, preview, progress or report. */
export const loader = pageLoader({
  load: async ({ services }) => ({ latest: await services.catalogImports.latest() }),
});
