import { Link } from "wouter";
import type { Product } from "../../server/api-types";
import { productTitle } from "../../shared/product-title";
import { storeUrl } from "../../shared/store-query";
import { AddToCartButton } from "../cart/add-to-cart-button";
import { useT } from "../i18n/intl";
import { FitBadge } from "../vehicles/fit-badge";
import { ConditionBadge } from "./condition-badge";
import { PriceTag, StockNote } from "./price-tag";
import { ProductImage } from "./product-image";
import { StarRating } from "./star-rating";

/**
 * The spec's product card: photo, title, condition (and stars once rated), price, short description, category and stock, Details and Add.
 * `first`: the first card of a page, whose photo is likely the largest thing a phone shows at once: fetched at once
 * and first, where the others wait until they are scrolled near.
 */
export function ProductCard({ product, first = false }: { product: Product; first?: boolean }) {
  const href = `/client/product/${product.productId}`;
  const title = productTitle(product);
  const { subCategory } = product;
  const t = useT();
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm transition hover:shadow-md">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="relative block bg-white">
        <ProductImage
          src={product.cardImage}
          alt=""
          width="480"
          height="480"
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : undefined}
          decoding="async"
          className="aspect-square w-full object-contain p-2"
        />
      </Link>
      {/* Over the photo's corner: a badge appearing after hydration moves nothing on the card. */}
      <div className="pointer-events-none relative h-0">
        <FitBadge
          vehicleIds={product.vehicleIds}
          compact
          className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-line border-t p-3 sm:p-4">
        <Link
          href={storeUrl({ brand: subCategory.brandId })}
          className="self-start text-muted text-xs uppercase tracking-wide hover:text-brand-700"
        >
          {subCategory.brand}
        </Link>
        <h3 className="font-semibold leading-snug">
          <Link href={href} className="hover:text-brand-700">
            {title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-2">
          <ConditionBadge condition={product.condition} />
          <StarRating rating={product.rating} />
        </p>
        <PriceTag price={product.price} discountPrice={product.discountPrice} />
        {product.shortDescription ? (
          <p className="line-clamp-2 text-muted text-sm">{product.shortDescription}</p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-1 text-sm">
          <Link
            href={storeUrl({ category: subCategory.categoryId })}
            className="text-steel underline decoration-line underline-offset-2 hover:text-brand-700"
          >
            {subCategory.category}
          </Link>
          <span aria-hidden="true" className="text-line">
            |
          </span>
          <StockNote qty={product.qty} />
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <Link
            href={href}
            aria-label={t("card.detailsOf", { title })}
            className="inline-flex min-h-10 items-center justify-center rounded-md border border-line px-3 font-semibold text-sm hover:border-brand-600 hover:text-brand-700"
          >
            {t("card.details")}
          </Link>
          <AddToCartButton product={product} />
        </div>
      </div>
    </article>
  );
}
