import { useState } from "react";
import { Link } from "wouter";
import { useMediaQuery } from "../components/use-media-query";
import { useT } from "../i18n/intl";
import { TestimonialCard } from "./testimonial-card";
import { TESTIMONIALS } from "./testimonials";

/** docs/product-spec.md §2: two cards side by side from 992 px, one below (one on the server, until the width is known). */
const WIDE = "(min-width: 992px)";

export function TestimonialsCarousel() {
  const t = useT();
  const perPage = useMediaQuery(WIDE) ? 2 : 1;
  const pages = Math.ceil(TESTIMONIALS.length / perPage);
  const [wanted, setPage] = useState(0);
  // A resize to fewer pages keeps the last one in view.
  const page = Math.min(wanted, pages - 1);

  return (
    <section aria-labelledby="testimonials" className="bg-surface py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{t("testimonials.eyebrow")}</p>
          <h2 id="testimonials" className="mt-2 font-bold text-3xl">
            {t("testimonials.title")}
          </h2>
          <p className="mt-3 text-steel">{t("testimonials.intro")}</p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Link
              href="/client/testimonials"
              className="inline-flex min-h-11 items-center rounded-md bg-ink px-5 font-semibold text-white hover:bg-steel"
            >
              {t("testimonials.all")}
            </Link>
            <button
              type="button"
              aria-label={t("testimonials.previous")}
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
              className="flex size-11 items-center justify-center rounded-full border border-line bg-white text-xl hover:border-ink disabled:cursor-not-allowed disabled:opacity-40"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              aria-label={t("testimonials.next")}
              disabled={page === pages - 1}
              onClick={() => setPage(page + 1)}
              className="flex size-11 items-center justify-center rounded-full border border-line bg-white text-xl hover:border-ink disabled:cursor-not-allowed disabled:opacity-40"
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="text-muted text-sm" aria-live="polite">
              {page + 1} / {pages}
            </p>
          </div>
        </div>
        <div className="overflow-hidden">
          <ul
            className="flex transition-transform duration-600 ease-in-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${page * 100}%)` }}
          >
            {TESTIMONIALS.map((testimonial, index) => {
              const shown = Math.floor(index / perPage) === page;
              return (
                <li
                  key={testimonial.name}
                  aria-hidden={!shown}
                  inert={!shown}
                  className="w-full shrink-0 px-2 min-[992px]:w-1/2"
                >
                  <TestimonialCard testimonial={testimonial} />
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
