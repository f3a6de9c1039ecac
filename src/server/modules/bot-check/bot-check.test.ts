import { describe, expect, test } from "bun:test";
import { addProduct } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { orderBody, placeOrder } from "../../../test/orders";
import { solvedProof } from "../../../test/proof-of-work";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { TOO_MANY_WITHOUT_PROOF_API } from "./service";

const FROM = (address: string) => ({ "x-forwarded-for": address });

/** A store whose public forms let a client send 3 posts an hour without a proof of work. */
async function shop() {
  const clock = manualClock();
  const store = makeTestApp({
    now: clock.now,
    env: { TRUST_PROXY: "true", PROOFLESS_POSTS_PER_HOUR: "3", BOT_CHECK_DIFFICULTY: "2000" },
  });
  const productId = await addProduct(store.db, { qty: 100 });
  return { store, clock, productId };
}

const contact = (store: TestApp, headers: Record<string, string>) =>
  store.api("/contact/visitor/send", {
    method: "POST",
    headers,
    json: { name: "Nimal", email: "nimal@example.com", message: "Do you have brake pads for a Vitz?" },
  });

/** The contact page's form posted as a browser without JavaScript sends it, from `address`. */
const contactPage = (store: TestApp, address: string, fields: Record<string, string>) =>
  store.request("/client/contact", {
    method: "POST",
    redirect: "manual",
    headers: { ...FROM(address), "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    body: new URLSearchParams({ name: "Kamal", email: "kamal@example.com", message: "Hi", ...fields }).toString(),
  });

describe("proof of work on the public forms", () => {
  test("without a proof a client gets a few posts an hour across the forms, then 429; others are not held", async () => {
    const { store, productId } = await shop();
    const bot = FROM("203.0.113.66");
    expect((await placeOrder(store, orderBody([{ productId, quantity: 1 }]), bot)).status).toBe(201);
    expect((await contact(store, bot)).status).toBe(201);
    const newsletter = await store.api("/newsletter/visitor/subscribe", {
      method: "POST",
      headers: bot,
      json: { email: "bot@example.com" },
    });
    expect(newsletter.status).toBe(200);
    for (const refused of [
      await placeOrder(store, orderBody([{ productId, quantity: 1 }]), bot),
      await contact(store, bot),
      await store.api("/users/register", {
        method: "POST",
        headers: bot,
        json: { firstName: "Bot", email: "bot@example.com", password: "a long enough password 1" },
      }),
      await store.api("/users/forgot-password-verify?email=owner@example.com", { method: "POST", headers: bot }),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    expect((await contact(store, bot)).body).toMatchObject({ message: TOO_MANY_WITHOUT_PROOF_API });
    expect((await contact(store, FROM("198.51.100.7"))).status).toBe(201);
  });

  test("a solved challenge lets a post through beyond the budget, once; a used, forged, malformed or late one is a 400 saying why", async () => {
    const { store, clock, productId } = await shop();
    const client = FROM("203.0.113.70");
    for (let i = 0; i < 3; i++) expect((await contact(store, client)).status).toBe(201);
    expect((await contact(store, client)).status).toBe(429);

    const proof = await solvedProof(store);
    const order = await placeOrder(store, orderBody([{ productId, quantity: 1 }]), {
      ...client,
      "x-altcha": proof,
    });
    expect(order.status).toBe(201);
    const refusal = async (proof: string) => {
      const answer = await contact(store, { ...client, "x-altcha": proof });
      expect(answer.status).toBe(400);
      return (answer.body as { message: string }).message;
    };
    // The same proof again is spent.
    expect(await refusal(proof)).toStartWith("This X-Altcha proof was already used");

    // A proof whose answer was changed is no proof.
    const payload = JSON.parse(Buffer.from(await solvedProof(store), "base64").toString());
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) => (c === "0" ? "1" : "0"));
    const forged = Buffer.from(JSON.stringify(payload)).toString("base64");
    expect(await refusal(forged)).toStartWith("The X-Altcha proof does not solve its challenge");
    expect(await refusal("not base64 json")).toStartWith("The X-Altcha header is not a proof of work");

    // A challenge solved and sent after its 30 minutes is over.
    const late = await solvedProof(store);
    clock.advanceMinutes(31);
    expect(await refusal(late)).toStartWith("The X-Altcha proof's challenge has expired");
  });

  test("a page's form with a used proof in its altcha field is sent within the budget: its sender cannot fix it", async () => {
    const { store } = await shop();
    const proof = await solvedProof(store);
    const post = () => contactPage(store, "203.0.113.81", { altcha: proof });
    for (let i = 0; i < 4; i++) expect((await post()).status).toBe(303);
    expect((await post()).status).toBe(429);
  });

  test("the page forms without JavaScript take the budget, and the proof in their altcha field", async () => {
    const { store } = await shop();
    const post = (fields: Record<string, string>) => contactPage(store, "203.0.113.80", fields);
    for (let i = 0; i < 3; i++) expect((await post({})).status).toBe(303);
    const refused = await post({});
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many forms sent from here");
    expect((await post({ altcha: await solvedProof(store) })).status).toBe(303);
  });

  test("a challenge is fresh each time and never kept", async () => {
    const { store } = await shop();
    const [a, b] = await Promise.all([
      store.request("/api/v1/bot-check/challenge"),
      store.request("/api/v1/bot-check/challenge"),
    ]);
    expect(a?.headers.get("cache-control")).toBe("no-store");
    const [first, second] = [await a?.json(), await b?.json()];
    expect(first.signature).not.toBe(second.signature);
  });
});
