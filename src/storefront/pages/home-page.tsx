import type { Page } from "../../shared/api-client";
import type { Product } from "../../shared/catalog-types";
import type { PageProps } from "../../shared/routes";
import { ProductCard } from "../components/product-card";

export interface HomeData {
  newArrivals: Page<Product>;
}

export default function HomePage({ data }: PageProps<HomeData>) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Car parts that exceed your expectations</h1>
      <section aria-labelledby="new-arrivals" className="mt-10">
        <h2 id="new-arrivals" className="text-2xl font-bold">
          New Arrival Parts
        </h2>
        <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {data.newArrivals.data.map((product) => (
            <ProductCard key={product.productId} product={product} />
          ))}
        </div>
      </section>
    </div>
  );
}
