import { beforeEach, describe, expect, test } from "bun:test";
import { addProduct } from "../../../test/catalog";
import { orderBody, placeOrder } from "../../../test/orders";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import type { DeliverySettings, DeliveryZone } from "./model";

let store: TestApp;
beforeEach(() => {
  store = makeTestApp({ env: { ORDERS_PER_HOUR_PER_CLIENT: "1000" } });
});

/** An order by courier (or pickup) for `items`, through the public API. */
const order = (items: { productId: number; quantity: number }[], delivery: Record<string, unknown> | undefined) =>
  placeOrder(store, { ...orderBody(items), ...(delivery ? { delivery } : {}) });

const courier = (district: string) => ({ method: "courier", district, city: "Town", postalCode: null });

async function settings() {
  return (await store.api<DeliverySettings>("/delivery/settings", { headers: await store.asStaff() })).body.data;
}

async function saveZone(zone: DeliveryZone, change: Partial<DeliveryZone>) {
  const { zoneId, ...fields } = { ...zone, ...change };
  return store.api<DeliveryZone>(`/delivery/zones/${zoneId}`, {
    method: "PUT",
    json: fields,
    headers: await store.asAdmin(),
  });
}

describe("the courier fee", () => {
  test("is the zone's first kg plus each started kg after it, from the catalog's weights", async () => {
    // The migration's zones: Colombo district Rs. 350 + Rs. 80 a kg; elsewhere Rs. 550 + Rs. 150.
    const pads = await addProduct(store.db, { priceCents: 250_000, weightGrams: 1200 });
    const colombo = await order([{ productId: pads, quantity: 2 }], courier("LK-11"));
    expect(colombo.status).toBe(201);
    expect(colombo.body.data.delivery).toMatchObject({
      method: "COURIER",
      fee: 510, // 2.4 kg is charged as 3: 350 + 2 × 80
      zone: "Colombo district",
      days: "1–2 working days",
      weightKg: 2.4,
      district: "LK-11",
      city: "Town",
    });
    expect(colombo.body.data.itemsTotal).toBe(5_000);
    expect(colombo.body.data.totalAmount).toBe(5_510);

    const jaffna = await order([{ productId: pads, quantity: 2 }], courier("LK-41"));
    expect(jaffna.body.data.delivery).toMatchObject({ fee: 850, zone: "Elsewhere in Sri Lanka" });
  });

  test("a parcel of exactly 1 kg pays the first kg only; a gram more starts the next", async () => {
    const exact = await addProduct(store.db, { priceCents: 100_000, weightGrams: 1000 });
    const over = await addProduct(store.db, { priceCents: 100_000, weightGrams: 1001 });
    expect((await order([{ productId: exact, quantity: 1 }], courier("LK-11"))).body.data.delivery.fee).toBe(350);
    expect((await order([{ productId: over, quantity: 1 }], courier("LK-11"))).body.data.delivery.fee).toBe(430);
  });

  test("is free when the items reach the shop's amount, and charged again when the admin turns that off", async () => {
    const battery = await addProduct(store.db, { priceCents: 1_500_000, weightGrams: 3000 });
    const free = await order([{ productId: battery, quantity: 1 }], courier("LK-21"));
    expect(free.body.data.delivery).toMatchObject({ method: "COURIER", fee: 0 });
    expect(free.body.data.totalAmount).toBe(15_000);

    const off = await store.api("/delivery/free-above", {
      method: "PUT",
      json: { amount: null },
      headers: await store.asAdmin(),
    });
    expect(off.status).toBe(200);
    const charged = await order([{ productId: battery, quantity: 1 }], courier("LK-21"));
    expect(charged.body.data.delivery.fee).toBe(450 + 2 * 120);
  });

  test("a bulky part goes by courier at a fee agreed by phone; the total is the items until then", async () => {
    const bumper = await addProduct(store.db, { priceCents: 400_000, weightGrams: 9000, bulky: true });
    const filter = await addProduct(store.db, { priceCents: 100_000, weightGrams: 300 });
    const placed = await order(
      [
        { productId: bumper, quantity: 1 },
        { productId: filter, quantity: 1 },
      ],
      courier("LK-12"),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data.delivery).toMatchObject({ method: "COURIER_QUOTE", fee: null, weightKg: 9.3 });
    expect(placed.body.data.totalAmount).toBe(5_000);
  });

  test("pickup at a branch is free and keeps the branch's name; no branch, or an unknown one, is a field error", async () => {
    const part = await addProduct(store.db, { priceCents: 100_000 });
    const [kandy] = (await settings()).branches.filter((branch) => branch.name === "Kandy");
    const pickup = await order([{ productId: part, quantity: 1 }], { method: "pickup", branchId: kandy?.branchId });
    expect(pickup.status).toBe(201);
    expect(pickup.body.data.delivery).toMatchObject({ method: "PICKUP", fee: 0, branch: `Kandy — ${kandy?.address}` });
    expect(pickup.body.data.totalAmount).toBe(1_000);

    for (const branchId of [undefined, 9999]) {
      const refused = await order([{ productId: part, quantity: 1 }], { method: "pickup", branchId });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.map((error) => error.field)).toEqual(["delivery.branchId"]);
    }
  });

  test("a district no zone covers gets no courier, with a message that offers pickup", async () => {
    const part = await addProduct(store.db);
    const elsewhere = (await settings()).zones.find((zone) => zone.districts.includes("LK-45")) as DeliveryZone;
    const saved = await saveZone(elsewhere, { districts: elsewhere.districts.filter((code) => code !== "LK-45") });
    expect(saved.status).toBe(200);
    const refused = await order([{ productId: part, quantity: 1 }], courier("LK-45"));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toEqual({
      field: "delivery.district",
      message: "We have no courier to Mullaitivu yet: choose pickup at a branch, or call us.",
    });
  });

  test("the spec's order body, without delivery, is placed with delivery to be confirmed by phone", async () => {
    const part = await addProduct(store.db, { priceCents: 100_000 });
    const placed = await order([{ productId: part, quantity: 2 }], undefined);
    expect(placed.status).toBe(201);
    expect(placed.body.data.delivery).toMatchObject({ method: "TO_CONFIRM", fee: null, zone: null });
    expect(placed.body.data.totalAmount).toBe(2_000);
  });

  test("an order keeps the fee, zone and days it was placed with when staff change the zone", async () => {
    const part = await addProduct(store.db, { priceCents: 100_000, weightGrams: 500 });
    const placed = await order([{ productId: part, quantity: 1 }], courier("LK-11"));
    const colombo = (await settings()).zones.find((zone) => zone.name === "Colombo district") as DeliveryZone;
    await saveZone(colombo, { name: "Colombo city", firstKg: 999, daysMin: 3, daysMax: 5 });
    const again = await store.api<{ delivery: unknown }>(`/orders/${placed.body.data.orderId}`, {
      headers: await store.asStaff(),
    });
    expect(again.body.data.delivery).toEqual(placed.body.data.delivery);
  });
});

