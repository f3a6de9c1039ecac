import type { TrackedOrder } from "../../../server/api-shapes";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { paymentData } from "../../../server/pages/loaders/payment-data";

export const loader = pageLoader({
  load: async ({ form, services, query }) => {
    const found = (form?.result as TrackedOrder | undefined) ?? null;
    // Opened from the order's own link: its number and key come in the URL (never the contact).
    const values = form?.values ?? { orderId: query.get("orderId") ?? "", key: query.get("key") ?? "" };
    const key = values.key?.trim() ?? "";
    return {
      values,
      message: form?.message || null,
      status: form?.status ?? 200,
      found,
      payment: found ? await paymentData(services, await services.orders.get(found.orderId)) : null,
      /** The key, when it is this order's: the invoice is offered only with it. */
      invoiceKey: found && services.orders.keyMatches(found.orderId, key) ? key : null,
    };
  },
  status: ({ status }) => status,
});
