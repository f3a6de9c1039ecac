import { t } from "elysia";
import { textField } from "../../http/text-field";

export const SUBSCRIBE_LIMITS = { email: 320 } as const;

export const subscribeBody = t.Object({ email: textField("email", SUBSCRIBE_LIMITS.email) });

export const subscription = t.Object({ email: t.String() });
