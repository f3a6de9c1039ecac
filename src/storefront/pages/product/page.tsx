import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { PageProps, Product } from "../../../server/api-types";
import { productTitle } from "../../../shared/product-title";
import { STORE_PATH, storeUrl } from "../../../shared/store-query";
import { vehicleFullName } from "../../../shared/vehicle-names";
import { AddToCartButton } from "../../cart/add-to-cart-button";
import { quantityInCart, useCartState } from "../../cart/cart-store";
import { QuantityStepper } from "../../cart/quantity-stepper";
import { BackInStockForm } from "../../components/back-in-stock-form";
import { ConditionBadge } from "../../components/condition-badge";
import { MessagePanel } from "../../components/message-panel";
import { PriceTag } from "../../components/price-tag";
import { ProductGallery } from "../../components/product-gallery";
import { AlsoFits, EquivalentParts, PartNumbersList, PartsShelf } from "../../components/related-parts";
import { StarRating } from "../../components/star-rating";
import { WhatsAppLink } from "../../components/whatsapp-link";
import { useT } from "../../i18n/intl";
import { warrantyMessage } from "../../i18n/labels";
import { lastSearch } from "../../last-search";
import { FitBadge } from "../../vehicles/fit-badge";
import { useBadgeCar } from "../../vehicles/my-car";
import { VehicleFitmentList } from "../../vehicles/vehicle-fitment-list";

/** Back to the search the customer came from (known only in the browser), else the store. */
function BackToResults() {
  const [href, setHref] = useState(STORE_PATH);
  useEffect(() => setHref(lastSearch()), []);
  const t = useT();
  return (
    <Link href={href} className="inline-flex min-h-10 items-center gap-1 font-medium text-brand-700 hover:underline">
      {t("product.backToResults")}
    </Link>
  );
}

/** "Ask on WhatsApp" about this part: its name and code, and the customer's car when they chose one. */
function AskAboutPart({ product }: { product: Product }) {
  const car = useBadgeCar();
  const t = useT();
  const title = productTitle(product);
  const part = product.code ? t("product.partWithCode", { title, code: product.code }) : title;
  const message = car
    ? t("product.askAboutForCar", { part, car: vehicleFullName(car) })
    : t("product.askAbout", { part });
  return <WhatsAppLink message={message} className="mt-3 w-full justify-center sm:w-auto" />;
}

