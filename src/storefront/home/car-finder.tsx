import { Link, useLocation } from "wouter";
import type { VehicleMake } from "../../server/api-types";
import { storeUrl } from "../../shared/store-query";
import { vehicleFullName } from "../../shared/vehicle-names";
import { useT } from "../i18n/intl";
import { CarPicker } from "../vehicles/car-picker";
import { useMyCar } from "../vehicles/my-car";

/** Home's "Which parts fit my car?": pick the car once, then the store shows only what fits it. */
export function CarFinder({ makes }: { makes: VehicleMake[] }) {
  const t = useT();
  const [, navigate] = useLocation();
  const car = useMyCar();
  return (
    <section aria-labelledby="car-finder" className="mx-auto mt-6 max-w-6xl px-4">
      <div className="rounded-xl bg-white p-5 shadow-md ring-1 ring-line sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="car-finder" className="font-bold text-xl sm:text-2xl">
            {t("carFinder.title")}
          </h2>
          <Link href="/client/vehicles" className="font-medium text-brand-700 text-sm hover:underline">
            {t("carFinder.browse")}
          </Link>
        </div>
        {car ? (
          <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-emerald-50 px-4 py-3 ring-1 ring-emerald-600/30 ring-inset">
            <p className="flex-1 font-medium text-emerald-900">
              {t("carFinder.yourCar", { car: vehicleFullName(car) })}
            </p>
            <Link
              href={storeUrl({ vehicle: car.code.toLowerCase() })}
              className="inline-flex min-h-11 items-center rounded-md bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800"
            >
              {t("carFinder.show")}
            </Link>
          </div>
        ) : (
          <p className="mt-1 text-muted text-sm">{t("carFinder.intro")}</p>
        )}
        <div className="mt-4">
          <CarPicker
            makes={makes}
            onChosen={(vehicle) => navigate(storeUrl({ vehicle: vehicle.code.toLowerCase() }))}
          />
        </div>
      </div>
    </section>
  );
}
