import { Elysia, t } from "elysia";
import type { OrderSort } from "../../../shared/order-query";
import { clientAddress } from "../../http/client-address";
import { CSV_RESPONSE, csvFile } from "../../http/csv-file";
import { created, envelopeOf, ok, pageOf } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import { shopDayOf } from "../../shop-day";
import type { BotCheckGuard } from "../bot-check";
import type { LookUpBudget } from "./look-up-budget";
import {
  daySales,
  dispatchBody,
  orderDetail,
  orderDetailsBody,
  orderExportQuery,
  orderIdParams,
  orderNoteBody,
  orderPageQuery,
  orderReferenceParams,
  orderRow,
  orderSubmissionBody,
  orderSummary,
  statusUpdateQuery,
  trackBody,
  trackedOrder,
  trackQuery,
} from "./model";
import type { OrderBudget } from "./order-budget";
import type { OrderService } from "./service";

/** The list's filter from its query: sort and direction as the names the list knows. */
const orderFilterOf = (query: typeof orderPageQuery.static) => ({
  ...query,
  sort: query.sort as OrderSort | undefined,
  direction: query.direction as "asc" | "desc" | undefined,
});

/** What a refused order or a missed look-up says, whichever way it was made (API or page form). */

const idempotencyHeaders = t.Object({
  "idempotency-key": t.Optional(
    t.String({
      minLength: 1,
      maxLength: 255,
      pattern: "^[\\x21-\\x7E]+$",
      error: "Idempotency-Key must be 1–255 visible ASCII characters (a UUID is ideal)",
      field: "Idempotency-Key",
    }),
  ),
});

interface OrderRouteDeps {
  orders: OrderService;
  guard: StaffGuard;
  /** Limits order-tracking misses per address, so order numbers and e-mails cannot be guessed at speed. */
  lookUps: LookUpBudget;
  /** Limits orders placed per address, so one client cannot empty the shelves or queue e-mails at speed. */
  orderBudget: OrderBudget;
  botChecked: BotCheckGuard;
  proxyHops: number;
}

