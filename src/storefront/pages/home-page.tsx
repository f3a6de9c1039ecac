import type { PageProps } from "../../server/api-types";
import { HeroCarousel } from "../components/hero-carousel";
import { ProductCard } from "../components/product-card";

export default function HomePage({ data }: PageProps<"home">) {
  return (
    <>
      <HeroCarousel />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <section aria-labelledby="new-arrivals">
          <h2 id="new-arrivals" className="text-2xl font-bold">
            New Arrival Parts
          </h2>
          <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {data.newArrivals.data.map((product) => (
              <ProductCard key={product.productId} product={product} />
            ))}
          </div>
        </section>
        <section aria-labelledby="our-brands" className="mt-12">
          <h2 id="our-brands" className="text-2xl font-bold">
            Brands we stock
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
            {data.brands.map((brand) => (
              <li key={brand.brandId} className="rounded-lg border border-line bg-white p-4">
                <h3 className="font-semibold">{brand.name}</h3>
                <p className="mt-1 text-sm text-muted">{brand.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
