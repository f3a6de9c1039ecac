import { Elysia, t } from "elysia";
import { rupeesToCents } from "../../../shared/money";
import { clientAddress } from "../../http/client-address";
import { envelopeOf, ok } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import { checkSlip, type PaymentService, paymentChoiceBody, refundBody, rejectBody, SLIP_TYPES } from "../payments";
import { customerOrderIdThrottled } from "./customer-order";
import { invoiceAnswer, invoiceFor } from "./invoice";
import type { LookUpBudget } from "./look-up-budget";
import { orderDetail, trackedOrder } from "./model";
import type { OrderService } from "./service";

interface OrderPaymentRouteDeps {
  payments: PaymentService;
  orders: OrderService;
  guard: StaffGuard;
  lookUps: LookUpBudget;
  proxyHops: number;
  shopName: string;
}

const orderParams = t.Object({
  orderId: t.String({
    minLength: 1,
    maxLength: 40,
    error: "orderId must be an order's number or propertyId",
    field: "orderId",
  }),
});
const slipParams = t.Object({
  orderId: orderParams.properties.orderId,
  slipId: t.Integer({ minimum: 1, error: "slipId must be a whole number, 1 or more", field: "slipId" }),
});
const customerFields = {
  orderId: t.String({ minLength: 1, maxLength: 40, error: "orderId is required", field: "orderId" }),
  contact: t.String({
    minLength: 1,
    maxLength: 320,
    error: "contact is required: the e-mail or the mobile number the order was placed with",
    field: "contact",
  }),
};
/**
 * The moves on one order's payment (docs/decisions/034-payments.md), under the spec's /payments paths: staff mark it
 * paid, reject a slip, refund, open a slip or the invoice; the customer sends a slip or pays another way. Each
 * answers the order as it now is, which is why they live with orders (payments never reads an order's answer).
 */
