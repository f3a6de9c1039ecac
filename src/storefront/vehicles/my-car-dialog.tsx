import { Dialog } from "radix-ui";
import { useState } from "react";
import { useLocation } from "wouter";
import type { Vehicle } from "../../server/api-types";
import { readStoreQuery, STORE_PATH, storeUrl } from "../../shared/store-query";
import { vehicleFullName, vehicleShortName } from "../../shared/vehicle-names";
import { CAR_ICON_PATH, LineIcon } from "../../ui/line-icon";
import { useT } from "../i18n/intl";
import { CarPicker } from "./car-picker";
import { forgetCar, useMyCar } from "./my-car";

/**
 * The header's "My car" chip: the remembered car's name (or an invitation to pick one), opening the picker in a
 * dialog. Choosing a car shows the parts that fit it, except on a product page, where the badge answers in place.
 */
export function MyCarButton() {
  const t = useT();
  const car = useMyCar();
  const [open, setOpen] = useState(false);
  const [path, navigate] = useLocation();

  const onChosen = (vehicle: Vehicle) => {
    setOpen(false);
    if (path.startsWith("/client/product/")) return;
    const current = path === STORE_PATH ? readStoreQuery(new URLSearchParams(location.search)) : {};
    navigate(storeUrl({ ...current, vehicle: vehicle.code.toLowerCase(), allParts: false, page: 1 }));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        data-testid="my-car"
        aria-label={car ? t("myCar.change", { car: vehicleFullName(car) }) : t("myCar.choose")}
        className={`relative flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full font-medium text-sm sm:max-w-56 sm:px-3 ${
          car
            ? "text-emerald-800 hover:bg-emerald-50 sm:bg-emerald-50 sm:text-emerald-900 sm:ring-1 sm:ring-emerald-600/40 sm:ring-inset"
            : "text-steel hover:bg-surface hover:text-brand-700"
        }`}
      >
        <LineIcon path={CAR_ICON_PATH} className="size-6 shrink-0" strokeWidth="2" />
        {/* A phone's header has room for the icon alone: a green tick says a car is chosen. */}
        {car ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-emerald-600 text-[10px] text-white sm:hidden"
          >
            ✓
          </span>
        ) : null}
        <span className="hidden truncate sm:inline">{car ? vehicleShortName(car) : t("myCar.title")}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <Dialog.Content
          aria-describedby="my-car-description"
          className="-translate-x-1/2 fixed top-0 left-1/2 z-50 flex max-h-dvh w-full max-w-[640px] flex-col overflow-y-auto bg-white shadow-xl sm:top-[8vh] sm:max-h-[84vh] sm:rounded-lg"
        >
          <div className="flex items-center justify-between border-line border-b px-5 py-4">
            <Dialog.Title className="font-bold text-xl">{t("myCar.title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("myCar.close")}
              className="flex size-10 items-center justify-center rounded-md text-2xl text-muted hover:bg-surface"
            >
              ×
            </Dialog.Close>
          </div>
          <div className="space-y-4 px-5 py-4">
            <p id="my-car-description" className="text-muted text-sm">
              {t("myCar.intro")}
            </p>
            {car ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-emerald-50 px-4 py-3 ring-1 ring-emerald-600/30 ring-inset">
                <p className="font-medium text-emerald-900">{vehicleFullName(car)}</p>
                <button
                  type="button"
                  onClick={() => {
                    forgetCar();
                    setOpen(false);
                  }}
                  className="min-h-10 rounded-md px-3 font-medium text-sm text-steel underline hover:text-brand-700"
                >
                  {t("myCar.forget")}
                </button>
              </div>
            ) : null}
            <CarPicker onChosen={onChosen} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
