import { Link } from "wouter";
import type { PageProps } from "../../server/api-types";
import { STORE_PAGE_SIZE } from "../../shared/store-query";
import { ProductCard } from "../components/product-card";

const pageHref = (page: number) => (page === 1 ? "/client/store" : `/client/store?page=${page}`);

export default function StorePage({ data }: PageProps<"store">) {
  const { page, products } = data;
  const pages = Math.max(1, Math.ceil(products.count / STORE_PAGE_SIZE));
  const first = (page - 1) * STORE_PAGE_SIZE + 1;
  const last = first + products.data.length - 1;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-3xl">All parts</h1>
      {products.data.length === 0 ? (
        <p className="mt-6 text-steel">No products found.</p>
      ) : (
        <>
          <p className="mt-2 text-muted text-sm">{`Showing ${first}–${last} of ${products.count}`}</p>
          <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {products.data.map((product) => (
              <ProductCard key={product.productId} product={product} />
            ))}
          </div>
        </>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center gap-2">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className="rounded-md border border-line px-3 py-1">
              Previous
            </Link>
          ) : null}
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <Link
              key={number}
              href={pageHref(number)}
              aria-current={number === page ? "page" : undefined}
              className={`rounded-md border px-3 py-1 ${number === page ? "border-brand-600 bg-brand-600 text-white" : "border-line"}`}
            >
              {number}
            </Link>
          ))}
          {page < pages ? (
            <Link href={pageHref(page + 1)} className="rounded-md border border-line px-3 py-1">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
