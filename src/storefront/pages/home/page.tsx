import { Link } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { HeroCarousel } from "../../components/hero-carousel";
import { ProductCard } from "../../components/product-card";
import { AboutDealers } from "../../home/about-dealers";
import { CarFinder } from "../../home/car-finder";
import { FeatureStrip } from "../../home/feature-strip";
import { NewsletterBanner } from "../../home/newsletter-banner";
import { PartFinder } from "../../home/part-finder";
import { ServicesSection } from "../../home/services-section";
import { StatsBanner } from "../../home/stats-banner";
import { TestimonialsCarousel } from "../../home/testimonials-carousel";
import { WhyChooseUs } from "../../home/why-choose-us";
import { useT } from "../../i18n/intl";

/** docs/product-spec.md §2 home page, in its order. */
export default function HomePage({ data }: PageProps<"home">) {
  const t = useT();
  return (
    <>
      <HeroCarousel />
      <PartFinder finder={data.finder} />
      <CarFinder makes={data.vehicleMakes} />
      <ServicesSection />
      <StatsBanner />
      <section aria-labelledby="new-arrivals" className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="new-arrivals" className="font-bold text-3xl">
            {t("home.newArrivals")}
          </h2>
          <Link
            href="/client/store"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            {t("home.viewAll")} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
        <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {data.newArrivals.data.map((product) => (
            <ProductCard key={product.productId} product={product} />
          ))}
        </div>
      </section>
      <AboutDealers />
      <TestimonialsCarousel />
      <WhyChooseUs />
      <FeatureStrip />
      <NewsletterBanner state={data.newsletter} />
    </>
  );
}
