import { Elysia } from "elysia";
import { INVOICE_PATH, PAYMENT_FIELDS, PAYMENT_PATH, TRACK_PATH } from "../../shared/cart-forms";
import { isPaymentMethod, PAYMENT_METHOD_LABELS } from "../../shared/payment-status";
import { AppError } from "../http/app-error";
import { clientAddress, overHttps } from "../http/client-address";
import { fromThisSite } from "../http/same-site";
import { cartTokenIn, leaveCartNotice } from "../modules/cart";
import { customerOrderIdThrottled, invoiceAnswer, invoiceFor } from "../modules/orders";
import { checkSlip } from "../modules/payments";
import type { Services } from "../services";
import { CROSS_SITE } from "./page-forms";

type Field = (name: keyof typeof PAYMENT_FIELDS) => string;
/** What a form did: a notice to show back on the page (and where, when not the page it came from), or a file. */
type Done = { notice: string; location?: string } | Response;

/** What the invoice answers from tracking without the order's own link. */
export const INVOICE_NEEDS_LINK =
  "Your invoice opens from the link in your order's text or e-mail: it carries your name and address.";

/**
 * The order a customer's form names, theirs by the cart that placed it or by its number and contact (throttled);
 * with `key` (the invoice, which names the customer) the key of the order's own link is needed too.
 */
async function customerOrder(
  services: Services,
  orderNumber: string,
  contact: string,
  cartId: number | undefined,
  client: string,
  key?: string,
) {
  if (contact) {
    const id = await customerOrderIdThrottled(services, orderNumber, contact, client);
    if (key === undefined || services.orders.keyMatches(orderNumber, key)) return id;
    await services.lookUps.miss(client, contact);
    throw new AppError(404, INVOICE_NEEDS_LINK);
  }
  const placed = cartId === undefined ? undefined : await services.orders.placedByCart(orderNumber, cartId);
  if (!placed) throw new AppError(404, "Open your order from its tracking page to pay it.");
  return placed.propertyId;
}

/**
 * A customer's payment forms as plain posts (with or without JavaScript: the same form): a bank slip (multipart),
 * another way to pay, and the invoice. The order is theirs by the cart that placed it (its confirmation page) or by
 * its number and contact (tracking, throttled like tracking); the invoice from tracking needs the order link's key. The invoice answers with the file; anything else, or
 * a refusal, answers 303 back to the page it came from with what happened as a notice.
 */
export const paymentForms = ({
  services,
  proxyHops,
  shopName,
}: {
  services: Services;
  proxyHops: number;
  shopName: string;
}) => {
  async function answer(
    context: { request: Request; cookie: Parameters<typeof cartTokenIn>[0] },
    act: (orderId: number, field: Field, form: FormData, back: string) => Promise<Done>,
    { needsKey = false } = {},
  ): Promise<Response> {
    const { request, cookie } = context;
    const form = await request.formData().catch(() => new FormData());
    const field: Field = (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim().slice(0, PAYMENT_FIELDS[name]) : "";
    };
    const orderNumber = field("orderId").toUpperCase();
    const contact = field("contact");
    const back = contact
      ? `${TRACK_PATH}?${new URLSearchParams(field("key") ? { orderId: orderNumber, key: field("key") } : { orderId: orderNumber })}`
      : `/client/orders/${encodeURIComponent(orderNumber)}`;
    let done: Done;
    try {
      if (!fromThisSite(request)) throw new AppError(403, CROSS_SITE);
      const cartId = await services.carts.idOf(cartTokenIn(cookie));
      const client = clientAddress(request, proxyHops);
      const key = needsKey ? field("key") : undefined;
      const orderId = await customerOrder(services, orderNumber, contact, cartId, client, key);
      done = await act(orderId, field, form, back);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      done = { notice: error.message };
    }
    if (done instanceof Response) return done;
    leaveCartNotice(cookie, done.notice, overHttps(request, proxyHops));
    return new Response(null, { status: 303, headers: { location: done.location ?? back } });
  }

  return new Elysia({ name: "payment-forms" })
    .post(
      PAYMENT_PATH,
      (context) =>
        answer(context, async (orderId, field, form, back) => {
          if (field("intent") === "slip") {
            await services.payments.uploadSlip(orderId, await checkSlip(form.get("slip")));
            return {
              notice:
                "Thank you: we have your slip. We check it against our account and send your parts once it is in.",
            };
          }
          const method = field("method");
          if (!isPaymentMethod(method)) throw new AppError(400, "Choose how you will pay.");
          await services.payments.switchMethod(orderId, method);
          return {
            // Back on its own page, a card payment goes on to PayHere at once.
            location: method === "PAYHERE" && !field("contact") ? `${back}?pay=1` : back,
            notice: `You will pay by ${PAYMENT_METHOD_LABELS[method].toLowerCase()}.`,
          };
        }),
      { parse: "none", detail: { hide: true } },
    )
    .post(
      INVOICE_PATH,
      (context) =>
        answer(
          context,
          async (orderId, field) =>
            invoiceAnswer(
              invoiceFor(await services.orders.get(String(orderId)), shopName),
              field("format") === "html" ? "html" : "pdf",
            ),
          { needsKey: true },
        ),
      { parse: "none", detail: { hide: true } },
    );
};
