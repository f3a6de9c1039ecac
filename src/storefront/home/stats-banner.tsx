import { Link } from "wouter";

/** docs/product-spec.md §9 figures. */
const STATS = [
  { value: "2500+", label: "Brand Product" },
  { value: "96%", label: "Customer Satisfaction" },
  { value: "120+", label: "Offline Store" },
  { value: "75+", label: "Professional Team" },
];

/** The hero-stats banner: a background image under a 0.9 overlay (docs/product-spec.md §2), the four figures, the store. */
export function StatsBanner() {
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
          Car Parts That Exceed Your Expectations
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
              <dt className="text-gray-300 text-sm">{stat.label}</dt>
              <dd className="order-first font-extrabold text-4xl text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <Link
          href="/client/store"
          className="mt-10 inline-flex min-h-12 items-center rounded-md bg-brand-600 px-6 font-semibold hover:bg-brand-700"
        >
          Shop all parts
        </Link>
      </div>
    </section>
  );
}
