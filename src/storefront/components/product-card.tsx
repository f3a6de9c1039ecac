import { Link } from "wouter";
import type { Product } from "../../server/api-types";
import { PriceTag, StockNote } from "./price-tag";

export function ProductCard({ product }: { product: Product }) {
  const image = product.images[0] ?? "/images/placeholder.svg";
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-line bg-white">
      <img
        src={image}
        alt={product.productName}
        width="400"
        height="400"
        loading="lazy"
        className="aspect-square w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold">
          <Link href={`/client/product/${product.productId}`} className="hover:text-brand-600">
            {product.productName}
          </Link>
        </h3>
        <p className="text-sm text-muted">{product.subCategory.brand}</p>
        <div className="mt-auto pt-2">
          <PriceTag price={product.price} discountPrice={product.discountPrice} />
          <StockNote qty={product.qty} />
        </div>
      </div>
    </article>
  );
}
