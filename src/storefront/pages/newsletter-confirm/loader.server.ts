import { formState } from "../../../server/pages/loaders/form-state";
import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({
  load: async ({ query, form, services }) => {
    const token = form?.values.token ?? query.get("token") ?? "";
    return { token, email: (await services.newsletter.pendingFor(token)) ?? null, ...formState(query, form) };
  },
  status: ({ refused }) => refused?.status ?? 200,
});
