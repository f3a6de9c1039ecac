import { Link } from "wouter";
import { useShopName } from "../../../shared/page-router";
import { useT } from "../../i18n/intl";
import type { MessageId } from "../../i18n/messages/en";

/** Each step of the shop's story; the last, with no year, is today. */
const MILESTONES: { year: string | null; text: MessageId }[] = [
  {
    year: "1974",
    text: "about.1974",
  },
  { year: "1998", text: "about.1998" },
  {
    year: "2012",
    text: "about.2012",
  },
  { year: null, text: "about.now" },
];

/** docs/product-spec.md §2 About page: 'Our Legacy'. */
export default function AboutPage() {
  const t = useT();
  const shopName = useShopName();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{t("about.eyebrow")}</p>
      <h1 className="mt-2 font-bold text-3xl sm:text-4xl">{t("about.title")}</h1>
      <p className="mt-4 text-lg text-steel leading-relaxed">{t("about.intro", { shopName })}</p>
      <p className="mt-4 text-steel leading-relaxed">{t("about.family")}</p>
      <ol className="mt-10 space-y-6 border-line border-l-2 pl-6">
        {MILESTONES.map((milestone) => (
          <li key={milestone.text} className="relative">
            <span
              aria-hidden="true"
              className="-left-[33px] absolute top-1 size-4 rounded-full border-4 border-white bg-brand-600 ring-1 ring-line"
            />
            <h2 className="font-bold text-lg">{milestone.year ?? t("about.today")}</h2>
            <p className="mt-1 text-steel">{t(milestone.text)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          href="/client/stores"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {t("about.visit")}
        </Link>
        <Link
          href="/client/contact"
          className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-5 font-semibold hover:border-ink"
        >
          {t("about.contact")}
        </Link>
      </div>
    </div>
  );
}
