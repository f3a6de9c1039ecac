import { Link } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { vehiclePagePath } from "../../../shared/vehicle-names";
import { useT } from "../../i18n/intl";

/** Every make and its models, each a link to the parts that fit it: a way in for customers and search engines. */
export default function VehiclesPage({ data }: PageProps<"vehicles">) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{t("vehicles.title")}</h1>
      <p className="mt-2 max-w-2xl text-steel">{t("vehicles.intro")}</p>
      {data.makes.length === 0 ? (
        <p className="mt-8 text-steel">{t("vehicles.none")}</p>
      ) : (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.makes.map(({ make, models }) => (
            <section key={make} aria-label={make} className="rounded-lg border border-line bg-white p-5">
              <h2 className="font-bold text-xl">{make}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {models.map(({ model, vehicleCount }) => (
                  <li key={model}>
                    <Link
                      href={vehiclePagePath(make, model)}
                      className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line px-3 text-sm hover:border-brand-600 hover:text-brand-700"
                    >
                      {model}
                      <span className="text-muted text-xs">{vehicleCount}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
