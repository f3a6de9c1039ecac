import type { SmsConfig } from "../../config";
import type { SmsGateway } from "./gateway-http";
import { notifyLk } from "./notify-lk";
import { textLk } from "./text-lk";

export type { SmsGateway };

/** The gateway SMS_PROVIDER names, or none (texts then wait in the outbox). */
export function smsGateway(config: SmsConfig): SmsGateway | undefined {
  if (!config.provider || !config.apiKey) return undefined;
  if (config.provider === "textlk")
    return textLk({ apiKey: config.apiKey, senderId: config.senderId, url: config.apiUrl });
  if (!config.userId) return undefined;
  return notifyLk({ apiKey: config.apiKey, userId: config.userId, senderId: config.senderId, url: config.apiUrl });
}

/** +94771234567 as the gateways and wa.me write it: 94771234567. */
export const gatewayNumber = (e164: string) => e164.replace(/^\+/, "");
