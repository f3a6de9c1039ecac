import { createHash } from "node:crypto";
import { escapeHtml } from "../server/http/escape-html";
import { TEST_PAYHERE } from "./payhere-notice";

/**
 * A local stand-in for PayHere's Checkout API (docs/decisions/034-payments.md), speaking its documented protocol:
 * it takes the checkout form the customer's browser posts, checks its hash, shows "Pay" and "Cancel", then posts a
 * notify signed with md5sig to notify_url and sends the browser to return_url (or cancel_url). Tests start it; so does
 * `bun run dev` when no real PayHere merchant is set.
 */
export interface PayHereStandIn {
  /** The checkout URL to give the store (PAYHERE_CHECKOUT_URL). */
  checkoutUrl: string;
  /** Every notify it sent, with the store's answer status. */
  sent: { fields: Record<string, string>; status: number }[];
  stop(): void;
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex").toUpperCase();

const page = (title: string, body: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(title)}</title><style>body{font:16px system-ui;max-width:28rem;margin:2rem auto;padding:0 1rem}` +
      `button{font:inherit;min-height:44px;padding:0 1.5rem;margin:.25rem .5rem .25rem 0}</style></head>` +
      `<body><h1>PayHere (local stand-in)</h1>${body}</body></html>`,
    { status, headers: { "content-type": "text/html; charset=utf-8" } },
  );

export function startPayHereStandIn({
  merchantId = TEST_PAYHERE.PAYHERE_MERCHANT_ID,
  secret = TEST_PAYHERE.PAYHERE_MERCHANT_SECRET,
  port = 0,
} = {}): PayHereStandIn {
  const pending = new Map<string, Record<string, string>>();
  const sent: PayHereStandIn["sent"] = [];
  const sign = (fields: Record<string, string>, status: string) =>
    md5(merchantId + fields.order_id + fields.amount + fields.currency + status + md5(secret));

  async function notify(fields: Record<string, string>, statusCode: string) {
    const notice = {
      merchant_id: merchantId,
      order_id: fields.order_id ?? "",
      payment_id: String(320_000_000_000 + Math.floor(Math.random() * 1_000_000)),
      payhere_amount: fields.amount ?? "",
      payhere_currency: fields.currency ?? "",
      status_code: statusCode,
      md5sig: sign(fields, statusCode),
      method: "VISA",
      status_message: statusCode === "2" ? "Successfully completed the payment." : "Canceled by the customer.",
    };
    const answer = await fetch(fields.notify_url ?? "", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(notice),
      signal: AbortSignal.timeout(10_000),
    });
    sent.push({ fields: notice, status: answer.status });
  }

  const server = Bun.serve({
    port,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      if (request.method !== "POST") return page("Not found", "<p>Nothing here.</p>", 404);
      const form = Object.fromEntries(
        [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
      );
      if (url.pathname === "/pay/checkout") {
        const expected = md5(merchantId + form.order_id + form.amount + form.currency + md5(secret));
        if (form.merchant_id !== merchantId || form.hash !== expected) {
          return page("Refused", "<p>Invalid merchant or hash: this checkout was refused.</p>", 400);
        }
        const token = crypto.randomUUID();
        pending.set(token, form);
        return page(
          "Pay",
          `<p>${escapeHtml(form.items ?? "")}</p><p><strong>${escapeHtml(form.currency ?? "")} ${escapeHtml(form.amount ?? "")}</strong> to order ${escapeHtml(form.order_id ?? "")}</p>` +
            `<form method="post" action="/pay/complete"><input type="hidden" name="token" value="${token}">` +
            `<button name="action" value="pay">Pay</button><button name="action" value="cancel">Cancel</button></form>`,
        );
      }
      if (url.pathname === "/pay/complete") {
        const fields = pending.get(form.token ?? "");
        if (!fields) return page("Expired", "<p>This payment is no longer open.</p>", 410);
        pending.delete(form.token ?? "");
        const paid = form.action === "pay";
        await notify(fields, paid ? "2" : "-1");
        return Response.redirect((paid ? fields.return_url : fields.cancel_url) ?? "/", 303);
      }
      return page("Not found", "<p>Nothing here.</p>", 404);
    },
  });
  return {
    checkoutUrl: `http://127.0.0.1:${server.port}/pay/checkout`,
    sent,
    stop: () => server.stop(true),
  };
}
