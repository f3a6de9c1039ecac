import { Link } from "wouter";
import { pageWindow } from "../../shared/store-query";
import { useT } from "../i18n/intl";

const linkClass = "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm";

/** Page links (plain links, so paging works without JavaScript): previous, a window of pages, next. */
export function Paginator({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pages.label")} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} aria-label={t("pages.previous")} className={`${linkClass} border-line bg-white`}>
          {t("pages.previousShort")}
        </Link>
      ) : null}
      {pageWindow(page, pages).map((number, index) =>
        number === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={number}
            href={hrefOf(number)}
            aria-label={t("pages.page", { number })}
            aria-current={number === page ? "page" : undefined}
            className={`${linkClass} ${number === page ? "border-brand-600 bg-brand-600 font-semibold text-white" : "border-line bg-white"}`}
          >
            {number}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={hrefOf(page + 1)} aria-label={t("pages.next")} className={`${linkClass} border-line bg-white`}>
          {t("pages.nextShort")}
        </Link>
      ) : null}
    </nav>
  );
}
