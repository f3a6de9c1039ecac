import type { Product, Vehicle } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { productTitle } from "../../shared/product-title";
import { vehicleYears } from "../../shared/vehicle-names";
import { SearchPicker } from "../components/search-picker";
import { consoleApi } from "../session";

const findVehicles = (searchText: string) =>
  call(consoleApi().vehicles.visitor.search.get({ query: { searchText } }), { quiet: true });

const findProducts = async (searchText: string) =>
  (await call(consoleApi().products["get-all-products"].get({ query: { searchText, size: 8 } }), { quiet: true })).data;

const fitmentsOf = (productId: number) => call(consoleApi().vehicles["product-fitments"]({ id: productId }).get());

/** Vehicles added to those there, each once, in make/model/code order. */
export function withVehicles(current: readonly Vehicle[], added: readonly Vehicle[]): Vehicle[] {
  const byId = new Map(current.map((vehicle) => [vehicle.vehicleId, vehicle]));
  for (const vehicle of added) byId.set(vehicle.vehicleId, vehicle);
  return [...byId.values()].sort(
    (a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model) || a.code.localeCompare(b.code),
  );
}

/**
 * The product dialog's "Fitment": the vehicles the part fits as chips (× removes one), a type-ahead to add vehicles by
 * make, model or chassis code, and one to copy every fitment of another product (the same pads in another brand).
 */
export function FitmentSection({
  vehicles,
  onChange,
  productId,
}: {
  vehicles: readonly Vehicle[];
  onChange(vehicles: Vehicle[]): void;
  productId: number | null;
}) {
  const fits = (vehicle: Vehicle) => vehicles.some((fitted) => fitted.vehicleId === vehicle.vehicleId);
  return (
    <fieldset className="mt-2 mb-3 rounded-md border border-line px-3 pt-1 pb-3">
      <legend className="px-1 font-medium text-sm">Fitment</legend>
      {vehicles.length === 0 ? (
        <p className="text-muted text-sm">No vehicles yet: the shop will not say which cars this part fits.</p>
      ) : (
        <ul aria-label="Vehicles this part fits" className="flex flex-wrap gap-1.5">
          {vehicles.map((vehicle) => (
            <li
              key={vehicle.vehicleId}
              className="flex items-center gap-1 rounded-full bg-surface py-0.5 pr-1 pl-2.5 text-sm ring-1 ring-line ring-inset"
            >
              <span>
                {`${vehicle.make} ${vehicle.model} `}
                <span className="font-mono font-semibold">{vehicle.code}</span>
              </span>
              <button
                type="button"
                aria-label={`Remove ${vehicle.make} ${vehicle.model} ${vehicle.code}`}
                onClick={() => onChange(vehicles.filter((other) => other.vehicleId !== vehicle.vehicleId))}
                className="flex size-6 items-center justify-center rounded-full text-muted hover:bg-white hover:text-brand-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <SearchPicker<Vehicle>
          label="Add a vehicle"
          placeholder="Make, model or chassis code"
          search={findVehicles}
          keyOf={(vehicle) => vehicle.vehicleId}
          nameOf={(vehicle) => `${vehicle.make} ${vehicle.model} ${vehicle.code}`}
          detailOf={(vehicle) =>
            [vehicleYears(vehicle), vehicle.engine, fits(vehicle) ? "already listed" : ""].filter(Boolean).join(" · ")
          }
          isChosen={fits}
          onPick={(vehicle) => onChange(withVehicles(vehicles, [vehicle]))}
        />
        <SearchPicker<Product>
          label="Copy fitment from"
          placeholder="Another product's name or code"
          search={async (text) => (await findProducts(text)).filter((product) => product.productId !== productId)}
          keyOf={(product) => product.productId}
          nameOf={productTitle}
          detailOf={(product) => `${product.vehicleIds.length} vehicles · ${product.code ?? "no code"}`}
          onPick={async (product) => onChange(withVehicles(vehicles, await fitmentsOf(product.productId)))}
        />
      </div>
    </fieldset>
  );
}