function BuyBox({ product }: { product: Product }) {
  const { view } = useCartState();
  const inCart = quantityInCart(view, product.productId);
  const left = Math.max(product.qty - inCart, 0);
  const [quantity, setQuantity] = useState(1);
  const title = productTitle(product);
  const t = useT();
  if (product.qty < 1) {
    return (
      <button
        type="button"
        disabled
        className="mt-6 min-h-12 w-full cursor-not-allowed rounded-md bg-gray-300 px-6 font-semibold text-gray-700 sm:w-auto"
      >
        {t("stock.out")}
      </button>
    );
  }
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <AddToCartButton
        product={product}
        quantity={Math.min(quantity, Math.max(left, 1))}
        label={t("product.addToCart")}
        className="min-h-12 flex-1 px-6 text-base sm:flex-none"
        quantityField={
          <QuantityStepper
            name="quantity"
            value={Math.min(quantity, Math.max(left, 1))}
            max={Math.max(left, 1)}
            label={t("product.quantityOf", { title })}
            onChange={setQuantity}
          />
        }
      />
      {inCart > 0 ? (
        <p className="w-full text-sm text-steel">
          {t("product.inYourCart", { count: inCart })}
          <Link href="/client/cart" className="font-medium text-brand-700 underline">
            {t("product.viewCart")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export default function ProductPage({ data }: PageProps<"product">) {
  const { product, fits, related } = data;
  const t = useT();
  if (!product) {
    return (
      <MessagePanel
        title={t("product.notFound")}
        text={t("product.notFoundText")}
        linkHref="/client/store"
        linkText={t("product.backToStore")}
      />
    );
  }
  const { subCategory } = product;
  const title = productTitle(product);
  const crumbClass = "hover:text-brand-700 hover:underline";
  const warranty = warrantyMessage(product.warrantyDays);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <BackToResults />
      <nav aria-label={t("product.breadcrumb")} className="mt-2 text-muted text-sm">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href={STORE_PATH} className={crumbClass}>
              {t("product.store")}
            </Link>
            {" /"}
          </li>
          <li>
            <Link href={storeUrl({ brand: subCategory.brandId })} className={crumbClass}>
              {subCategory.brand}
            </Link>
            {" /"}
          </li>
          <li>
            <Link
              href={storeUrl({ brand: subCategory.brandId, category: subCategory.categoryId })}
              className={crumbClass}
            >
              {subCategory.category}
            </Link>
            {" /"}
          </li>
          <li>
            <Link
              href={storeUrl({
                brand: subCategory.brandId,
                category: subCategory.categoryId,
                sub: subCategory.subCategoryId,
              })}
              className={crumbClass}
            >
              {subCategory.subCategory}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        {/* Keyed: moving to another product starts at its first photo and a quantity of one. */}
        <ProductGallery key={product.productId} images={product.images} title={title} />
        <div>
          <h1 className="font-bold text-2xl sm:text-3xl">{title}</h1>
          <FitBadge vehicleIds={product.vehicleIds} className="mt-2 text-sm" />
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <ConditionBadge condition={product.condition} className="text-sm" />
            {warranty ? <span className="text-steel">{t(warranty.id, { count: warranty.count })}</span> : null}
            <StarRating rating={product.rating} />
          </p>
          <div className="mt-4">
            <PriceTag price={product.price} discountPrice={product.discountPrice} large />
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t("product.available")}</dt>
            <dd className={product.qty > 0 ? "font-medium text-emerald-700" : "font-medium text-brand-700"}>
              {product.qty > 0 ? product.qty : t("stock.out")}
            </dd>
            <dt className="text-muted">{t("product.category")}</dt>
            <dd>
              <Link href={storeUrl({ category: subCategory.categoryId })} className="underline hover:text-brand-700">
                {subCategory.category}
              </Link>
              {` — ${subCategory.subCategory}`}
            </dd>
            <dt className="text-muted">{t("product.brand")}</dt>
            <dd>
              <Link href={storeUrl({ brand: subCategory.brandId })} className="underline hover:text-brand-700">
                {subCategory.brand}
              </Link>
              {subCategory.brandCountry ? ` (${subCategory.brandCountry})` : null}
            </dd>
            {product.code ? (
              <>
                <dt className="text-muted">{t("product.partCode")}</dt>
                <dd className="font-mono">{product.code}</dd>
              </>
            ) : null}
            {product.mfd ? (
              <>
                <dt className="text-muted">{t("product.manufactured")}</dt>
                <dd>{product.mfd}</dd>
              </>
            ) : null}
          </dl>
          <BuyBox key={product.productId} product={product} />
          {product.qty < 1 ? (
            <BackInStockForm key={product.productId} productId={product.productId} state={data.stockAlert} />
          ) : null}
          <AskAboutPart product={product} />
          {product.shortDescription ? <p className="mt-6 font-medium text-steel">{product.shortDescription}</p> : null}
          {product.description ? (
            <p className="mt-3 whitespace-pre-line text-steel leading-relaxed">{product.description}</p>
          ) : null}
          <PartNumbersList numbers={product.partNumbers} />
        </div>
      </div>
      <EquivalentParts products={related?.equivalents ?? []} />
      <VehicleFitmentList vehicles={fits} />
      <AlsoFits products={related?.alsoFits ?? []} />
      <PartsShelf id="bought-together" title={t("product.boughtTogether")} products={related?.boughtTogether ?? []} />
    </div>
  );
}
