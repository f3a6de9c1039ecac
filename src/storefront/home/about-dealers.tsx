import { Link } from "wouter";

const DEALERS = [
  ["toyota", "Toyota"],
  ["nissan", "Nissan"],
  ["denso", "Denso"],
  ["bosch", "Bosch"],
  ["ngk", "NGK"],
  ["aisin", "Aisin"],
  ["kyb", "KYB"],
  ["amaron", "Amaron"],
] as const;

const FEATURES = [
  {
    title: "Genuine and OEM only",
    text: "Every part comes from the maker or its approved supplier, with its warranty.",
  },
  { title: "Advice that fits", text: "Give us your chassis number and we find the exact part for your car." },
];

/** docs/product-spec.md §2: about-and-dealers, 24+ years of experience, two features and eight dealer logos. */
export function AboutDealers() {
  return (
    <section aria-labelledby="about-us" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="relative">
          <img
            src="/images/home/shelves.svg"
            alt="Shelves of boxed spare parts in our Colombo store"
            width="640"
            height="480"
            loading="lazy"
            className="h-auto w-full rounded-xl"
          />
          <p className="absolute right-4 bottom-4 rounded-xl bg-brand-600 px-5 py-4 text-white shadow-lg">
            <span className="block font-extrabold text-4xl">24+</span>
            <span className="block font-medium text-sm">years of experience</span>
          </p>
        </div>
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">About us</p>
          <h2 id="about-us" className="mt-2 font-bold text-3xl">
            Sri Lanka's trusted source for Toyota and Nissan parts
          </h2>
          <p className="mt-4 text-steel leading-relaxed">
            From a single counter on Galle Road to stores across the island, we have supplied drivers, fleets and
            garages with genuine spare parts for over two decades — and the know-how to fit them.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-lg border border-line bg-white p-4">
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="mt-1 text-steel text-sm">{feature.text}</p>
              </li>
            ))}
          </ul>
          <Link
            href="/client/about"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Our legacy <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
      </div>
      <h3 className="mt-14 text-center font-semibold text-muted text-sm uppercase tracking-wide">
        Authorised dealer for
      </h3>
      <ul className="mx-auto mt-5 grid max-w-5xl grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {DEALERS.map(([slug, name]) => (
          <li key={slug}>
            <img
              src={`/images/dealers/${slug}.svg`}
              alt={name}
              width="200"
              height="80"
              loading="lazy"
              className="h-auto w-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
