import type { DeliveryFacts } from "../../shared/delivery-text";
import { districtNameIn } from "../../shared/i18n/place-names";
import { formatRupees } from "../../shared/money";
import { useLocale, useT } from "./intl";
import { useServerText } from "./server-texts";

/** An order's delivery in the page's language: its fee's cell and one sentence of how it travels and where to. */
export function useDeliveryWords() {
  const t = useT();
  const locale = useLocale();
  const translate = useServerText();
  return {
    fee(delivery: Pick<DeliveryFacts, "method" | "fee">): string {
      if (delivery.method === "NOT_RECORDED") return t("delivery.notRecorded");
      if (delivery.fee === null) return t("delivery.byPhone");
      return delivery.fee === 0 ? t("checkout.free") : formatRupees(delivery.fee);
    },
    description(delivery: DeliveryFacts): string {
      switch (delivery.method) {
        case "PICKUP":
          return t("delivery.pickupAt", { branch: delivery.branch ?? t("delivery.aBranch") });
        case "COURIER":
        case "COURIER_QUOTE": {
          const district = delivery.district ? districtNameIn(locale, delivery.district) : null;
          const place = [delivery.city, district].filter(Boolean).join(", ");
          const label = t(delivery.method === "COURIER" ? "delivery.courier" : "delivery.courierQuote");
          const days = delivery.days ? translate(delivery.days) : null;
          return [place ? t("delivery.to", { label, place }) : label, days].filter(Boolean).join(", ");
        }
        case "TO_CONFIRM":
          return t("delivery.toConfirm");
        default:
          return t("delivery.notRecordedLong");
      }
    },
  };
}
