import type { PartCondition } from "../../shared/part-condition";
import type { PartNumberKind } from "../../shared/part-numbers";
import type { PaymentMethod, PaymentStatus } from "../../shared/payment-status";
import type { StoreSort } from "../../shared/store-query";
import type { MessageId } from "./messages/en";

/** The storefront's words for values the shop stores in English (the console shows those as they are). */
export const CONDITION_LABELS: Record<PartCondition, MessageId> = {
  "genuine-new": "condition.genuineNew",
  "oem-new": "condition.oemNew",
  "aftermarket-new": "condition.aftermarketNew",
  reconditioned: "condition.reconditioned",
  used: "condition.used",
};

/** "1 year warranty", "3 months warranty", "14 days warranty" as a message and its count; null without one. */
export function warrantyMessage(days: number | null): { id: MessageId; count: number } | null {
  if (!days || days <= 0) return null;
  if (days % 365 === 0) return { id: "warranty.years", count: days / 365 };
  if (days % 30 === 0) return { id: "warranty.months", count: days / 30 };
  return { id: "warranty.days", count: days };
}

export const PART_NUMBER_LABELS: Record<PartNumberKind, MessageId> = {
  oem: "partNumber.oem",
  equivalent: "partNumber.equivalent",
  superseded: "partNumber.superseded",
};

export const SORT_LABELS: Record<StoreSort, MessageId> = {
  relevance: "sort.relevance",
  newest: "sort.newest",
  "price-asc": "sort.priceAsc",
  "price-desc": "sort.priceDesc",
  name: "sort.name",
};

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, MessageId> = {
  COD: "payment.cod",
  BANK_TRANSFER: "payment.transfer",
  PAYHERE: "payment.payhere",
};

export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, MessageId> = {
  COD_DUE: "paymentStatus.codDue",
  AWAITING_TRANSFER: "paymentStatus.awaitingTransfer",
  SLIP_RECEIVED: "paymentStatus.slipReceived",
  AWAITING_GATEWAY: "paymentStatus.awaitingGateway",
  PAID: "paymentStatus.paid",
  REFUNDED: "paymentStatus.refunded",
  FAILED: "paymentStatus.failed",
  CANCELED: "paymentStatus.canceled",
};

/** The shop's opening hours (shared/shop-contact.ts holds the English the texts and console use). */
export const SHOP_HOURS: MessageId[] = ["hours.weekdays", "hours.closed"];
