import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from "./delivery-methods";
import { districtName } from "./districts";
import { formatRupees } from "./money";

/** An order's delivery as every screen and message shows it (the API's `delivery`). */
export interface DeliveryFacts {
  method: DeliveryMethod;
  fee: number | null;
  zone: string | null;
  days: string | null;
  branch: string | null;
  district?: string | null;
  city?: string | null;
}

/** The fee's cell: "Rs. 350.00", "Free", "Confirmed by phone", "Not recorded". */
export function deliveryFeeText(
  delivery: Pick<DeliveryFacts, "method" | "fee">,
  prefix: "Rs." | "LKR" = "Rs.",
): string {
  if (delivery.method === "NOT_RECORDED") return "Not recorded";
  if (delivery.fee === null) return "Confirmed by phone";
  return delivery.fee === 0 ? "Free" : formatRupees(delivery.fee, prefix);
}

/** One sentence: how the order travels and where to. */
export function deliveryDescription(delivery: DeliveryFacts): string {
  const label = DELIVERY_METHOD_LABELS[delivery.method];
  if (delivery.method === "PICKUP") return `Pickup at ${delivery.branch ?? "a branch"}`;
  if (delivery.method === "COURIER" || delivery.method === "COURIER_QUOTE") {
    const place = [delivery.city, districtName(delivery.district)].filter(Boolean).join(", ");
    const when = delivery.days ? `, ${delivery.days}` : "";
    return `${label}${place ? ` to ${place}` : ""}${when}`;
  }
  return label;
}
