import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({ load: () => null, status: () => 404 });
