import { formState } from "../../../server/pages/loaders/form-state";
import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({
  load: ({ query, form }) => formState(query, form),
  status: ({ refused }) => refused?.status ?? 200,
});
