/**
 * A local stand-in for the SMS gateways (docs/messages.md), speaking each one's documented send request: Notify.lk's
 * form POST to /api/v1/send (user_id, api_key, sender_id, to, message, type) and Text.lk's JSON POST to
 * /api/v3/sms/send with a bearer token. It checks the credentials and the number format, records each text, and
 * answers as the gateways document. Tests script failures; `bun run dev` starts it when no gateway is configured and
 * prints each text it receives.
 */
export type GatewayTrouble = "invalid-number" | "no-credit" | "rate-limit" | "server-error" | "timeout";

export interface ReceivedText {
  gateway: "notifylk" | "textlk";
  to: string;
  message: string;
  senderId: string;
  /** Notify.lk's `type` (unicode) or Text.lk's (plain). */
  type: string | null;
}

export interface SmsGatewayStandIn {
  /** SMS_API_URL for each provider. */
  notifyLkUrl: string;
  textLkUrl: string;
  received: ReceivedText[];
  /** The next sends meet these troubles, in order; then sends succeed again. */
  trouble(...troubles: GatewayTrouble[]): void;
  /** Resolves once `count` texts have been received (or after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedText[]>;
  stop(): void;
}

export const STAND_IN_CREDENTIALS = { apiKey: "stand-in-api-key-123", userId: "4242", senderId: "LankaAuto" };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The gateways' answers for each trouble, as their documentation shows errors: {status: "error", message}. */
const TROUBLE_ANSWERS: Record<Exclude<GatewayTrouble, "timeout">, () => Response> = {
  "invalid-number": () => json(422, { status: "error", message: "The recipient number is invalid" }),
  "no-credit": () => json(402, { status: "error", message: "Insufficient account balance" }),
  "rate-limit": () => json(429, { status: "error", message: "Too many requests" }),
  "server-error": () => json(500, { status: "error", message: "Internal server error" }),
};

export function startSmsGatewayStandIn({
  port = 0,
  print,
}: {
  port?: number;
  print?: (text: ReceivedText) => void;
} = {}): SmsGatewayStandIn {
  const received: ReceivedText[] = [];
  const troubles: GatewayTrouble[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const hanging = new Set<() => void>();

  async function answer(text: ReceivedText): Promise<Response> {
    if (!/^947\d{8}$/.test(text.to)) return TROUBLE_ANSWERS["invalid-number"]();
    const trouble = troubles.shift();
    if (trouble === "timeout") {
      // Never answers: the store's timeout must give up on it. Released when the stand-in stops.
      await new Promise<void>((resolve) => hanging.add(resolve));
      return json(504, { status: "error", message: "stopped" });
    }
    if (trouble) return TROUBLE_ANSWERS[trouble]();
    received.push(text);
    print?.(text);
    for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    return text.gateway === "notifylk"
      ? json(200, { status: "success", data: "Sent" })
      : json(200, { status: "success", data: { uid: crypto.randomUUID(), to: text.to, status: "Delivered" } });
  }

  const server = Bun.serve({
    port,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      if (request.method === "POST" && url.pathname === "/api/v1/send") {
        const form = new URLSearchParams(await request.text());
        if (
          form.get("user_id") !== STAND_IN_CREDENTIALS.userId ||
          form.get("api_key") !== STAND_IN_CREDENTIALS.apiKey
        ) {
          return json(401, { status: "error", message: "Invalid user_id or api_key" });
        }
        const to = form.get("to") ?? "";
        const message = form.get("message") ?? "";
        if (!message || !form.get("sender_id")) return json(400, { status: "error", message: "Missing parameters" });
        return answer({
          gateway: "notifylk",
          to,
          message,
          senderId: form.get("sender_id") ?? "",
          type: form.get("type"),
        });
      }
      if (request.method === "POST" && url.pathname === "/api/v3/sms/send") {
        if (request.headers.get("authorization") !== `Bearer ${STAND_IN_CREDENTIALS.apiKey}`) {
          return json(401, { status: "error", message: "Unauthenticated." });
        }
        const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
        if (!body || typeof body.message !== "string" || typeof body.recipient !== "string" || !body.sender_id) {
          return json(422, { status: "error", message: "The given data was invalid." });
        }
        return answer({
          gateway: "textlk",
          to: body.recipient,
          message: body.message,
          senderId: String(body.sender_id),
          type: typeof body.type === "string" ? body.type : null,
        });
      }
      return json(404, { status: "error", message: "Not found" });
    },
  });
  const origin = `http://127.0.0.1:${server.port}`;
  return {
    notifyLkUrl: `${origin}/api/v1/send`,
    textLkUrl: `${origin}/api/v3/sms/send`,
    received,
    trouble: (...more) => troubles.push(...more),
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve) => {
        const done = () => resolve(received);
        waiters.push({ count, resolve: done });
        setTimeout(done, timeoutMs);
      });
    },
    stop() {
      for (const release of hanging) release();
      void server.stop(true);
    },
  };
}

/** The store's settings that send its texts through this stand-in as Notify.lk (tests, `bun run dev`). */
export const notifyLkSettings = (standIn: Pick<SmsGatewayStandIn, "notifyLkUrl">) => ({
  SMS_PROVIDER: "notifylk",
  SMS_API_URL: standIn.notifyLkUrl,
  SMS_API_KEY: STAND_IN_CREDENTIALS.apiKey,
  SMS_USER_ID: STAND_IN_CREDENTIALS.userId,
  SMS_SENDER_ID: STAND_IN_CREDENTIALS.senderId,
});
