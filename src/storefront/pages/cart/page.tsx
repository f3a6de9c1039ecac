import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { CartLine, PageProps } from "../../../server/api-types";
import { CHECKOUT_PATH } from "../../../shared/cart-forms";
import { formatRupees } from "../../../shared/money";
import { LineQuantityForm, RemoveLineForm } from "../../cart/cart-line-forms";
import { showCart, unitPrice, useCartState } from "../../cart/cart-store";
import { MessagePanel } from "../../components/message-panel";
import { ProductImage } from "../../components/product-image";
import { WhatsAppLink } from "../../components/whatsapp-link";
import { useT } from "../../i18n/intl";
import { useServerText } from "../../i18n/server-texts";

function CartLineRow({ line }: { line: CartLine }) {
  const translate = useServerText();
  const t = useT();
  const href = `/client/product/${line.productId}`;
  const onSale = line.discountPrice !== null && line.discountPrice < line.price;
  return (
    <li className="flex gap-3 py-4 sm:gap-4" data-testid="cart-line">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={line.image}
          alt=""
          width="96"
          height="96"
          className="size-20 rounded-md border border-line bg-white object-contain sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="min-w-0">
          <Link href={href} className="font-semibold leading-snug hover:text-brand-700">
            {line.productName}
          </Link>
          {line.code ? <p className="font-mono text-muted text-xs">{line.code}</p> : null}
          <p className="mt-1 text-sm">
            <span className="whitespace-nowrap font-semibold">{formatRupees(unitPrice(line))}</span>
            {onSale ? (
              <s className="ml-2 whitespace-nowrap text-muted">
                <span className="sr-only">{t("price.was")}</span>
                {formatRupees(line.price)}
              </s>
            ) : null}
            <span className="text-muted">{t("cart.each")}</span>
          </p>
          {line.bulky ? <p className="mt-1 text-muted text-xs">{t("cart.bulky")}</p> : null}
        </div>
        {line.problem ? (
          <p className="rounded bg-brand-50 px-2 py-1 font-medium text-brand-800 text-sm">{translate(line.problem)}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {line.stock > 0 ? <LineQuantityForm line={line} /> : null}
          <p className="ml-auto whitespace-nowrap font-bold">{formatRupees(line.lineTotal)}</p>
          <RemoveLineForm line={line} />
        </div>
      </div>
    </li>
  );
}

/** The cart, rendered by the server from the cart it keeps; every action is a form that works without script. */
export default function CartPage({ data }: PageProps<"cart">) {
  const t = useT();
  const { view } = useCartState();
  // The page's own data is the freshest when it arrives; only what the tab hears after that replaces it.
  const [heardBefore, setHeardBefore] = useState(() => ({ data: data.cart, view }));
  if (heardBefore.data !== data.cart) setHeardBefore({ data: data.cart, view });
  useEffect(() => showCart(data.cart), [data.cart]);
  const cart = view && view !== heardBefore.view ? view : data.cart;

  if (cart.lines.length === 0) {
    return (
      <MessagePanel
        title={t("cart.empty")}
        text={t("cart.emptyText")}
        linkHref="/client/store"
        linkText={t("cart.shopNow")}
      />
    );
  }
  const savings = cart.subtotal - cart.itemsTotal;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="font-bold text-2xl sm:text-3xl">{t("cart.title")}</h1>
      <p className="mt-1 text-muted text-sm">{t("cart.count", { count: cart.count })}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_360px]">
        <ul className="divide-y divide-line rounded-lg border border-line bg-white px-3 sm:px-5">
          {cart.lines.map((line) => (
            <CartLineRow key={line.productId} line={line} />
          ))}
        </ul>
        <section aria-labelledby="summary" className="h-fit rounded-lg border border-line bg-white p-5">
          <h2 id="summary" className="font-bold text-lg">
            {t("cart.summary")}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{t("cart.subtotal")}</dt>
              <dd className="whitespace-nowrap">{formatRupees(cart.subtotal)}</dd>
            </div>
            {savings > 0.001 ? (
              <div className="flex justify-between gap-4 text-emerald-700">
                <dt>{t("cart.youSave")}</dt>
                <dd className="whitespace-nowrap">{formatRupees(Math.round(savings * 100) / 100)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4">
              <dt>{t("cart.delivery")}</dt>
              <dd className="text-right">{t("cart.deliveryAtCheckout")}</dd>
            </div>
            <div className="flex justify-between gap-4 border-line border-t pt-2 font-bold text-base">
              <dt>{t("cart.itemsTotal")}</dt>
              <dd className="whitespace-nowrap" data-testid="cart-total">
                {formatRupees(cart.itemsTotal)}
              </dd>
            </div>
          </dl>
          {cart.canOrder ? (
            <Link
              href={CHECKOUT_PATH}
              className="mt-5 flex min-h-12 w-full items-center justify-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              {t("cart.proceed")}
            </Link>
          ) : (
            <>
              <button
                type="button"
                disabled
                className="mt-5 min-h-12 w-full cursor-not-allowed rounded-md bg-gray-300 px-5 font-semibold text-gray-700"
              >
                {t("cart.proceed")}
              </button>
              <p className="mt-2 text-brand-800 text-sm">{t("cart.fixMarked")}</p>
            </>
          )}
          <WhatsAppLink
            label={t("cart.orderOnWhatsapp")}
            className="mt-3 w-full justify-center"
            message={t("cart.whatsappOrder", {
              lines: cart.lines
                .map((line) => `${line.quantity} × ${line.productName}${line.code ? ` (${line.code})` : ""}`)
                .join(", "),
            })}
          />
          <p className="mt-3 text-muted text-xs">{t("cart.deliveryNote")}</p>
          <Link href="/client/store" className="mt-3 inline-block font-medium text-brand-700 text-sm underline">
            {t("cart.continue")}
          </Link>
        </section>
      </div>
    </div>
  );
}
