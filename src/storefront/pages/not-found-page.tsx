import { Link } from "wouter";

export default function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-steel">We could not find that page. The part you are looking for may be in the store.</p>
      <Link
        href="/client/store"
        className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2 font-semibold text-white"
      >
        Back to the store
      </Link>
    </div>
  );
}
