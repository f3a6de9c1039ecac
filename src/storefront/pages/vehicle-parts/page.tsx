import { Link, useLocation } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { storeUrl } from "../../../shared/store-query";
import { vehicleYears } from "../../../shared/vehicle-names";
import { MessagePanel } from "../../components/message-panel";
import { Paginator } from "../../components/paginator";
import { ProductCard } from "../../components/product-card";
import { useT } from "../../i18n/intl";
import { chooseCar, useMyCar } from "../../vehicles/my-car";

/**
 * One model's parts page (`/client/vehicles/toyota/axio`): its generations with their chassis codes and years, and
 * every part that fits any of them, server-rendered for search engines. "This is my car" remembers a generation.
 */
export default function VehiclePartsPage({ data }: PageProps<"vehicle-parts">) {
  const t = useT();
  const { generations, products, page, pageSize } = data;
  const [path, navigate] = useLocation();
  const myCar = useMyCar();
  const first = generations[0];
  if (!first) {
    return (
      <MessagePanel
        title={t("head.vehicle-parts.title")}
        text={t("vehicleParts.notFound")}
        linkHref="/client/vehicles"
        linkText={t("vehicleParts.all")}
      />
    );
  }
  const name = `${first.make} ${first.model}`;
  const pages = Math.ceil(products.count / pageSize);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <nav aria-label={t("product.breadcrumb")} className="text-muted text-sm">
        <Link href="/client/vehicles" className="hover:text-brand-700 hover:underline">
          {t("nav.vehicles")}
        </Link>
        {` / ${first.make}`}
      </nav>
      <h1 className="mt-2 font-bold text-2xl sm:text-3xl">{t("vehicleParts.title", { name })}</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {generations.map((vehicle) => {
          const mine = myCar?.vehicleId === vehicle.vehicleId;
          return (
            <li
              key={vehicle.vehicleId}
              className="flex items-center gap-3 rounded-lg border border-line bg-white px-4 py-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-mono font-semibold">{vehicle.code}</p>
                <p className="text-muted text-sm">
                  {[vehicleYears(vehicle), vehicle.generation, vehicle.engine].filter(Boolean).join(" · ")}
                </p>
              </div>
              {mine ? (
                <span className="shrink-0 rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800 text-xs ring-1 ring-emerald-600/40 ring-inset">
                  {t("myCar.title")}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    chooseCar(vehicle);
                    navigate(storeUrl({ vehicle: vehicle.code.toLowerCase() }));
                  }}
                  className="min-h-10 shrink-0 rounded-md border border-line px-3 font-semibold text-sm hover:border-brand-600 hover:text-brand-700"
                >
                  {t("vehicleParts.mine")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <h2 className="mt-8 font-bold text-xl">
        {products.count === 0 ? t("vehicleParts.noneYet") : t("vehicleParts.count", { count: products.count, name })}
      </h2>
      {products.count === 0 ? (
        <p className="mt-2 text-steel">{t("vehicleParts.noneText")}</p>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {products.data.map((product, index) => (
            <ProductCard key={product.productId} product={product} first={index === 0} />
          ))}
        </div>
      )}
      <Paginator page={page} pages={pages} hrefOf={(number) => (number > 1 ? `${path}?page=${number}` : path)} />
    </div>
  );
}
