import { t } from "elysia";
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "../../../db/schema";
import { CHOSEN_DELIVERY } from "../../../shared/delivery-methods";
import { DISTRICTS } from "../../../shared/districts";
import { LOCALES } from "../../../shared/i18n/locales";
import { ORDER_SORTS } from "../../../shared/order-query";
import { pagingQuery } from "../../http/paging";
import { oneOf, searchTextQuery, shopDayParam } from "../../http/query-params";
import { textField } from "../../http/text-field";
import { orderPayment, paymentChange, paymentChoiceBody, slipRow } from "../payments";

/** Lines as the cart sends them; only productId and quantity are read, the rest is the client's own copy. */
const submittedItem = t.Object({
  productId: t.Integer({ minimum: 1, error: "productId must be a whole number, 1 or more" }),
  quantity: t.Integer({ minimum: 1, maximum: 999, error: "quantity must be a whole number from 1 to 999" }),
  code: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  productName: t.Optional(t.Nullable(t.String({ maxLength: 500 }))),
});

const optionalText = (field: string, maxLength: number) =>
  t.Optional(t.Nullable(t.String({ maxLength, error: `${field} must be at most ${maxLength} characters`, field })));

/** How the customer wants the order: by courier to a district and city, or collected at a branch. */
export const deliveryChoiceBody = t.Object(
  {
    method: oneOf("delivery.method", CHOSEN_DELIVERY),
    district: t.Optional(
      t.Nullable(
        t.String({
          maxLength: 10,
          error: "delivery.district must be at most 10 characters",
          field: "delivery.district",
          description: `For courier: the district's code (ISO 3166-2:LK), ${DISTRICTS.map((d) => `${d.code} ${d.name}`).join(", ")}. Its zone sets the delivery fee (GET /api/v1/delivery/settings).`,
        }),
      ),
    ),
    city: optionalText("delivery.city", 100),
    postalCode: optionalText("delivery.postalCode", 10),
    branchId: t.Optional(
      t.Nullable(
        t.Integer({ minimum: 1, error: "delivery.branchId must be a branch's id", field: "delivery.branchId" }),
      ),
    ),
  },
  { title: "DeliveryChoice" },
);

/**
 * The spec's order submission (section 3), with delivery: without `delivery` (the spec's body) the order is placed
 * with its delivery to be confirmed by phone; without `payment`, as cash on delivery when the shop allows it for the
 * total (else 422 naming the methods that are open). E-mail is optional; the mobile is how the shop reaches the customer.
 * Any price or total the client adds is ignored.
 */
export const orderSubmissionBody = t.Object(
  {
    customerEmail: optionalText("customerEmail", 320),
    customerPrimaryMobile: textField("customerPrimaryMobile", 40),
    customerSecondaryMobile: t.Optional(
      t.Nullable(t.String({ maxLength: 40, error: "customerSecondaryMobile must be at most 40 characters" })),
    ),
    customerFullName: textField("customerFullName", 200),
    customerAddress: optionalText("customerAddress", 1000),
    delivery: t.Optional(deliveryChoiceBody),
    payment: t.Optional(paymentChoiceBody),
    smsUpdates: t.Optional(
      t.Boolean({
        description: "Text the order's progress to the primary mobile (default true)",
        error: "smsUpdates must be true or false",
      }),
    ),
    locale: t.Optional(
      t.UnionEnum(LOCALES, {
        description: "The customer's language for the order's texts: en, si (Sinhala) or ta (Tamil); default en",
        error: "locale must be en, si or ta",
      }),
    ),
    // Repeats of one product are merged, so more raw lines than distinct items may arrive; 50 distinct is checked after.
    orderItems: t.Array(submittedItem, { maxItems: 200, error: "orderItems must be a list of at most 50 products" }),
  },
  { title: "OrderSubmission" },
);

export type OrderSubmission = typeof orderSubmissionBody.static;

const orderItemRow = t.Object({
  productId: t.Nullable(t.Number({ description: "null once the product was deleted; the snapshot stays" })),
  code: t.Nullable(t.String()),
  productName: t.String(),
  quantity: t.Number(),
  unitPrice: t.Number({ description: "Rupees charged per unit (the sale price when there was one)" }),
  listPrice: t.Number({ description: "The product's list price in rupees when it was ordered" }),
  lineTotal: t.Number(),
});

const statusChange = t.Object({
  fromStatus: t.Nullable(t.UnionEnum(ORDER_STATUSES)),
  toStatus: t.UnionEnum(ORDER_STATUSES),
  changedBy: t.String(),
  changedAt: t.String({ format: "date-time" }),
});

