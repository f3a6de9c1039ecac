import { callGateway, judgeAnswer, type SmsGateway } from "./gateway-http";

const SEND_URL = "https://app.text.lk/api/v3/sms/send";

/**
 * Text.lk's v3 send endpoint (text.lk/docs/send-sms): a JSON POST of {recipient, sender_id, type: "plain",
 * message} with the API token as a bearer; it answers {"status":"success","data":{…}} or
 * {"status":"error","message":"…"}.
 */
export function textLk(options: { apiKey: string; senderId: string; url?: string; timeoutMs?: number }): SmsGateway {
  return {
    name: "Text.lk",
    async send(to, message) {
      const response = await callGateway(
        options.url ?? SEND_URL,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({ recipient: to, sender_id: options.senderId, type: "plain", message }),
        },
        options.timeoutMs,
      );
      await judgeAnswer(response);
    },
  };
}
