import { Link } from "wouter";
import { useT } from "../i18n/intl";
import type { MessageId } from "../i18n/messages/en";

/** docs/product-spec.md §9 figures. */
const STATS: { value: string; label: MessageId }[] = [
  { value: "2500+", label: "stats.brands" },
  { value: "96%", label: "stats.satisfaction" },
  { value: "120+", label: "stats.stores" },
  { value: "75+", label: "stats.team" },
];

/** The hero-stats banner: a background image under a 0.9 overlay (docs/product-spec.md §2), the four figures, the store. */
export function StatsBanner() {
  const t = useT();
  return (
    <section aria-labelledby="stats" className="relative overflow-hidden bg-ink text-white">
      <img
        src="/images/home/pattern.svg"
        alt=""
        width="1600"
        height="600"
        loading="lazy"
        className="absolute inset-0 size-full object-cover"
      />
      <div className="absolute inset-0 bg-ink/90" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 text-center">
        <h2 id="stats" className="mx-auto max-w-2xl font-bold text-3xl sm:text-4xl">
          {t("stats.title")}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
              <dt className="text-gray-300 text-sm">{t(stat.label)}</dt>
              <dd className="order-first font-extrabold text-4xl text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <Link
          href="/client/store"
          className="mt-10 inline-flex min-h-12 items-center rounded-md bg-brand-600 px-6 font-semibold hover:bg-brand-700"
        >
          {t("stats.shopAll")}
        </Link>
      </div>
    </section>
  );
}