const deliveryFields = {
  method: t.UnionEnum(DELIVERY_METHODS),
  fee: t.Nullable(t.Number({ description: "Rupees; null while it is to be confirmed by phone" })),
  zone: t.Nullable(t.String({ description: "The courier zone's name when the order was placed" })),
  days: t.Nullable(t.String()),
  weightKg: t.Nullable(t.Number()),
  branch: t.Nullable(t.String({ description: "Pickup: the branch's name and address when the order was placed" })),
};

const orderDelivery = t.Object({
  ...deliveryFields,
  district: t.Nullable(t.String({ description: "ISO 3166-2:LK code (LK-11)" })),
  city: t.Nullable(t.String()),
  postalCode: t.Nullable(t.String()),
});

const STOCK_HELD = t.Boolean({
  description:
    "Whether the order's parts are taken from stock. false: an unpaid order beyond the shop's hold limits, waiting " +
    "for staff to confirm it (moving it to RECEIVED takes the stock, or is refused when it is gone)",
});

/** Handed to a courier: null until staff dispatch the order. */
const orderDispatch = t.Nullable(
  t.Object({
    courier: t.String(),
    trackingNumber: t.String(),
    trackingUrl: t.Nullable(t.String({ description: "The courier's tracking page, when staff gave it" })),
    dispatchedAt: t.String({ format: "date-time" }),
  }),
);

const orderNote = t.Object({
  author: t.String(),
  at: t.String({ format: "date-time" }),
  text: t.String(),
});

const orderFields = {
  orderId: t.String({ description: "The order number customers see, e.g. SO-2026-000123" }),
  propertyId: t.Number({ description: "The identifier update-order-status and delete take" }),
  customerFullName: t.String(),
  customerEmail: t.Nullable(t.String({ description: "null when the customer gave none" })),
  customerPrimaryMobile: t.String({ description: "E.164 (+94771234567); older orders as typed" }),
  customerSecondaryMobile: t.Nullable(t.String()),
  customerAddress: t.String(),
  orderPlacedDate: t.String({ format: "date-time" }),
  totalQty: t.Number(),
  itemsTotal: t.Number({ description: "Rupees for the items, at the server's prices" }),
  totalAmount: t.Number({ description: "Rupees: the items plus the delivery fee (when known)" }),
  orderStatus: t.UnionEnum(ORDER_STATUSES),
  stockHeld: STOCK_HELD,
  smsUpdates: t.Boolean({ description: "Whether the customer asked for texts about this order" }),
  locale: t.UnionEnum(LOCALES, { description: "The customer's language: their texts are in it (en, si, ta)" }),
  orderItems: t.Array(orderItemRow),
  delivery: orderDelivery,
  payment: orderPayment,
  dispatch: orderDispatch,
};

export const orderRow = t.Object(orderFields, { title: "Order" });
export const orderDetail = t.Object({
  ...orderFields,
  statusHistory: t.Array(statusChange),
  paymentHistory: t.Array(paymentChange),
  notes: t.Array(orderNote, { description: "Staff's own notes, oldest first (never shown to the customer)" }),
  slips: t.Array(slipRow, { description: "Bank slips the customer sent, newest first (files: GET …/slips/{slipId})" }),
});

/** What a customer sees when tracking: no staff names, no address. */
export const trackedOrder = t.Object({
  orderId: t.String(),
  orderStatus: t.UnionEnum(ORDER_STATUSES),
  stockHeld: STOCK_HELD,
  orderPlacedDate: t.String({ format: "date-time" }),
  totalQty: t.Number(),
  itemsTotal: t.Number(),
  totalAmount: t.Number(),
  delivery: t.Object(deliveryFields),
  payment: t.Object({
    method: t.UnionEnum(PAYMENT_METHODS),
    status: t.UnionEnum(PAYMENT_STATUSES),
    codFee: t.Number(),
    invoiceNumber: t.Nullable(t.String()),
    slipRejectedReason: t.Nullable(t.String({ description: "Why staff turned the last slip down" })),
  }),
  orderItems: t.Array(orderItemRow),
  statusHistory: t.Array(
    t.Object({ status: t.UnionEnum(ORDER_STATUSES), changedAt: t.String({ format: "date-time" }) }),
  ),
  dispatch: orderDispatch,
});

export const orderPageQuery = t.Object({
  ...pagingQuery(5),
  ...searchTextQuery,
  status: t.Optional(oneOf("status", ORDER_STATUSES)),
  paymentStatus: t.Optional(oneOf("paymentStatus", PAYMENT_STATUSES)),
  placedFrom: shopDayParam("placedFrom"),
  placedTo: shopDayParam("placedTo"),
  toDispatch: t.Optional(
    t.Boolean({
      error: "toDispatch must be true or false",
      field: "toDispatch",
      description: "Received courier orders not yet dispatched",
    }),
  ),
  waitingForStock: t.Optional(
    t.Boolean({
      error: "waitingForStock must be true or false",
      field: "waitingForStock",
      description: "Open orders placed without stock, waiting for staff: customers the shop knows first",
    }),
  ),
  sort: t.Optional(oneOf("sort", ORDER_SORTS)),
  direction: t.Optional(oneOf("direction", ["asc", "desc"])),
});