describe("the Delivery settings", () => {
  test("staff read them; only an admin changes them", async () => {
    const staff = await store.asStaff();
    const read = await store.api<DeliverySettings>("/delivery/settings", { headers: staff });
    expect(read.status).toBe(200);
    expect(read.body.data.zones.flatMap((zone) => zone.districts)).toHaveLength(25);
    expect(read.body.data.freeAbove).toBe(15_000);
    const zone = read.body.data.zones[0] as DeliveryZone;
    const { zoneId, ...fields } = zone;
    const refused = await store.api(`/delivery/zones/${zoneId}`, { method: "PUT", json: fields, headers: staff });
    expect(refused.status).toBe(403);
  });

  test("a zone's longest time cannot be shorter than its shortest; a name is unique; a zone with districts stays", async () => {
    const { zones } = await settings();
    const [first, second] = zones as [DeliveryZone, DeliveryZone];
    const backwards = await saveZone(first, { daysMin: 3, daysMax: 1 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.[0]?.field).toBe("daysMax");
    const taken = await saveZone(first, { name: second.name.toUpperCase() });
    expect(taken.status).toBe(409);
    const remove = await store.api(`/delivery/zones/${first.zoneId}`, {
      method: "DELETE",
      headers: await store.asAdmin(),
    });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toMatch(/move them to another zone first/);
  });

  test("a new zone takes its districts from the zones that had them", async () => {
    const made = await store.api<DeliveryZone>("/delivery/zones", {
      method: "POST",
      json: { name: "Hill country", firstKg: 600, extraKg: 200, daysMin: 2, daysMax: 3, districts: ["LK-23", "LK-81"] },
      headers: await store.asAdmin(),
    });
    expect(made.status).toBe(201);
    const { zones } = await settings();
    expect(zones.filter((zone) => zone.districts.includes("LK-23")).map((zone) => zone.name)).toEqual(["Hill country"]);
    expect(zones.flatMap((zone) => zone.districts)).toHaveLength(25);
  });

  test("the Stores page lists the branches, and a branch staff add shows on the very next read", async () => {
    const before = await (await store.request("/client/stores")).text();
    expect(before).toContain("No. 18, Peradeniya Road, Kandy");
    const added = await store.api("/delivery/branches", {
      method: "POST",
      json: {
        name: "Matara",
        address: "No. 3, Anagarika Dharmapala Mawatha, Matara",
        district: "LK-32",
        phone: "+94 41 222 1100",
        hours: "Mon–Sat 8.30 am – 5 pm",
        pickup: true,
      },
      headers: await store.asAdmin(),
    });
    expect(added.status).toBe(201);
    const after = await (await store.request("/client/stores")).text();
    expect(after).toContain("Anagarika Dharmapala Mawatha");
  });
});
