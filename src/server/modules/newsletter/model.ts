import { t } from "elysia";

export const subscribeBody = t.Object({
  email: t.String({ maxLength: 320, error: "email is required (at most 320 characters)" }),
});

export const subscription = t.Object({ email: t.String() });
