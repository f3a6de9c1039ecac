import { LineIcon } from "../../ui/line-icon";
import { useT } from "../i18n/intl";
import type { MessageId } from "../i18n/messages/en";

const FEATURES: { title: MessageId; text: MessageId; icon: string }[] = [
  {
    title: "feature.freeShipping",
    text: "feature.freeShippingText",
    icon: "M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a2 2 0 1 0 0-.1M17 18a2 2 0 1 0 0-.1",
  },
  {
    title: "feature.securePayment",
    text: "feature.securePaymentText",
    icon: "M6 10V7a6 6 0 0 1 12 0v3M5 10h14v11H5zM12 14v3",
  },
  {
    title: "feature.warranty",
    text: "feature.warrantyText",
    icon: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  },
  {
    title: "feature.support",
    text: "feature.supportText",
    icon: "M4 13a8 8 0 0 1 16 0M4 13v4h3v-5H4M20 13v4h-3v-5h3M17 17c0 2-2 3-5 3",
  },
];

/** docs/product-spec.md §2: Free Shipping, Secure Payment, 30 Days Warranty, 24/7 Support. */
export function FeatureStrip() {
  const t = useT();
  return (
    <section aria-label={t("feature.why")} className="border-line border-y bg-white">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex items-center gap-4">
            <LineIcon path={feature.icon} className="size-10 shrink-0 text-brand-600" />
            <span>
              <span className="block font-semibold">{t(feature.title)}</span>
              <span className="block text-muted text-sm">{t(feature.text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
