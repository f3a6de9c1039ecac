import { t } from "elysia";
import { ORDER_STATUSES } from "../../../db/schema";
import { pagingQuery } from "../../http/paging";
import { oneOf, searchTextQuery } from "../../http/query-params";
import { textField } from "../../http/text-field";

/** Lines as the cart sends them; only productId and quantity are read, the rest is the client's own copy. */
const submittedItem = t.Object({
  productId: t.Integer({ minimum: 1, error: "productId must be a whole number, 1 or more" }),
  quantity: t.Integer({ minimum: 1, maximum: 999, error: "quantity must be a whole number from 1 to 999" }),
  code: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  productName: t.Optional(t.Nullable(t.String({ maxLength: 500 }))),
});

/** The spec's order submission (section 3). Any price or total the client adds is ignored. */
export const orderSubmissionBody = t.Object({
  customerEmail: textField("customerEmail", 320),
  customerPrimaryMobile: textField("customerPrimaryMobile", 40),
  customerSecondaryMobile: t.Optional(
    t.Nullable(t.String({ maxLength: 40, error: "customerSecondaryMobile must be at most 40 characters" })),
  ),
  customerFullName: textField("customerFullName", 200),
  customerAddress: textField("customerAddress", 1000),
  // Repeats of one product are merged, so more raw lines than distinct items may arrive; 50 distinct is checked after.
  orderItems: t.Array(submittedItem, { maxItems: 200, error: "orderItems must be a list of at most 50 products" }),
});

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

const orderFields = {
  orderId: t.String({ description: "The order number customers see, e.g. SO-2026-000123" }),
  propertyId: t.Number({ description: "The identifier update-order-status and delete take" }),
  customerFullName: t.String(),
  customerEmail: t.String(),
  customerPrimaryMobile: t.String(),
  customerSecondaryMobile: t.Nullable(t.String()),
  customerAddress: t.String(),
  orderPlacedDate: t.String({ format: "date-time" }),
  totalQty: t.Number(),
  totalAmount: t.Number({ description: "Rupees, computed by the server from its own prices" }),
  orderStatus: t.UnionEnum(ORDER_STATUSES),
  orderItems: t.Array(orderItemRow),
};

export const orderRow = t.Object(orderFields);
export const orderDetail = t.Object({ ...orderFields, statusHistory: t.Array(statusChange) });

/** What a customer sees when tracking: no staff names, no address. */
export const trackedOrder = t.Object({
  orderId: t.String(),
  orderStatus: t.UnionEnum(ORDER_STATUSES),
  orderPlacedDate: t.String({ format: "date-time" }),
  totalQty: t.Number(),
  totalAmount: t.Number(),
  orderItems: t.Array(orderItemRow),
  statusHistory: t.Array(
    t.Object({ status: t.UnionEnum(ORDER_STATUSES), changedAt: t.String({ format: "date-time" }) }),
  ),
});

const shopDay = (field: string) =>
  t.Optional(
    t.String({
      pattern: "^\\d{4}-\\d{2}-\\d{2}$",
      error: `${field} must be a date like 2026-11-23`,
      field,
      description: "A day in Sri Lanka time (inclusive)",
    }),
  );

export const orderPageQuery = t.Object({
  ...pagingQuery(5),
  ...searchTextQuery,
  status: t.Optional(oneOf("status", ORDER_STATUSES)),
  placedFrom: shopDay("placedFrom"),
  placedTo: shopDay("placedTo"),
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
export const orderIdParams = t.Object({ orderId: orderReference("orderId") });

export const trackQuery = t.Object({
  orderId: t.String({ maxLength: 40, error: "orderId is required", field: "orderId" }),
  email: t.String({ maxLength: 320, error: "email is required", field: "email" }),
});

export const orderSummary = t.Object({
  byStatus: t.Record(t.String(), t.Number()),
  total: t.Number(),
  today: t.Object({
    orders: t.Number(),
    revenue: t.Number({ description: "Rupees of today's orders that were not canceled" }),
  }),
});

export type OrderItem = typeof orderItemRow.static;
export type StatusChange = typeof statusChange.static;
/** An order as staff read it (spec section 3 field names; money in rupees). */
export type Order = typeof orderRow.static;
export type OrderDetail = typeof orderDetail.static;
export type TrackedOrder = typeof trackedOrder.static;
