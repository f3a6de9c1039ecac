import { vehicleShortName } from "../../shared/vehicle-names";
import { useT } from "../i18n/intl";
import { useBadgeCar } from "./my-car";

/**
 * "Fits your Axio (NZE161)" or "Does not fit your car", once the customer has a car; nothing for a part whose
 * fitment the shop has not recorded (engine oil, bulbs sold for any car): the shop does not know, so it says nothing.
 */
export function FitBadge({
  vehicleIds,
  compact = false,
  className = "",
}: {
  vehicleIds: readonly number[];
  /** On a phone's narrow card: "Fits NZE161", "Does not fit". */
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  const car = useBadgeCar();
  if (!car || vehicleIds.length === 0) return null;
  const fits = vehicleIds.includes(car.vehicleId);
  return (
    <span
      data-testid="fit-badge"
      className={`inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset ${
        fits ? "bg-emerald-50 text-emerald-800 ring-emerald-600/40" : "bg-amber-50 text-amber-900 ring-amber-600/40"
      } ${className}`}
    >
      <span aria-hidden="true">{fits ? "✓" : "✕"}</span>
      {compact ? (
        <>
          <span className="sm:hidden">{fits ? t("fit.fitsCode", { code: car.code }) : t("fit.doesNotFit")}</span>
          <span className="hidden sm:inline">
            {fits ? t("fit.fitsYour", { car: vehicleShortName(car) }) : t("fit.doesNotFitYour")}
          </span>
        </>
      ) : fits ? (
        t("fit.fitsYour", { car: vehicleShortName(car) })
      ) : (
        t("fit.doesNotFitYour")
      )}
    </span>
  );
}
