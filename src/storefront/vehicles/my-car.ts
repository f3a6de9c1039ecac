import { createContext, useContext } from "react";
import { proxy, subscribe, useSnapshot } from "valtio";
import type { Vehicle } from "../../server/api-types";
import { useHydrated } from "../../ui/use-hydrated";

/** The customer's car: what the chip, the badges and the store's "Fits my car" need of the vehicle. */
export type ChosenCar = Pick<Vehicle, "vehicleId" | "make" | "model" | "code" | "yearFrom" | "yearTo">;

/**
 * "My car": picked once, remembered in this browser (localStorage), never sent to the server, so every storefront
 * page stays the same for every visitor (and cacheable). Read only after hydration, like the cart.
 */
export const myCar = proxy({ car: null as ChosenCar | null, ready: false });

const STORAGE_KEY = "lanka-auto-parts.my-car.v1";

export function chooseCar({ vehicleId, make, model, code, yearFrom, yearTo }: ChosenCar) {
  myCar.car = { vehicleId, make, model, code, yearFrom, yearTo };
}

export function forgetCar() {
  myCar.car = null;
}

const isCar = (value: unknown): value is ChosenCar => {
  const car = value as ChosenCar;
  return (
    typeof car === "object" &&
    car !== null &&
    Number.isInteger(car.vehicleId) &&
    typeof car.make === "string" &&
    typeof car.model === "string" &&
    typeof car.code === "string" &&
    Number.isInteger(car.yearFrom)
  );
};

/** Reads the saved car once, after hydration, then saves every change. Returns the function that stops saving. */
export function keepMyCarSaved(): () => void {
  if (!myCar.ready) {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as unknown;
      if (isCar(saved)) myCar.car = { ...saved, yearTo: saved.yearTo ?? null };
    } catch {
      // Storage turned off or holding something else: no car is remembered.
    }
    myCar.ready = true;
  }
  return subscribe(myCar, () => {
    try {
      if (myCar.car) localStorage.setItem(STORAGE_KEY, JSON.stringify(myCar.car));
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // A private window may refuse storage: the car is kept until the tab closes.
    }
  });
}

/** The remembered car; null on the server and while hydrating, so the first render matches the server's HTML. */
export function useMyCar(): ChosenCar | null {
  const snapshot = useSnapshot(myCar);
  return useHydrated() && snapshot.ready ? snapshot.car : null;
}

/** A page that is about one car (the store with `?vehicle=`) shows badges for that car, whatever car is remembered. */
export const PageCar = createContext<ChosenCar | null>(null);

/** The car fit badges speak of: the page's own car, else the remembered one. */
export function useBadgeCar(): ChosenCar | null {
  const pageCar = useContext(PageCar);
  const remembered = useMyCar();
  return pageCar ?? remembered;
}