export const orderExportQuery = t.Object({
  ...orderPageQuery.properties,
  dates: t.Optional(
    oneOf("dates", ["dmy", "iso"], {
      description: "dmy (the default): 26/11/2026 14:05 in Sri Lanka time; iso: 2026-11-26T14:05:00+05:30",
    }),
  ),
});

/** An order named by its propertyId (`17`) or its order number (`SO-2026-000017`). */
const orderReference = (field: string) =>
  t.String({
    minLength: 1,
    maxLength: 40,
    error: `${field} must be an order's propertyId or its order number`,
    field,
  });

export const statusUpdateQuery = t.Object({
  orderId: orderReference("orderId"),
  status: oneOf("status", ORDER_STATUSES),
});

export const orderReferenceParams = t.Object({ id: orderReference("id") });

const detailText = (field: string, max: number, label: string) =>
  t.String({ maxLength: max, error: `${label} must be text of at most ${max} characters`, field });
const optionalDetail = (field: string, max: number, label: string) =>
  t.Optional(t.Nullable(detailText(field, max, label)));

export const orderNoteBody = t.Object({ text: detailText("text", 2000, "A note") });
export const orderDetailsBody = t.Object({
  customerFullName: detailText("customerFullName", 120, "Full name"),
  customerEmail: optionalDetail("customerEmail", 254, "E-mail"),
  customerPrimaryMobile: detailText("customerPrimaryMobile", 30, "Mobile"),
  customerSecondaryMobile: optionalDetail("customerSecondaryMobile", 30, "Second mobile"),
  customerAddress: detailText("customerAddress", 500, "Address"),
  deliveryDistrict: optionalDetail("deliveryDistrict", 10, "District"),
  deliveryCity: optionalDetail("deliveryCity", 80, "City"),
  deliveryPostalCode: optionalDetail("deliveryPostalCode", 10, "Postal code"),
});
export const dispatchBody = t.Object({
  courier: detailText("courier", 60, "Courier"),
  trackingNumber: detailText("trackingNumber", 60, "Tracking number"),
  trackingUrl: optionalDetail("trackingUrl", 500, "Tracking link"),
});
export type OrderDetailsBody = typeof orderDetailsBody.static;
export type DispatchBody = typeof dispatchBody.static;
export const orderIdParams = t.Object({ orderId: orderReference("orderId") });

/** Tracking in a body, never the URL: the order number and the e-mail or the mobile number it was placed with. */
export const trackBody = t.Object({
  orderId: t.String({ maxLength: 40, error: "orderId is required", field: "orderId" }),
  contact: t.String({
    maxLength: 320,
    error: "contact is required: the e-mail or the mobile number the order was placed with",
    field: "contact",
  }),
});

export const trackQuery = t.Object({
  orderId: t.String({ maxLength: 40, error: "orderId is required", field: "orderId" }),
  email: t.String({ maxLength: 320, error: "email is required", field: "email" }),
});

export const daySales = t.Object({
  day: t.String({ description: "A shop day, 2026-11-23" }),
  orders: t.Number({ description: "Orders placed that day" }),
  revenue: t.Number({ description: "Rupees paid for that day's orders, less refunds" }),
});

export const orderSummary = t.Object({
  byStatus: t.Record(t.String(), t.Number()),
  total: t.Number(),
  byPaymentStatus: t.Record(t.String(), t.Number()),
  today: t.Object({
    orders: t.Number(),
    revenue: t.Number({ description: "Rupees paid today for orders placed today (paid, less refunds)" }),
  }),
  paid: t.Number({ description: "Rupees of all paid orders, less refunds" }),
  awaited: t.Object({
    cod: t.Number({ description: "Rupees due in cash on delivery (open orders)" }),
    transfer: t.Number({ description: "Rupees awaited by bank transfer, slips being checked included" }),
    gateway: t.Number({ description: "Rupees awaited through PayHere" }),
  }),
});

export type OrderItem = typeof orderItemRow.static;
export type StatusChange = typeof statusChange.static;
/** An order as staff read it (docs/product-spec.md §3 field names; money in rupees). */
export type Order = typeof orderRow.static;
export type OrderDetail = typeof orderDetail.static;
export type TrackedOrder = typeof trackedOrder.static;
export type OrderDelivery = typeof orderDelivery.static;
export type DeliveryChoiceBody = typeof deliveryChoiceBody.static;
