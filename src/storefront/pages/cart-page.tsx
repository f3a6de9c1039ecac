import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { formatRupees } from "../../shared/money";
import {
  type CartLine,
  canOrder,
  cartCount,
  cartTotals,
  clearCart,
  removeLine,
  setQuantity,
  unitPrice,
  useCart,
} from "../cart/cart-store";
import { EMPTY_CHECKOUT } from "../cart/checkout";
import { CheckoutDialog } from "../cart/checkout-dialog";
import { QuantityStepper } from "../cart/quantity-stepper";
import { refreshCart } from "../cart/refresh-cart";
import { MessagePanel } from "../components/message-panel";
import { ProductImage } from "../components/product-image";
import { rememberPlacedOrder } from "../placed-orders";

function CartLineRow({ line }: { line: CartLine }) {
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
                <span className="sr-only">was </span>
                {formatRupees(line.price)}
              </s>
            ) : null}
            <span className="text-muted"> each</span>
          </p>
        </div>
        {line.problem ? (
          <p role="status" className="rounded bg-brand-50 px-2 py-1 font-medium text-brand-800 text-sm">
            {line.problem}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <QuantityStepper
            value={line.quantity}
            max={line.stock}
            label={`Quantity of ${line.productName}`}
            onChange={(quantity) => setQuantity(line.productId, quantity)}
          />
          <p className="ml-auto whitespace-nowrap font-bold">{formatRupees(unitPrice(line) * line.quantity)}</p>
          <button
            type="button"
            onClick={() => removeLine(line.productId)}
            aria-label={`Remove ${line.productName}`}
            className="min-h-10 rounded-md px-3 font-medium text-brand-700 text-sm hover:bg-brand-50"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

export default function CartPage() {
  const { lines, ready } = useCart();
  const [, navigate] = useLocation();
  const [refreshing, setRefreshing] = useState(true);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [form, setForm] = useState(EMPTY_CHECKOUT);
  const [notice, setNotice] = useState<string | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    refreshCart().finally(() => live && setRefreshing(false));
    return () => {
      live = false;
    };
  }, [ready]);

  if (!ready) return <p className="px-4 py-20 text-center text-muted">Loading your cart…</p>;
  // The emptied cart stays on screen while the confirmation loads: say what happened instead of "empty".
  if (placed)
    return (
      <p className="px-4 py-20 text-center font-semibold text-lg">{`Order ${placed} placed. Opening your confirmation…`}</p>
    );
  if (lines.length === 0) {
    return (
      <MessagePanel
        title="Your cart is empty"
        text="Add some items to get started!"
        linkHref="/client/store"
        linkText="Shop Now"
      />
    );
  }

  const { subtotal, total } = cartTotals(lines);
  const blocked = !lines.every(canOrder);
  const count = cartCount(lines);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="font-bold text-2xl sm:text-3xl">Your cart</h1>
      <p className="mt-1 text-muted text-sm">{`${count} ${count === 1 ? "item" : "items"}`}</p>
      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-brand-600 bg-brand-50 px-3 py-2 text-brand-800 text-sm"
        >
          {notice}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_360px]">
        <ul className="divide-y divide-line rounded-lg border border-line bg-white px-3 sm:px-5">
          {lines.map((line) => (
            <CartLineRow key={line.productId} line={line} />
          ))}
        </ul>
        <section aria-labelledby="summary" className="h-fit rounded-lg border border-line bg-white p-5">
          <h2 id="summary" className="font-bold text-lg">
            Summary
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt>Subtotal</dt>
              <dd className="whitespace-nowrap">{formatRupees(subtotal)}</dd>
            </div>
            {subtotal > total ? (
              <div className="flex justify-between gap-4 text-emerald-700">
                <dt>You save</dt>
                <dd className="whitespace-nowrap">{formatRupees(subtotal - total)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4">
              <dt>Shipping</dt>
              <dd>Free</dd>
            </div>
            <div className="flex justify-between gap-4 border-line border-t pt-2 font-bold text-base">
              <dt>Total</dt>
              <dd className="whitespace-nowrap" data-testid="cart-total">
                {formatRupees(total)}
              </dd>
            </div>
          </dl>
          <button
            type="button"
            disabled={blocked || refreshing}
            onClick={() => {
              setNotice(null);
              setCheckoutOpen(true);
            }}
            className="mt-5 min-h-12 w-full rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
          >
            {refreshing ? "Checking prices and stock…" : "Proceed to Checkout"}
          </button>
          {blocked && !refreshing ? (
            <p className="mt-2 text-brand-800 text-sm">Remove or change the marked parts to check out.</p>
          ) : null}
          <p className="mt-3 text-muted text-xs">Prices and stock are confirmed by the shop when you order.</p>
          <Link href="/client/store" className="mt-3 inline-block font-medium text-brand-700 text-sm underline">
            Continue shopping
          </Link>
        </section>
      </div>
      <CheckoutDialog
        open={checkoutOpen}
        onOpenChange={setCheckoutOpen}
        lines={lines}
        form={form}
        onFormChange={setForm}
        onCartChanged={setNotice}
        onPlaced={(order) => {
          rememberPlacedOrder(order);
          setPlaced(order.orderId);
          clearCart();
          setCheckoutOpen(false);
          navigate(`/client/orders/${order.orderId}`);
        }}
      />
    </div>
  );
}
