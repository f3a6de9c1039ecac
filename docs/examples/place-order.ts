/**
 * A worked example for API clients (docs/api-clients.md): find a part, solve the proof of work, place a cash-on-delivery
 * order to Colombo. Run it against a store: `bun docs/examples/place-order.ts http://localhost:3000`.
 */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

const store = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const api = `${store}/api/v1`;

// 1. A part in stock: the catalog's own prices are used whatever a client sends.
const list = await (await fetch(`${api}/products/visitor/get-all-products?searchText=brake&size=10`)).json();
const product = list.data.data.find((row: { qty: number }) => row.qty > 0);
if (!product) throw new Error("no brake part in stock");

// 2. The proof of work: a challenge, solved (about a second on a phone), sent as base64 of {challenge, solution}.
const challenge = (await (await fetch(`${api}/bot-check/challenge`)).json()) as Challenge;
const solution = await solveChallenge({ challenge, deriveKey });
const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");

// 3. The order: courier to the district LK-11 (Colombo), cash on delivery; a retry with the same key is answered
//    with the first order, never a second one.
const answer = await fetch(`${api}/orders/visitor/make-order`, {
  method: "POST",
  headers: { "content-type": "application/json", "x-altcha": proof, "idempotency-key": crypto.randomUUID() },
  body: JSON.stringify({
    customerFullName: "Nimal Perera",
    customerPrimaryMobile: "077 123 4567",
    customerAddress: "12 Galle Road, Colombo 3",
    delivery: { method: "courier", district: "LK-11", city: "Colombo" },
    payment: { method: "COD" },
    orderItems: [{ productId: product.productId, quantity: 1 }],
  }),
});
const body = await answer.json();
if (answer.status !== 201) throw new Error(`${answer.status}: ${body.message}`);
console.log(`${body.message} Total Rs ${body.data.totalAmount}, ${product.productName}`);
