import type { Vehicle } from "../../../server/api-shapes";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { readStoreQuery } from "../../../shared/store-query";
import type { Translate } from "../../i18n/messages/catalogs.server";

const VEHICLE_PAGE_SIZE = 24;

function vehicleHead(generations: Vehicle[], page: number, params: Record<string, string | undefined>, t: Translate) {
  const first = generations[0];
  if (!first) return { title: t("head.vehicle-parts.title"), noindex: true };
  const name = `${first.make} ${first.model}`;
  const codes = generations.map((vehicle) => vehicle.code).join(", ");
  const path = `/client/vehicles/${params.make}/${params.model}`;
  return {
    title: page > 1 ? t("head.vehiclePartsPage", { name, page }) : t("head.vehicleParts", { name }),
    description: t("head.vehiclePartsDescription", { name, codes }),
    canonical: page > 1 ? `${path}?page=${page}` : path,
    noindex: false,
  };
}

export const loader = pageLoader({
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
  head: ({ generations, page }, params, _shopName, t) => vehicleHead(generations, page, params, t),
  status: ({ generations }) => (generations.length > 0 ? 200 : 404),
});
