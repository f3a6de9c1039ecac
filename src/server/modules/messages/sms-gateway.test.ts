import { afterEach, describe, expect, test } from "bun:test";
import {
  type GatewayTrouble,
  type SmsGatewayStandIn,
  STAND_IN_CREDENTIALS,
  startSmsGatewayStandIn,
} from "../../../test/sms-gateway-stand-in";
import { PermanentFailure } from "../../outbox/outbox-worker";
import { notifyLk } from "./notify-lk";
import type { SmsGateway } from "./sms-gateway";
import { textLk } from "./text-lk";

let standIn: SmsGatewayStandIn | undefined;
afterEach(() => standIn?.stop());

const { apiKey, userId, senderId } = STAND_IN_CREDENTIALS;
const GATEWAYS: Record<string, (s: SmsGatewayStandIn, key?: string) => SmsGateway> = {
  "Notify.lk": (s, key = apiKey) => notifyLk({ userId, apiKey: key, senderId, url: s.notifyLkUrl, timeoutMs: 300 }),
  "Text.lk": (s, key = apiKey) => textLk({ apiKey: key, senderId, url: s.textLkUrl, timeoutMs: 300 }),
};

/** The failure a send met, or undefined when it went through. */
const failureOf = (send: Promise<void>) =>
  send.then(
    () => undefined,
    (error: Error) => error,
  );

describe.each(Object.keys(GATEWAYS))("%s adapter", (name) => {
  const gatewayFor = GATEWAYS[name] as (typeof GATEWAYS)[string];

  test("sends the text to the number in the gateway's format with the approved sender", async () => {
    standIn = startSmsGatewayStandIn();
    await gatewayFor(standIn).send("94771234567", "Lanka Auto Parts: order SO-2026-000001 is confirmed.");
    expect(standIn.received).toEqual([
      expect.objectContaining({
        to: "94771234567",
        message: "Lanka Auto Parts: order SO-2026-000001 is confirmed.",
        senderId,
        type: name === "Text.lk" ? "plain" : null,
      }),
    ]);
  });

  test("an invalid number is refused for good, with the gateway's words", async () => {
    standIn = startSmsGatewayStandIn();
    const failure = await failureOf(gatewayFor(standIn).send("9411234567", "Hello"));
    expect(failure).toBeInstanceOf(PermanentFailure);
    expect(failure?.message).toBe("HTTP 422: The recipient number is invalid");
    expect(standIn.received).toEqual([]);
  });

  const retried: [GatewayTrouble, string][] = [
    ["no-credit", "HTTP 402: Insufficient account balance"],
    ["rate-limit", "HTTP 429: Too many requests"],
    ["server-error", "HTTP 500: Internal server error"],
    ["timeout", "No answer within 0.3 s"],
  ];
  test.each(retried)("%s fails the send so it is tried again later", async (trouble, reason) => {
    standIn = startSmsGatewayStandIn();
    standIn.trouble(trouble);
    const gateway = gatewayFor(standIn);
    const failure = await failureOf(gateway.send("94771234567", "Hello"));
    expect(failure?.message).toBe(reason);
    expect(failure).not.toBeInstanceOf(PermanentFailure);
    await gateway.send("94771234567", "Hello again");
    expect(standIn.received.map((text) => text.message)).toEqual(["Hello again"]);
  });

  test("a wrong API key is a failure worth retrying once the key is fixed, and the key is never in the reason", async () => {
    standIn = startSmsGatewayStandIn();
    const failure = await failureOf(gatewayFor(standIn, "wrong-key-999").send("94771234567", "Hello"));
    expect(failure?.message).toStartWith("HTTP 401:");
    expect(failure?.message).not.toContain("wrong-key-999");
    expect(failure).not.toBeInstanceOf(PermanentFailure);
  });

  test("an unreachable gateway is a failure to retry", async () => {
    standIn = startSmsGatewayStandIn();
    const gateway = gatewayFor(standIn);
    standIn.stop();
    expect((await failureOf(gateway.send("94771234567", "Hello")))?.message).toBe("Could not reach the gateway");
  });
});

test("Notify.lk is told a Sinhala text is Unicode", async () => {
  standIn = startSmsGatewayStandIn();
  await GATEWAYS["Notify.lk"]?.(standIn).send("94771234567", "ඔබේ ඇණවුම SO-2026-000001 ලැබුණා");
  expect(standIn.received[0]?.type).toBe("unicode");
});
