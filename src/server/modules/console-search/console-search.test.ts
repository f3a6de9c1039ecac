import { describe, expect, test } from "bun:test";
import { addProduct } from "../../../test/catalog";
import { orderBody, placeOrder } from "../../../test/orders";
import { makeTestApp } from "../../../test/test-app";
import type { ConsoleSearchAnswer } from "./model";

describe("the console's search box", () => {
  test("finds orders by phone and address, products by part code, and customers with their orders", async () => {
    const store = makeTestApp();
    const staff = await store.asStaff();
    const pads = await addProduct(store.db, { name: "Brake pad set", code: "04465-52260", qty: 10 });
    await addProduct(store.db, { name: "Oil filter", code: "90915-YZZE1", qty: 10 });
    const first = await placeOrder(
      store,
      orderBody([{ productId: pads, quantity: 1 }], {
        customerFullName: "Kamala Silva",
        customerPrimaryMobile: "071 888 1234",
        customerAddress: "22 Lake Road, Kurunegala",
      }),
    );
    await placeOrder(
      store,
      orderBody([{ productId: pads, quantity: 1 }], {
        customerFullName: "Kamala Silva",
        customerPrimaryMobile: "+94 71 888 1234",
      }),
    );
    const find = async (q: string) =>
      (await store.api<ConsoleSearchAnswer>(`/console-search?q=${encodeURIComponent(q)}`, { headers: staff })).body
        .data;

    const byPhone = await find("0718881234");
    expect(byPhone.orders).toHaveLength(2);
    expect(byPhone.customers).toEqual([
      {
        name: "Kamala Silva",
        mobile: "+94718881234",
        email: "nimal.perera@example.com",
        orders: 2,
        lastOrderId: expect.any(String),
      },
    ]);
    expect((await find("kurunegala")).orders.map((order) => order.orderId)).toEqual([first.body.data.orderId]);
    expect((await find("04465-52260")).products.map((product) => product.productName)).toEqual(["Brake pad set"]);
    expect(await find("k")).toEqual({ orders: [], products: [], customers: [] });
    expect((await store.api("/console-search?q=pads")).status).toBe(401);
  });
});
