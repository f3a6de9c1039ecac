import { LineIcon } from "../../ui/line-icon";
import { useT } from "../i18n/intl";
import type { MessageId } from "../i18n/messages/en";

/** docs/product-spec.md §2: six service cards. Icons are drawn inline (a few paths each), so they cost no request. */
const SERVICES: { title: MessageId; text: MessageId; icon: string }[] = [
  {
    title: "service.ac",
    text: "service.acText",
    icon: "M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9 4l3 2 3-2M9 20l3-2 3 2",
  },
  {
    title: "service.belts",
    text: "service.beltsText",
    icon: "M7 7a4 4 0 1 0 0 8h10a4 4 0 1 0 0-8zM7 11h.01M17 11h.01",
  },
  {
    title: "service.brakes",
    text: "service.brakesText",
    icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM18 5l2-2",
  },
  {
    title: "service.engine",
    text: "service.engineText",
    icon: "M3 12h4l2-5 4 10 2-5h6",
  },
  {
    title: "service.oil",
    text: "service.oilText",
    icon: "M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z",
  },
  {
    title: "service.wheels",
    text: "service.wheelsText",
    icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 6a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 3v6M12 15v6M3 12h6M15 12h6",
  },
];

export function ServicesSection() {
  const t = useT();
  return (
    <section aria-labelledby="services" className="mx-auto max-w-7xl px-4 py-16">
      <p className="text-center font-semibold text-brand-700 text-sm uppercase tracking-wide">{t("service.eyebrow")}</p>
      <h2 id="services" className="mt-2 text-center font-bold text-3xl">
        {t("service.title")}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-line">
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <LineIcon path={service.icon} className="size-7" />
            </span>
            <h3 className="mt-4 font-semibold text-lg">{t(service.title)}</h3>
            <p className="mt-2 text-steel text-sm leading-relaxed">{t(service.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
