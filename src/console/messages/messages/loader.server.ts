import { isOutboxStatus } from "../../../server/modules/messages";
import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({
  load: async ({ services, query }) => {
    const asked = query.get("status");
    const status = isOutboxStatus(asked) ? asked : null;
    return {
      templates: await services.messages.templates(),
      settings: await services.messages.settings(),
      status,
      outbox: await services.messages.outbox(status ? { status } : {}),
    };
  },
});
