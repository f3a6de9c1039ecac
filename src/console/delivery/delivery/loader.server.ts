import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({ load: async ({ services }) => ({ settings: await services.delivery.settings() }) });