export const orderRoutes = ({ orders, guard, botChecked, lookUps, orderBudget, proxyHops }: OrderRouteDeps) =>
  new Elysia({ prefix: "/orders", tags: ["Orders"] })
    .use(guard)
    .use(botChecked)
    .post(
      "/visitor/make-order",
      async ({ body, headers, set, request }) => {
        const client = clientAddress(request, proxyHops);
        await orderBudget.enforceSpent(client, body.customerPrimaryMobile);
        const { order, replayed } = await orders.place(body, { idempotencyKey: headers["idempotency-key"], client });
        if (replayed) set.headers["idempotent-replayed"] = "true";
        else await orderBudget.placed(client, body.customerPrimaryMobile);
        return created(order, `Thank you! Your order ${order.orderId} is placed.`);
      },
      {
        // Before the proof of work: an order the hourly limit refuses spends nothing of the client's budget.
        async transform({ request }) {
          await orderBudget.enforceSpent(clientAddress(request, proxyHops));
        },
        botChecked: true,
        headers: idempotencyHeaders,
        body: orderSubmissionBody,
        response: { 201: envelopeOf(orderDetail) },
        detail: {
          summary: "Place an order (public)",
          description:
            "Prices and totals come from the catalog; any the client sends are ignored. Stock for every line is taken at once or not at all: 409 names each product that cannot be filled. 422 for a product that is not sold. With an Idempotency-Key header (kept 24 h) a retry returns the first order; the same key with another body is 422.\n\n" +
            "Delivery: `courier` to a district named by its code (`LK-11` Colombo … `LK-92` Kegalle, listed on `delivery.district`; the fee comes from its zone, GET /api/v1/delivery/settings), or `pickup` at a branch (`branchId`). " +
            "Payment: `COD`, `BANK_TRANSFER` or `PAYHERE`, each only when the shop offers it (GET /api/v1/payments/settings); cash on delivery only up to that answer's `cod.maxTotal` (Rs 25,000 unless the shop set another), else 422 naming the methods that are open.\n\n" +
            "Proof of work: send the X-Altcha header (GET /api/v1/bot-check/challenge, solved); without it a client may place a few orders an hour.",
        },
      },
    )
    .post(
      "/visitor/track",
      async ({ body, request }) =>
        ok(
          await lookUps.lookUp(clientAddress(request, proxyHops), body.contact, () =>
            orders.track(body.orderId, body.contact),
          ),
        ),
      {
        async transform({ request }) {
          await lookUps.enforceSpent(clientAddress(request, proxyHops));
        },
        body: trackBody,
        response: envelopeOf(trackedOrder),
        detail: {
          summary: "Track an order by its number and the e-mail or mobile number it was placed with (public)",
          description:
            "In the body, so neither reaches a URL or a log. The mobile may be written any common way (077 123 4567, +94 77 123 4567). Both must match, else 404 (the same answer whichever did not). Misses are throttled per address and per contact (429).",
        },
      },
    )
    .get(
      "/visitor/track",
      async ({ query, request }) =>
        ok(
          await lookUps.lookUp(clientAddress(request, proxyHops), query.email, () =>
            orders.track(query.orderId, query.email),
          ),
        ),
      {
        async transform({ request }) {
          await lookUps.enforceSpent(clientAddress(request, proxyHops));
        },
        query: trackQuery,
        response: envelopeOf(trackedOrder),
        detail: {
          summary: "Track an order by its number and the customer's e-mail (public; the spec's form)",
          deprecated: true,
          description:
            "Kept for the spec's clients: it puts the e-mail in the URL, so use POST /orders/visitor/track. Both must match, else 404. Misses are throttled per address and per contact (429).",
        },
      },
    )
    .get("/get-all", async ({ query }) => ok(await orders.list(orderFilterOf(query), query)), {
      staff: true,
      query: orderPageQuery,
      response: pageOf(orderRow),
      detail: {
        summary: "Orders, newest first, paged (page is zero-based, size ≤ 100, default 5)",
        description:
          "searchText matches order number, customer name, e-mail and mobiles (spacing ignored); status and placedFrom/placedTo (shop days, inclusive) narrow it.",
      },
    })
    .get(
      "/export.csv",
      ({ query }) =>
        csvFile(orders.exportCsv(orderFilterOf(query), query.dates ?? "dmy"), `orders-${shopDayOf(new Date())}.csv`),
      {
        can: "orders.export",
        query: orderExportQuery,
        response: CSV_RESPONSE,
        detail: {
          summary: "The orders the list's filter matches (a date range, a status…) as CSV, one row per order (admin)",
          description:
            "Same filters as get-all (page and size are ignored); times in Sri Lanka time as dd/mm/yyyy (dates=dmy) or ISO 8601 (dates=iso), money as plain numbers in rupees.",
        },
      },
    )
    .get("/count", async () => ok(await orders.count()), {
      staff: true,
      response: envelopeOf(t.Number()),
      detail: { summary: "How many orders there are" },
    })
    .get("/summary", async () => ok(await orders.summary()), {
      staff: true,
      response: envelopeOf(orderSummary),
      detail: { summary: "Orders per status, and today's orders and revenue (for the dashboard)" },
    })
    .get("/sales-by-day", async () => ok(await orders.salesByDay()), {
      staff: true,
      response: envelopeOf(t.Array(daySales)),
      detail: {
        summary: "Orders placed and rupees paid for them per shop day, the last 30 days (the dashboard chart)",
      },
    })
    .put(
      "/admin/update-order-status",
      async ({ query, user }) => {
        const { status } = query;
        const { order, changed } = await orders.changeStatus(query.orderId, status, user);
        return ok(
          order,
          changed ? `Order ${order.orderId} is now ${status}.` : `Order ${order.orderId} is already ${status}.`,
        );
      },
      {
        can: "orders.status",
        query: statusUpdateQuery,
        response: envelopeOf(orderDetail),
        detail: {
          summary: "Change an order's status (admin)",
          description:
            "orderId is the order's propertyId (its order number also works). Moving to CANCELED puts its stock back; moving out of CANCELED takes it again (409 when it is gone). Recorded with who and when.",
        },
      },
    )
    .delete(
      "/admin/delete/:id",
      async ({ params, user }) => {
        const order = await orders.remove(params.id, user);
        return ok(order, `Order ${order.orderId} deleted.`);
      },
      {
        can: "orders.delete",
        params: orderReferenceParams,
        response: envelopeOf(orderDetail),
        detail: {
          summary: "Delete an order (admin)",
          description: "id is the order's propertyId. An order not canceled or completed puts its stock back first.",
        },
      },
    )
    .post(
      "/:orderId/notes",
      async ({ params, body, user }) =>
        created(await orders.desk.addNote(params.orderId, body.text, user), "Note added."),
      {
        can: "orders.notes",
        params: orderIdParams,
        body: orderNoteBody,
        response: { 201: envelopeOf(orderDetail) },
        detail: { summary: "Add staff's own note to an order (never shown to the customer); answers the order" },
      },
    )
    .put(
      "/:orderId/details",
      async ({ params, body, user }) => ok(await orders.desk.editDetails(params.orderId, body, user), "Details saved."),
      {
        can: "orders.details",
        params: orderIdParams,
        body: orderDetailsBody,
        response: envelopeOf(orderDetail),
        detail: {
          summary: "Correct the customer's contact and delivery details (before dispatch)",
          description:
            "Only while the order is Pending or Received and not dispatched (else 409). Mobiles may be typed any common way; recorded with before → after.",
        },
      },
    )
    .post(
      "/:orderId/dispatch",
      async ({ params, body, user }) => {
        const order = await orders.desk.dispatch(params.orderId, body, user);
        return ok(order, `Order ${order.orderId} dispatched with ${order.dispatch?.courier}.`);
      },
      {
        can: "orders.dispatch",
        params: orderIdParams,
        body: dispatchBody,
        response: envelopeOf(orderDetail),
        detail: {
          summary: "Hand a Received order to the courier: courier, tracking number and (optional) tracking link",
          description:
            "Once per order (409 when already dispatched, not Received, or a pickup). The customer sees it on the tracking page and gets a text (order-dispatched).",
        },
      },
    )
    .get("/:orderId", async ({ params }) => ok(await orders.get(params.orderId)), {
      staff: true,
      params: orderIdParams,
      response: envelopeOf(orderDetail),
      detail: { summary: "One order with its items and status history (by order number or propertyId)" },
    });
