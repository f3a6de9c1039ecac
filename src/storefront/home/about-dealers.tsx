import { Link } from "wouter";
import { useT } from "../i18n/intl";
import type { MessageId } from "../i18n/messages/en";

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

const FEATURES: { title: MessageId; text: MessageId }[] = [
  {
    title: "aboutHome.genuine",
    text: "aboutHome.genuineText",
  },
  { title: "aboutHome.advice", text: "aboutHome.adviceText" },
];

/** docs/product-spec.md §2: about-and-dealers, 24+ years of experience, two features and eight dealer logos. */
export function AboutDealers() {
  const t = useT();
  return (
    <section aria-labelledby="about-us" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="relative">
          <img
            src="/images/home/shelves.svg"
            alt={t("aboutHome.shelvesAlt")}
            width="640"
            height="480"
            loading="lazy"
            className="h-auto w-full rounded-xl"
          />
          <p className="absolute right-4 bottom-4 rounded-xl bg-brand-600 px-5 py-4 text-white shadow-lg">
            <span className="block font-extrabold text-4xl">24+</span>
            <span className="block font-medium text-sm">{t("aboutHome.years")}</span>
          </p>
        </div>
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{t("aboutHome.eyebrow")}</p>
          <h2 id="about-us" className="mt-2 font-bold text-3xl">
            {t("aboutHome.title")}
          </h2>
          <p className="mt-4 text-steel leading-relaxed">{t("aboutHome.text")}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-lg border border-line bg-white p-4">
                <h3 className="font-semibold">{t(feature.title)}</h3>
                <p className="mt-1 text-steel text-sm">{t(feature.text)}</p>
              </li>
            ))}
          </ul>
          <Link
            href="/client/about"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("aboutHome.legacy")} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
      </div>
      <h3 className="mt-14 text-center font-semibold text-muted text-sm uppercase tracking-wide">
        {t("aboutHome.dealerFor")}
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
