import { SegmentedMessage } from "sms-segments-calculator";
import { callGateway, judgeAnswer, type SmsGateway } from "./gateway-http";

const SEND_URL = "https://app.notify.lk/api/v1/send";

/**
 * Notify.lk's send endpoint (developer.notify.lk/api-endpoints): a form POST of user_id, api_key, sender_id,
 * to=9471…, message, and type=unicode for Sinhala or Tamil text; it answers {"status":"success","data":"Sent"}.
 */
export function notifyLk(options: {
  userId: string;
  apiKey: string;
  senderId: string;
  url?: string;
  timeoutMs?: number;
}): SmsGateway {
  return {
    name: "Notify.lk",
    async send(to, message) {
      const form = new URLSearchParams({
        user_id: options.userId,
        api_key: options.apiKey,
        sender_id: options.senderId,
        to,
        message,
      });
      if (new SegmentedMessage(message).encodingName === "UCS-2") form.set("type", "unicode");
      const response = await callGateway(
        options.url ?? SEND_URL,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: form,
        },
        options.timeoutMs,
      );
      await judgeAnswer(response);
    },
  };
}