export const orderPaymentRoutes = ({
  payments,
  orders,
  guard,
  lookUps,
  proxyHops,
  shopName,
}: OrderPaymentRouteDeps) => {
  const idOf = async (reference: string) => (await orders.get(reference)).propertyId;
  const customerOrder = (request: Request, orderId: string, contact: string) =>
    customerOrderIdThrottled({ orders, lookUps }, orderId, contact, clientAddress(request, proxyHops));

  return new Elysia({ prefix: "/payments", tags: ["Payments"] })
    .use(guard)
    .post(
      "/orders/:orderId/mark-paid",
      async ({ params, body, user }) => {
        const id = await idOf(params.orderId);
        await payments.markPaid(id, user, body.note || undefined);
        const order = await orders.get(String(id));
        return ok(order, `Order ${order.orderId} is paid.`);
      },
      {
        can: "payments.verify",
        params: orderParams,
        body: t.Object({
          note: t.Optional(t.String({ maxLength: 300, error: "note must be at most 300 characters", field: "note" })),
        }),
        response: envelopeOf(orderDetail),
        detail: {
          summary: "Record an order's payment as received",
          description:
            "Cash received (COD), or a bank transfer seen on the statement (a slip verified, or none sent). 409 when the payment is not awaited that way (already paid, a card payment, canceled).",
        },
      },
    )
    .post(
      "/orders/:orderId/reject-slip",
      async ({ params, body, user }) => {
        const id = await idOf(params.orderId);
        await payments.rejectSlip(id, body.reason.trim(), user);
        const order = await orders.get(String(id));
        return ok(order, `The slip of order ${order.orderId} was rejected; the customer may send another.`);
      },
      {
        can: "payments.verify",
        params: orderParams,
        body: rejectBody,
        response: envelopeOf(orderDetail),
        detail: {
          summary: "Reject the customer's bank slip with a reason they will read",
          description: "The payment awaits a transfer again. 409 when no slip is waiting to be checked.",
        },
      },
    )
    .post(
      "/admin/orders/:orderId/refund",
      async ({ params, body, user }) => {
        const id = await idOf(params.orderId);
        await payments.refund(id, rupeesToCents(body.amount), body.reason.trim(), user);
        const order = await orders.get(String(id));
        return ok(order, `A refund on order ${order.orderId} is recorded.`);
      },
      {
        can: "payments.refund",
        params: orderParams,
        body: refundBody,
        response: envelopeOf(orderDetail),
        detail: {
          summary: "Record a refund on a paid order (admin)",
          description:
            "The amount (at most the order's total, else 422) and reason go into the payment's history. 409 when the order is not paid.",
        },
      },
    )
    .get(
      "/orders/:orderId/slips/:slipId",
      async ({ params, set }) => {
        const slip = await payments.slipFile(await idOf(params.orderId), params.slipId);
        set.headers["content-type"] = slip.contentType;
        set.headers["cache-control"] = "private, no-store";
        set.headers["content-disposition"] = "inline";
        set.headers["x-content-type-options"] = "nosniff";
        return new Response(slip.bytes, { headers: set.headers as Record<string, string> });
      },
      {
        staff: true,
        params: slipParams,
        detail: {
          summary: "A customer's bank slip (staff; never cached)",
          responses: {
            200: {
              description: "The slip (JPEG, PNG, WebP or PDF)",
              content: Object.fromEntries(
                SLIP_TYPES.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
              ),
            },
          } as never,
        },
      },
    )
    .get(
      "/orders/:orderId/invoice",
      async ({ params, query }) => invoiceAnswer(invoiceFor(await orders.get(params.orderId), shopName), query.format),
      {
        staff: true,
        params: orderParams,
        query: t.Object({
          format: t.Optional(t.UnionEnum(["pdf", "html"], { error: "format must be pdf or html", field: "format" })),
        }),
        detail: {
          summary: "An order's invoice (or receipt, once paid) as PDF, or as a printable page with format=html",
          description:
            "409 while the order has no invoice number (it gets one when paid; cash on delivery: when placed).",
          responses: {
            200: {
              description: "The invoice",
              content: {
                "application/pdf": { schema: { type: "string", format: "binary" } },
                "text/html": { schema: { type: "string" } },
              },
            },
          } as never,
        },
      },
    )
    .post(
      "/visitor/slip",
      async ({ body, request }) => {
        const id = await customerOrder(request, body.orderId, body.contact);
        await payments.uploadSlip(id, await checkSlip(body.slip));
        return ok(null, "Thank you: we have your slip and will check it against our bank account.");
      },
      {
        body: t.Object({ ...customerFields, slip: t.File({ error: "slip must be a file", field: "slip" }) }),
        parse: "multipart/form-data",
        response: envelopeOf(t.Null()),
        detail: {
          summary: "Send the bank slip of a transfer order (public; multipart)",
          description:
            "orderId and contact (the e-mail or mobile it was placed with) must match, else 404 (throttled like tracking). The slip is checked by its bytes: JPEG, PNG, WebP or PDF (415), at most 5 MB (413). It is kept privately for staff. 409 when the order does not await a transfer.",
        },
      },
    )
    .post(
      "/visitor/change-method",
      async ({ body, request }) => {
        const id = await customerOrder(request, body.orderId, body.contact);
        const chosen = await payments.switchMethod(id, body.method);
        return ok(
          await orders.track(body.orderId, body.contact),
          `You will pay by ${chosen.method === "COD" ? "cash on delivery" : chosen.method === "BANK_TRANSFER" ? "bank transfer" : "card"}.`,
        );
      },
      {
        body: t.Object({ ...customerFields, method: paymentChoiceBody.properties.method }),
        response: envelopeOf(trackedOrder),
        detail: {
          summary: "Pay another way after a card payment did not go through (public)",
          description:
            "While the order is open and its card payment failed, was canceled or is still awaited. Cash on delivery adds its fee and must be within its limit (422).",
        },
      },
    );
};
