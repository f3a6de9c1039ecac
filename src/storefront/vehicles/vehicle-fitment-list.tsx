import { Link } from "wouter";
import type { Vehicle } from "../../server/api-types";
import { vehiclePagePath, vehicleYears } from "../../shared/vehicle-names";
import { useT } from "../i18n/intl";

/** Vehicles grouped by make, then model, in the order given (make and model A–Z, newest generation first). */
export function groupByMakeAndModel(vehicles: readonly Vehicle[]) {
  const makes = new Map<string, Map<string, Vehicle[]>>();
  for (const vehicle of vehicles) {
    const models = makes.get(vehicle.make) ?? new Map<string, Vehicle[]>();
    models.set(vehicle.model, [...(models.get(vehicle.model) ?? []), vehicle]);
    makes.set(vehicle.make, models);
  }
  return [...makes].map(([make, models]) => ({ make, models: [...models].map(([model, list]) => ({ model, list })) }));
}

/** A product page's "Fits these vehicles": every vehicle it fits, by make and model, each model a link to its parts. */
export function VehicleFitmentList({ vehicles }: { vehicles: readonly Vehicle[] }) {
  const t = useT();
  return (
    <section aria-labelledby="fits-vehicles" className="mt-10">
      <h2 id="fits-vehicles" className="font-bold text-xl">
        {t("fitment.title")}
      </h2>
      {vehicles.length === 0 ? (
        <p className="mt-2 text-steel">{t("fitment.none")}</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groupByMakeAndModel(vehicles).map(({ make, models }) => (
            <div key={make} className="rounded-lg border border-line bg-white p-4">
              <h3 className="font-semibold text-lg">{make}</h3>
              <ul className="mt-2 space-y-3">
                {models.map(({ model, list }) => (
                  <li key={model}>
                    <Link href={vehiclePagePath(make, model)} className="font-medium text-brand-700 hover:underline">
                      {model}
                    </Link>
                    <ul className="mt-1 space-y-0.5 text-sm text-steel">
                      {list.map((vehicle) => (
                        <li key={vehicle.vehicleId}>
                          <span className="font-mono font-semibold text-ink">{vehicle.code}</span>
                          {` · ${vehicleYears(vehicle)}${vehicle.engine ? ` · ${vehicle.engine}` : ""}`}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
