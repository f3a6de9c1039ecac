/**
 * Payments: how long the real store (its own process, a WAL database file) takes to handle PayHere's notify (a valid
 * paid notify, then the same notify repeated, which must change nothing), and an invoice PDF's size and time.
 * Run: bun bench/payments.ts [orders=300]   (part of: bun run bench)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Secret, TOTP } from "otpauth";
import { openDatabase } from "../src/db/database";
import { signedNotice, TEST_PAYHERE } from "../src/test/payhere-notice";
import { generateCatalog } from "./generate-catalog";
import { recordResults } from "./results";
import { percentile, spawnStore } from "./spawn-store";

const ORDERS = Number(process.argv[2] ?? 300);
const folder = mkdtempSync(join(tmpdir(), "payments-bench-"));
const dbPath = join(folder, "store.db");
const db = openDatabase(dbPath);
await generateCatalog(db, 1_000);
const parts = db.$client
  .query<{ id: number }, []>("SELECT id FROM products WHERE is_active = 1 AND qty > 0 LIMIT 50")
  .all()
  .map((row) => row.id);
db.$client.run("UPDATE products SET qty = 100000");
db.$client.close();

const { base, process: server } = await spawnStore(folder, dbPath, {
  ...TEST_PAYHERE,
  ORDERS_PER_HOUR_PER_CLIENT: "1000000",
  ORDERS_PER_HOUR_PER_ADDRESS: "1000000",
  ORDERS_PER_HOUR_PER_NETWORK: "1000000",
  PROOFLESS_POSTS_PER_HOUR: "1000000",
  ADMIN_EMAIL: "bench@example.com",
});

const timed = async (run: () => Promise<Response>) => {
  const start = performance.now();
  const response = await run();
  const body = new Uint8Array(await response.arrayBuffer());
  return { ms: performance.now() - start, status: response.status, bytes: body.length };
};
const summary = (label: string, times: number[]) => {
  const sorted = times.toSorted((a, b) => a - b);
  const figures = { p50: +percentile(sorted, 0.5).toFixed(2), p95: +percentile(sorted, 0.95).toFixed(2) };
  console.log(`${label}: p50 ${figures.p50} ms, p95 ${figures.p95} ms over ${times.length}`);
  return figures;
};

try {
  const place = async (method: string, index: number) => {
    const answer = await fetch(`${base}/api/v1/orders/visitor/make-order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        customerFullName: "Bench Customer",
        customerPrimaryMobile: "077 123 4567",
        customerAddress: "1 Galle Road, Colombo 03",
        orderItems: [{ productId: parts[index % parts.length], quantity: 1 }],
        payment: { method },
      }),
    });
    const { data, message } = (await answer.json()) as {
      data: { orderId: string; totalAmount: number };
      message: string;
    };
    if (!data) throw new Error(`order refused: ${answer.status} ${message}`);
    return data;
  };
  const orders = [];
  for (let i = 0; i < ORDERS; i++) orders.push(await place("PAYHERE", i));
  const notify = (order: { orderId: string; totalAmount: number }) =>
    timed(() =>
      fetch(`${base}/api/v1/payments/payhere/notify`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(
          signedNotice({ order_id: order.orderId, payhere_amount: order.totalAmount.toFixed(2), status_code: "2" }),
        ),
      }),
    );
  const first = [];
  for (const order of orders) first.push(await notify(order));
  const repeated = [];
  for (const order of orders) repeated.push(await notify(order));
  if (first.some((t) => t.status !== 200) || repeated.some((t) => t.status !== 200)) throw new Error("a notify failed");

  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  // The admin's first sign-in enrols an authenticator: the code is made from the secret it offers.
  const password = await post("/auth/login", { username: "bench@example.com", password: "bench-admin-password-2026" });
  const step = ((await password.json()) as { data: { ticket: string; enrolment: { secret: string } } }).data;
  const code = TOTP.generate({ secret: Secret.fromBase32(step.enrolment.secret) });
  const login = await post("/auth/second-factor", { ticket: step.ticket, code });
  const token = (login.headers.get("authorization") ?? "").replace(/^Bearer /, "");
  const cod = await place("COD", 1);
  const invoices = [];
  for (let i = 0; i < 100; i++) {
    invoices.push(
      await timed(() =>
        fetch(`${base}/api/v1/payments/orders/${cod.orderId}/invoice`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
  }
  if (invoices.some((t) => t.status !== 200)) throw new Error("an invoice failed");

  const figures = {
    orders: ORDERS,
    notifyPaid: summary(
      "notify (paid, applied)",
      first.map((t) => t.ms),
    ),
    notifyRepeated: summary(
      "notify (repeated, unchanged)",
      repeated.map((t) => t.ms),
    ),
    invoicePdf: {
      ...summary(
        "invoice PDF",
        invoices.map((t) => t.ms),
      ),
      bytes: invoices[0]?.bytes,
    },
  };
  console.log(`invoice PDF: ${invoices[0]?.bytes} bytes`);
  recordResults("payments", figures);
} finally {
  server.kill("SIGTERM");
  await server.exited;
  rmSync(folder, { recursive: true, force: true });
}
