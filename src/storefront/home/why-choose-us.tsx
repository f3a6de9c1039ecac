import { useT } from "../i18n/intl";
import type { MessageId } from "../i18n/messages/en";

const POINTS: MessageId[] = ["why.genuine", "why.prices", "why.delivery", "why.advisers", "why.returns"];

/** docs/product-spec.md §2: eyebrow, two-line title, copy, five points, a main image and two side images (hidden on phones). */
export function WhyChooseUs() {
  const t = useT();
  return (
    <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{t("why.eyebrow")}</p>
          <h2 id="why-us" className="mt-2 font-bold text-3xl">
            {t("why.title1")}
            <br />
            {t("why.title2")}
          </h2>
          <p className="mt-4 text-steel leading-relaxed">{t("why.text")}</p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-brand-600">
                  <path fill="currentColor" d="M9.5 16.6 4.9 12l-1.4 1.4 6 6 11-11-1.4-1.4z" />
                </svg>
                <span>{t(point)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-3 gap-4">
          <img
            src="/images/home/car.svg"
            alt={t("why.carAlt")}
            width="640"
            height="640"
            loading="lazy"
            className="col-span-3 h-auto w-full rounded-xl object-cover sm:col-span-2 sm:row-span-2 sm:h-full"
          />
          <img
            src="/images/parts/shock-absorber.svg"
            alt={t("why.shockAlt")}
            width="400"
            height="400"
            loading="lazy"
            className="hidden h-auto w-full rounded-xl sm:block"
          />
          <img
            src="/images/parts/battery.svg"
            alt={t("why.batteryAlt")}
            width="400"
            height="400"
            loading="lazy"
            className="hidden h-auto w-full rounded-xl sm:block"
          />
        </div>
      </div>
    </section>
  );
}
