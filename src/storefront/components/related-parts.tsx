import { Link } from "wouter";
import type { Product } from "../../server/api-types";
import type { PartNumber } from "../../shared/part-numbers";
import { productTitle } from "../../shared/product-title";
import { vehicleShortName } from "../../shared/vehicle-names";
import { useT } from "../i18n/intl";
import { PART_NUMBER_LABELS } from "../i18n/labels";
import { useBadgeCar } from "../vehicles/my-car";
import { ConditionBadge } from "./condition-badge";
import { PriceTag, StockNote } from "./price-tag";
import { ProductCard } from "./product-card";

/** "Also known as": the numbers on other boxes that mean this part, so a customer can check the old one's. */
export function PartNumbersList({ numbers }: { numbers: readonly PartNumber[] }) {
  const t = useT();
  if (numbers.length === 0) return null;
  return (
    <section aria-labelledby="also-known-as" className="mt-6">
      <h2 id="also-known-as" className="font-semibold text-lg">
        {t("product.alsoKnownAs")}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {numbers.map((number) => (
          <li key={`${number.kind}:${number.number}`} className="rounded-md border border-line bg-white px-2.5 py-1">
            <span className="text-muted">{`${t(PART_NUMBER_LABELS[number.kind])}${number.brand ? ` · ${number.brand}` : ""}: `}</span>
            <span className="font-mono">{number.number}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Other products sharing one of its numbers: the same part from another maker or in another condition. */
export function EquivalentParts({ products }: { products: readonly Product[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="equivalent-parts" className="mt-10">
      <h2 id="equivalent-parts" className="font-bold text-xl">
        {t("product.equivalents")}
      </h2>
      <p className="mt-1 text-muted text-sm">The same part by number, from another maker or in another condition.</p>
      <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-white">
        {products.map((product) => (
          <li key={product.productId} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
            <div className="min-w-0 flex-1 basis-60">
              <Link
                href={`/client/product/${product.productId}`}
                className="font-medium hover:text-brand-700 hover:underline"
              >
                {productTitle(product)}
              </Link>
              <p className="mt-0.5 flex flex-wrap items-center gap-2 text-muted text-sm">
                <span>{product.subCategory.brand}</span>
                <ConditionBadge condition={product.condition} />
              </p>
            </div>
            <PriceTag price={product.price} discountPrice={product.discountPrice} />
            <StockNote qty={product.qty} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const SHELF_SIZE = 4;

/**
 * "Also fits your Axio (NZE161)": related parts that fit the customer's own car when they chose one and some do,
 * else those fitting the cars this part fits.
 */
export function AlsoFits({ products }: { products: readonly Product[] }) {
  const car = useBadgeCar();
  const t = useT();
  const forCar = car ? products.filter((product) => product.vehicleIds.includes(car.vehicleId)) : [];
  return forCar.length > 0 && car ? (
    <PartsShelf
      id="also-fits"
      title={t("product.alsoFitsYour", { car: vehicleShortName(car) })}
      products={forCar.slice(0, SHELF_SIZE)}
    />
  ) : (
    <PartsShelf id="also-fits" title={t("product.alsoFitsSame")} products={products.slice(0, SHELF_SIZE)} />
  );
}

/** A titled row of product cards ("Also fits your car", "Often bought together"); nothing when empty. */
export function PartsShelf({ id, title, products }: { id: string; title: string; products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-bold text-xl">
        {title}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {products.map((product) => (
          <ProductCard key={product.productId} product={product} />
        ))}
      </div>
    </section>
  );
}
