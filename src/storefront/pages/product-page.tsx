import { Link } from "wouter";
import type { PageProps } from "../../server/api-types";
import { productTitle } from "../../shared/product-title";
import { MessagePanel } from "../components/message-panel";
import { PriceTag, StockNote } from "../components/price-tag";

export default function ProductPage({ data }: PageProps<"product">) {
  const { product } = data;
  if (!product) {
    return (
      <MessagePanel
        title="Product not found"
        text="This part is no longer sold or the link is wrong."
        linkHref="/client/store"
        linkText="Back to the store"
      />
    );
  }
  const { subCategory } = product;
  const image = product.images[0] ?? "/images/placeholder.svg";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-muted text-sm">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href="/client/store" className="hover:text-brand-600">
              Store
            </Link>{" "}
            /
          </li>
          <li>{subCategory.brand} /</li>
          <li>{subCategory.category} /</li>
          <li>{subCategory.subCategory}</li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <img
          src={image}
          alt={productTitle(product)}
          width="600"
          height="600"
          className="aspect-square w-full rounded-lg border border-line bg-white object-contain"
        />
        <div>
          <h1 className="font-bold text-3xl">{productTitle(product)}</h1>
          {product.code ? (
            <p className="mt-2 text-muted text-sm">
              Part code <span className="font-mono text-steel">{product.code}</span>
            </p>
          ) : null}
          <div className="mt-4">
            <PriceTag price={product.price} discountPrice={product.discountPrice} large />
            <StockNote qty={product.qty} />
          </div>
          {product.shortDescription ? <p className="mt-4 text-steel">{product.shortDescription}</p> : null}
          {product.description ? <p className="mt-4 leading-relaxed text-steel">{product.description}</p> : null}
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Brand</dt>
            <dd>{subCategory.brand}</dd>
            <dt className="text-muted">Category</dt>
            <dd>
              {subCategory.category} — {subCategory.subCategory}
            </dd>
            {product.mfd ? (
              <>
                <dt className="text-muted">Manufactured</dt>
                <dd>{product.mfd}</dd>
              </>
            ) : null}
          </dl>
          <Link href="/client/store" className="mt-8 inline-block text-brand-700 underline">
            Back to the store
          </Link>
        </div>
      </div>
    </div>
  );
}
