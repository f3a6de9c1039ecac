import { describe, expect, test } from "bun:test";
import Papa from "papaparse";
import { addProduct } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { orderBody, placeOrder } from "../../../test/orders";
import { makeTestApp, type TestApp } from "../../../test/test-app";

async function exported(store: TestApp, query: string, headers?: Record<string, string>) {
  return store.request(`/api/v1/orders/export.csv${query}`, { headers: headers ?? (await store.asAdmin()) });
}

const rowsOf = async (response: Response) => {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()));
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true }).data;
};

describe("order export", () => {
  test("one row per order in the date range, times in Sri Lanka time as dd/mm/yyyy or ISO", async () => {
    const clock = manualClock("2026-11-20T20:00:00Z");
    const store = makeTestApp({ now: clock.now });
    const part = await addProduct(store.db, { name: "Brake pad set", code: "BP-1", priceCents: 450_000, qty: 10 });
    const first = await placeOrder(
      store,
      orderBody([{ productId: part, quantity: 2 }], { customerFullName: "=HYPERLINK(1)" }),
    );
    expect(first.status).toBe(201);
    clock.advanceMinutes(3 * 24 * 60);
    await placeOrder(store, orderBody([{ productId: part, quantity: 1 }]));

    const dmy = await exported(store, "?placedFrom=2026-11-21&placedTo=2026-11-21");
    expect(dmy.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await rowsOf(dmy);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      "Order number": first.body.data.orderId,
      Placed: "21/11/2026 01:30",
      Status: "PENDING",
      Customer: "'=HYPERLINK(1)",
      // As people write it, which Excel keeps as text (a leading + would make it a number).
      Mobile: "077 123 4567",
      Items: "2 × Brake pad set (BP-1)",
      Units: "2",
      "Items total (Rs.)": "9000",
      "Payment method": "Cash on delivery",
    });

    const iso = await rowsOf(await exported(store, "?dates=iso"));
    expect(iso.map((row) => row.Placed)).toEqual(["2026-11-24T01:30:00+05:30", "2026-11-21T01:30:00+05:30"]);
  });

  test("staff may not take customers' details away in a file", async () => {
    const store = makeTestApp();
    expect((await exported(store, "", await store.asStaff())).status).toBe(403);
    expect((await exported(store, "?dates=mdy")).status).toBe(400);
    const backwards = await exported(store, "?placedFrom=2026-11-22&placedTo=2026-11-21");
    expect(backwards.status).toBe(400);
  });
});
