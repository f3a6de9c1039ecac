import { PermanentFailure } from "../../outbox/outbox-worker";

/** One text to one number; `to` is the gateway's format, 94771234567 (E.164 without the plus). */
export interface SmsGateway {
  name: string;
  send(to: string, message: string): Promise<void>;
}

/** How long a gateway may take to answer before the text is retried later. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * What a gateway's HTTP answer means for the text: success (both gateways answer {"status":"success", …}), a refusal no retry mends (a number or message it will
 * never take: 400, 404, 422), or a failure worth retrying (no credit, a wrong key being fixed, rate limits, 5xx).
 * The reason keeps the gateway's own words for staff, never our key.
 */
export async function judgeAnswer(response: Response): Promise<void> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (response.ok && (body as { status?: unknown } | undefined)?.status === "success") return;
  const said =
    body && typeof body === "object" && "message" in body ? String((body as { message: unknown }).message) : text;
  const reason = `HTTP ${response.status}: ${said.replace(/\s+/g, " ").trim().slice(0, 300) || response.statusText}`;
  if ([400, 404, 422].includes(response.status)) throw new PermanentFailure(reason);
  throw new Error(reason);
}

/** A gateway call with the timeout: a silent gateway becomes a retried failure, not a stuck sender. */
export async function callGateway(url: string, init: RequestInit, timeoutMs = GATEWAY_TIMEOUT_MS): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new Error(timedOut ? `No answer within ${timeoutMs / 1000} s` : "Could not reach the gateway");
  }
}
