import { isOutboxStatus } from "../../../server/modules/messages";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { isLocale } from "../../../shared/i18n/locales";

export const loader = pageLoader({
  load: async ({ services, query }) => {
    const asked = query.get("status");
    const status = isOutboxStatus(asked) ? asked : null;
    const language = query.get("language");
    const locale = isLocale(language) ? language : "en";
    return {
      locale,
      templates: await services.messages.templates(locale),
      settings: await services.messages.settings(),
      status,
      outbox: await services.messages.outbox(status ? { status } : {}),
    };
  },
});
