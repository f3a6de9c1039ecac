import { Link } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { useT } from "../../i18n/intl";
import NotFoundPage from "../client-not-found/page";

/** A short content page (help, shipping, stores …) from src/shared/content-pages.ts. */
export default function ContentPage({ data }: PageProps<"content">) {
  const t = useT();
  const { page, branches } = data;
  if (!page) return <NotFoundPage />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-bold text-3xl">{page.title}</h1>
      <p className="mt-4 text-lg text-steel leading-relaxed">{page.intro}</p>
      {branches.map((branch) => (
        <section key={branch.branchId} className="mt-8">
          <h2 className="font-semibold text-xl">{branch.name}</h2>
          <p className="mt-3 text-steel leading-relaxed">
            {branch.address} · <a href={`tel:${branch.phone.replace(/[^\d+]/g, "")}`}>{branch.phone}</a>
          </p>
          <p className="mt-1 text-steel">
            {branch.hours}
            {branch.pickup ? t("content.collectHere") : ""}
          </p>
        </section>
      ))}
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="font-semibold text-xl">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-steel leading-relaxed">
              {paragraph}
            </p>
          ))}
          {"links" in section && section.links ? (
            <ul className="mt-3 flex flex-wrap gap-3">
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 font-medium text-brand-700 hover:border-brand-600"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
