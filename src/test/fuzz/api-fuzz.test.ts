import { expect, test } from "bun:test";
import fc from "fast-check";
import { addProduct, makeCategory, makeSubCategory } from "../catalog";
import { orderBody, placeOrder } from "../orders";
import { apiContract, makeTestApp, type TestApp } from "../test-app";
import { type Caller, type FuzzRequest, operationRequests } from "./operation-requests";

/**
 * Fuzzing every API operation from the OpenAPI document: each case is a fresh store with a small catalog and one
 * order, sent 1–8 generated requests (as the schemas describe them, or hostile; anonymous, STAFF or ADMIN). A case
 * fails on any 5xx, any error in the log, or any answer outside its documented schema (makeTestApp checks that).
 * `bun test` runs a short pass; `bun run fuzz` runs thousands. Replay a failure with FUZZ_SEED (and FUZZ_PATH).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

interface FuzzStore {
  store: TestApp;
  orderNumber: string;
  auth: Record<Caller, Record<string, string>>;
}

async function fuzzStore(): Promise<FuzzStore> {
  const store = makeTestApp();
  const categoryId = await makeCategory(store.db);
  const subCategoryId = await makeSubCategory(store.db, { categoryId });
  const productIds = [
    await addProduct(store.db, { subCategoryId }),
    await addProduct(store.db, { subCategoryId, qty: 2 }),
  ];
  await addProduct(store.db, { subCategoryId, isActive: false });
  const placed = await placeOrder(store, orderBody(productIds.map((productId) => ({ productId, quantity: 1 }))));
  expect(placed.status).toBe(201);
  return {
    store,
    orderNumber: placed.body.data.orderId,
    auth: { anonymous: {}, staff: await store.asAdmin(), admin: await store.asAdmin() },
  };
}

function send({ store, orderNumber, auth }: FuzzStore, request: FuzzRequest): Promise<Response> {
  // "{order}" stands for the store's real order number; it arrives URL-encoded, in the path or the query.
  const path = request.path.replaceAll("%7Border%7D", orderNumber);
  const headers: Record<string, string> = { ...request.headers, ...auth[request.caller] };
  const init: RequestInit & { json?: unknown } = { method: request.method, headers };
  const body = request.body;
  if (body && "json" in body) init.json = body.json;
  if (body && "raw" in body) {
    headers["content-type"] = "application/json";
    init.body = body.raw;
  }
  if (body && "form" in body) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body.form)) form.set(name, value);
    for (const bytes of body.images)
      form.append("images", new File([new Uint8Array(bytes)], "part.png", { type: "image/png" }));
    init.body = form;
  }
  return store.request(path, init);
}

test(
  `fuzzing every operation: no 5xx, no logged error, no answer outside the document (${RUNS} stores)`,
  async () => {
    const { document } = await apiContract();
    console.log(`fuzz: seed ${SEED}, ${RUNS} cases (replay: FUZZ_SEED=${SEED} bun run fuzz)`);
    let requests = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(operationRequests(document), { minLength: 1, maxLength: 8 }), async (sequence) => {
        const fuzzed = await fuzzStore();
        for (const request of sequence) {
          const response = await send(fuzzed, request);
          requests += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) throw new Error(`${request.operation} answered ${response.status}`);
        }
        const errors = fuzzed.store.logs.filter((line) => line.includes('"level":"error"'));
        if (errors.length > 0) throw new Error(`the store logged an error: ${errors[0]}`);
      }),
      { numRuns: RUNS, seed: SEED, path: process.env.FUZZ_PATH },
    );
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(`fuzz: ${RUNS} cases, ${requests} requests, no fault; answers ${byStatus.join(" ")}`);
    expect(requests).toBeGreaterThanOrEqual(RUNS);
  },
  Math.max(60_000, RUNS * 400),
);
