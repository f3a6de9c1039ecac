import { t } from "elysia";
import { ORDER_STATUSES } from "../../../db/schema";

export const consoleSearchQuery = t.Object({
  q: t.String({ maxLength: 100, error: "q must be at most 100 characters", field: "q" }),
});

export const consoleSearchAnswer = t.Object({
  orders: t.Array(
    t.Object({
      orderId: t.String(),
      customerFullName: t.String(),
      orderStatus: t.UnionEnum(ORDER_STATUSES),
      totalAmount: t.Number(),
    }),
  ),
  products: t.Array(
    t.Object({ productId: t.Number(), productName: t.String(), code: t.Nullable(t.String()), qty: t.Number() }),
  ),
  customers: t.Array(
    t.Object({
      name: t.String(),
      mobile: t.String(),
      email: t.Nullable(t.String()),
      orders: t.Number({ description: "Orders placed with this mobile" }),
      lastOrderId: t.String(),
    }),
  ),
});
export type ConsoleSearchAnswer = typeof consoleSearchAnswer.static;
