import type { TrackedOrder } from "../../../server/api-shapes";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { paymentData } from "../../../server/pages/loaders/payment-data";

export const loader = pageLoader({
  load: async ({ form, services }) => {
    const found = (form?.result as TrackedOrder | undefined) ?? null;
    const values = form?.values ?? {};
    return {
      values,
      message: form?.message || null,
      status: form?.status ?? 200,
      found,
      payment: found ? await paymentData(services, await services.orders.get(found.orderId)) : null,
    };
  },
  status: ({ status }) => status,
});
