import type { Vehicle } from "../../server/api-types";
import type { StoreQuery } from "../../shared/store-query";
import { vehicleFullName } from "../../shared/vehicle-names";
import { useT } from "../i18n/intl";
import type { ChosenCar } from "./my-car";

/**
 * The store's "Fits my car" switch: on, the list holds only parts that fit the car (the car's code in the URL);
 * off, every part, each card saying whether it fits. Shown when there is a car to speak of: the URL's or the
 * remembered one. A code the shop does not know is said so, not silently dropped.
 */
export function FitsMyCar({
  query,
  urlCar,
  myCar,
  onChange,
}: {
  query: StoreQuery;
  urlCar: Vehicle | null;
  myCar: ChosenCar | null;
  onChange: (changes: Partial<StoreQuery>) => void;
}) {
  const t = useT();
  if (query.vehicle && !urlCar) {
    return (
      <p
        role="status"
        className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-600/30 ring-inset"
      >
        {t("myCar.unknownCode", { code: query.vehicle.toUpperCase() })}
        <button type="button" onClick={() => onChange({ vehicle: null })} className="font-semibold underline">
          {t("myCar.clear")}
        </button>
      </p>
    );
  }
  const car = urlCar ?? myCar;
  if (!car) return null;
  const on = Boolean(urlCar);
  return (
    <label className="mt-4 flex min-h-12 cursor-pointer items-center gap-3 rounded-md bg-white px-4 py-2 ring-1 ring-line ring-inset">
      <input
        type="checkbox"
        checked={on}
        onChange={() =>
          onChange(on ? { vehicle: null, allParts: true } : { vehicle: car.code.toLowerCase(), allParts: false })
        }
        className="size-5 shrink-0 accent-emerald-700"
      />
      <span className="min-w-0">
        <span className="font-semibold">{t("myCar.fits")}</span>
        <span className="block text-muted text-sm sm:ml-2 sm:inline">{vehicleFullName(car)}</span>
      </span>
    </label>
  );
}
