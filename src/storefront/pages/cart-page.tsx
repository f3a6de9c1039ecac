import { Link } from "wouter";

/** The cart is built with checkout (orders); until then nothing can be added, so it is always empty. */
export default function CartPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-bold text-3xl">Your cart is empty</h1>
      <p className="mt-4 text-steel">Add some items to get started!</p>
      <Link
        href="/client/store"
        className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2 font-semibold text-white"
      >
        Shop Now
      </Link>
    </div>
  );
}
