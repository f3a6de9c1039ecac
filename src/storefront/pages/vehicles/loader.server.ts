import { pageLoader } from "../../../server/pages/loaders/loader";
import type { Services } from "../../../server/services";

/** Every make with its models, for the vehicles index page. */
async function vehicleModelsByMake(services: Services) {
  const makes = await services.vehicles.makes();
  return Promise.all(makes.map(async (make) => ({ ...make, models: await services.vehicles.models(make.make) })));
}

export const loader = pageLoader({ load: async ({ services }) => ({ makes: await vehicleModelsByMake(services) }) });
