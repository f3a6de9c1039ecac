import { Elysia, t } from "elysia";
import type { Db } from "../../../db/database";
import { rupeesToCents } from "../../../shared/money";
import type { Clock } from "../../clock";
import { created, envelopeOf, ok } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import type { Logger } from "../../logger";
import { bankAccount, bankAccountBody, offeredMethod, paymentSettings, paymentSettingsBody } from "./model";
import { createPayHereNotify } from "./payhere-notify";
import type { PaymentService } from "./service";

interface PaymentRouteDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  payments: PaymentService;
  guard: StaffGuard;
}

const idParams = t.Object({
  id: t.Integer({ minimum: 1, error: "id must be a whole number, 1 or more", field: "id" }),
});
const notifyBody = t.Object(
  {
    merchant_id: t.Optional(t.String()),
    order_id: t.Optional(t.String()),
    payment_id: t.Optional(t.String()),
    payhere_amount: t.Optional(t.String({ description: "Two decimals, e.g. 1000.00" })),
    payhere_currency: t.Optional(t.String()),
    status_code: t.Optional(t.String({ description: "2 paid, 0 pending, -1 canceled, -2 failed, -3 charged back" })),
    md5sig: t.Optional(t.String()),
    method: t.Optional(t.String()),
    status_message: t.Optional(t.String()),
  },
  { additionalProperties: true },
);

/**
 * Payments (docs/decisions/034-payments.md): the ways to pay, the Payments screen's settings (admins change them)
 * and PayHere's notify. The moves on one order's payment are orders/order-payment-routes.ts.
 */
export const paymentRoutes = ({ db, clock, logger, payments, guard }: PaymentRouteDeps) => {
  const notify = createPayHereNotify({ db, clock, account: payments.account, logger, texts: payments.texts });

  return new Elysia({ prefix: "/payments", tags: ["Payments"] })
    .use(guard)
    .get("/visitor/methods", async ({ query }) => ok(await payments.offered(rupeesToCents(query.total))), {
      query: t.Object({
        total: t.Numeric({
          minimum: 0,
          maximum: 100_000_000,
          error: "total must be the order's total in rupees",
          field: "total",
        }),
      }),
      response: envelopeOf(t.Array(offeredMethod)),
      detail: {
        summary: "The ways to pay an order of this total (public)",
        description: "Each method says whether it is open for this total and, when not, why (the COD limit …).",
      },
    })
    .get("/settings", async () => ok(await payments.settings()), {
      staff: true,
      response: envelopeOf(paymentSettings),
      detail: { summary: "The payment methods' settings, the bank accounts and PayHere's URLs" },
    })
    .put(
      "/admin/settings",
      async ({ body, user }) => {
        await payments.saveSettings(body, user);
        return ok(await payments.settings(), "Payment settings saved.");
      },
      {
        can: "settings.edit",
        body: paymentSettingsBody,
        response: envelopeOf(paymentSettings),
        detail: { summary: "Enable and configure the payment methods (admin)" },
      },
    )
    .post(
      "/admin/bank-accounts",
      async ({ body, user }) => {
        const account = await payments.createBankAccount(body, user);
        return created(account, `${account.bank} account added.`);
      },
      {
        can: "settings.edit",
        body: bankAccountBody,
        response: { 201: envelopeOf(bankAccount) },
        detail: { summary: "Add a bank account customers pay transfers into (admin)" },
      },
    )
    .put(
      "/admin/bank-accounts/:id",
      async ({ params, body, user }) =>
        ok(await payments.updateBankAccount(params.id, body, user), "Bank account saved."),
      {
        can: "settings.edit",
        params: idParams,
        body: bankAccountBody,
        response: envelopeOf(bankAccount),
        detail: { summary: "Edit a bank account (admin)" },
      },
    )
    .delete(
      "/admin/bank-accounts/:id",
      async ({ params, user }) => ok(await payments.removeBankAccount(params.id, user), "Bank account removed."),
      {
        can: "settings.edit",
        params: idParams,
        response: envelopeOf(bankAccount),
        detail: { summary: "Remove a bank account (admin)" },
      },
    )
    .post(
      "/payhere/notify",
      async ({ body }) => {
        await notify(body);
        return "OK";
      },
      {
        body: notifyBody,
        parse: "application/x-www-form-urlencoded",
        detail: {
          summary: "PayHere's payment notification (server to server; form-encoded)",
          description:
            "Register this URL (from PUBLIC_URL) with PayHere. md5sig is checked over the values as posted; merchant, order, method, amount and currency must match the order. Always 200 with no detail: a forged, mismatched or repeated notify changes nothing and is logged.",
          responses: {
            200: { description: "Received", content: { "text/plain": { schema: { type: "string" } } } },
          } as never,
        },
      },
    );
};
