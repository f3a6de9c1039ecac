import type { ChosenDelivery } from "../../../shared/delivery-methods";
import { isDistrict } from "../../../shared/districts";
import type { Locale } from "../../../shared/i18n/locales";
import type { PaymentMethod } from "../../../shared/payment-status";
import { badRequest } from "../../http/app-error";
import { emailProblem, fieldErrors } from "../input-rules";
import { readMobile } from "../mobile-number";
import type { OrderSubmission } from "./model";

export const MAX_DISTINCT_ITEMS = 50;

export interface OrderLineRequest {
  productId: number;
  quantity: number;
  /** Where the product first appears in the submission, so an error can point at that line. */
  index: number;
}

/** Where the order goes, as the customer chose it; null for the spec's body (delivery confirmed by phone). */
export interface DeliveryRequest {
  method: ChosenDelivery;
  district: string | null;
  city: string | null;
  postalCode: string | null;
  branchId: number | null;
}

export interface OrderRequest {
  /** null when the customer gave none. */
  customerEmail: string | null;
  /** E.164: +94771234567. */
  customerPrimaryMobile: string;
  customerSecondaryMobile: string | null;
  customerFullName: string;
  customerAddress: string;
  delivery: DeliveryRequest | null;
  /** undefined for the spec's body: cash on delivery when the shop allows it for the total. */
  paymentMethod: PaymentMethod | undefined;
  /** Texts about the order to the primary mobile (checkout's "Text me updates", on unless declined). */
  smsUpdates: boolean;
  /** The language the texts about it are written in. */
  locale: Locale;
  lines: OrderLineRequest[];
}

const requiredProblem = (value: string, label: string) => (value ? undefined : `${label} is required`);
const text = (value: string | null | undefined) => value?.trim() ?? "";

/** Sri Lankan postal codes are five digits (Colombo 3 is 00300). */
export const postalCodeProblem = (code: string) =>
  /^\d{5}$/.test(code) ? undefined : "A postal code is five digits, like 00300 (or leave it empty)";

/**
 * The submission checked and tidied: fields trimmed, mobiles as E.164, an empty e-mail or secondary mobile as null,
 * repeated products merged. Every problem is reported at once as a 400 with field errors.
 */
export function readOrderRequest(body: OrderSubmission, maxLineQuantity: number): OrderRequest {
  const customerEmail = text(body.customerEmail).normalize("NFKC") || null;
  const primary = readMobile(body.customerPrimaryMobile);
  const secondaryText = text(body.customerSecondaryMobile);
  const secondary = secondaryText ? readMobile(secondaryText) : undefined;
  const customerFullName = body.customerFullName.trim();
  const customerAddress = text(body.customerAddress);
  const delivery: DeliveryRequest | null = body.delivery
    ? {
        method: body.delivery.method as ChosenDelivery,
        district: text(body.delivery.district) || null,
        city: text(body.delivery.city) || null,
        postalCode: text(body.delivery.postalCode) || null,
        branchId: body.delivery.branchId ?? null,
      }
    : null;

  const { errors, check } = fieldErrors();
  check("customerFullName", requiredProblem(customerFullName, "Full name"));
  check("customerPrimaryMobile", primary.problem);
  if (secondary) check("customerSecondaryMobile", secondary.problem);
  if (customerEmail) check("customerEmail", emailProblem(customerEmail));
  // An address is needed for anything the courier brings, and for the spec's body (delivery settled by phone).
  if (delivery?.method !== "pickup") check("customerAddress", requiredProblem(customerAddress, "Address"));
  if (delivery?.method === "courier") {
    check("delivery.district", delivery.district && isDistrict(delivery.district) ? undefined : "Choose your district");
    check("delivery.city", requiredProblem(delivery.city ?? "", "City or town"));
    if (delivery.postalCode) check("delivery.postalCode", postalCodeProblem(delivery.postalCode));
  }
  if (delivery?.method === "pickup" && !delivery.branchId) {
    check("delivery.branchId", "Choose the branch you will collect from");
  }

  const lines = mergeLines(body.orderItems);
  if (lines.length === 0) check("orderItems", "Add at least one product to the order");
  if (lines.length > MAX_DISTINCT_ITEMS) {
    check("orderItems", `An order can hold at most ${MAX_DISTINCT_ITEMS} different products`);
  }
  for (const line of lines) {
    if (line.quantity > maxLineQuantity) {
      check(
        `orderItems.${line.index}.quantity`,
        `At most ${maxLineQuantity} of one product per order. For more, please call us.`,
      );
    }
  }

  if (errors.length > 0) throw badRequest(`Please check the order: ${errors.map((e) => e.message).join("; ")}`, errors);
  return {
    customerEmail,
    customerPrimaryMobile: primary.mobile as string,
    customerSecondaryMobile: secondary?.mobile ?? null,
    customerFullName,
    customerAddress,
    delivery,
    paymentMethod: body.payment?.method,
    smsUpdates: body.smsUpdates ?? true,
    locale: body.locale ?? "en",
    lines,
  };
}

function mergeLines(items: OrderSubmission["orderItems"]): OrderLineRequest[] {
  const byProduct = new Map<number, OrderLineRequest>();
  items.forEach(({ productId, quantity }, index) => {
    const line = byProduct.get(productId);
    if (line) line.quantity += quantity;
    else byProduct.set(productId, { productId, quantity, index });
  });
  return [...byProduct.values()];
}
