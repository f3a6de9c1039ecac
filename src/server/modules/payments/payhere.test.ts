import { describe, expect, test } from "bun:test";
import { payStore, placeWith, postNotice, signedNotice, staffView, TEST_PAYHERE } from "../../../test/payments";
import { checkoutHash, notifySignature, payhereAmount } from "./payhere";

describe("PayHere", () => {
  test("the checkout hash and the notify signature follow PayHere's formulas (worked by hand with md5sum)", () => {
    const account = {
      merchantId: TEST_PAYHERE.PAYHERE_MERCHANT_ID,
      merchantSecret: TEST_PAYHERE.PAYHERE_MERCHANT_SECRET,
    };
    expect(payhereAmount(100_000)).toBe("1000.00");
    expect(payhereAmount(123_405)).toBe("1234.05");
    expect(checkoutHash(account, "ItemNo12345", "1000.00", "LKR")).toBe("8A938BFACE18D4186F8209D680A1E4AC");
    expect(
      notifySignature(account, {
        order_id: "ItemNo12345",
        payhere_amount: "1000.00",
        payhere_currency: "LKR",
        status_code: "2",
      }),
    ).toBe("55B17DA9EC2817EA7C5566004972533A");
  });

  test("a valid paid notify pays the order once; repeats, forgeries and mismatches change nothing and answer 200", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "PAYHERE", 2);
    const notice = signedNotice({ order_id: order.orderId, payhere_amount: "200.00", status_code: "2" });

    const forged = await postNotice(store, { ...notice, md5sig: notice.md5sig?.replace(/^./, "0") as string });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toBe("OK");
    const wrongAmount = signedNotice({ order_id: order.orderId, payhere_amount: "2.00", status_code: "2" });
    const wrongMerchant = signedNotice(
      { order_id: order.orderId, payhere_amount: "200.00", status_code: "2" },
      { merchantId: "1299999" },
    );
    const wrongSecret = signedNotice(
      { order_id: order.orderId, payhere_amount: "200.00", status_code: "2" },
      { secret: "not-the-secret" },
    );
    const wrongCurrency = signedNotice({
      order_id: order.orderId,
      payhere_amount: "200.00",
      status_code: "2",
      payhere_currency: "USD",
    });
    for (const bad of [wrongAmount, wrongMerchant, wrongSecret, wrongCurrency]) {
      expect((await postNotice(store, bad)).status).toBe(200);
    }
    expect((await staffView(store, order)).payment.status).toBe("AWAITING_GATEWAY");
    expect(store.logs.filter((line) => line.includes("PayHere notify refused"))).toHaveLength(5);
    expect(store.logs.join("\n")).not.toContain(TEST_PAYHERE.PAYHERE_MERCHANT_SECRET);

    expect((await postNotice(store, notice)).status).toBe(200);
    expect((await postNotice(store, notice)).status).toBe(200);
    const late = signedNotice({ order_id: order.orderId, payhere_amount: "200.00", status_code: "-2" });
    expect((await postNotice(store, late)).status).toBe(200);
    const paid = await staffView(store, order);
    expect(paid.payment).toMatchObject({
      status: "PAID",
      invoiceNumber: expect.stringMatching(/^INV-/),
      gateway: { paymentId: "320025071278", method: "VISA", message: "Successfully completed the payment." },
    });
    expect(paid.paymentHistory.filter((c) => c.toStatus === "PAID")).toEqual([
      expect.objectContaining({ fromStatus: "AWAITING_GATEWAY", actor: "GATEWAY", changedBy: "PayHere" }),
    ]);
  });

  test("pending changes nothing; a failure lets the customer change method; a success after a failure still pays", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "PAYHERE");
    const notice = (status_code: string) =>
      signedNotice({ order_id: order.orderId, payhere_amount: "100.00", status_code });
    await postNotice(store, notice("0"));
    expect((await staffView(store, order)).payment.status).toBe("AWAITING_GATEWAY");
    await postNotice(store, notice("-2"));
    expect((await staffView(store, order)).payment.status).toBe("FAILED");
    await postNotice(store, notice("2"));
    expect((await staffView(store, order)).payment.status).toBe("PAID");

    const second = (await placeWith(store, "PAYHERE")).order;
    await postNotice(store, signedNotice({ order_id: second.orderId, payhere_amount: "100.00", status_code: "-1" }));
    expect((await staffView(store, second)).payment.status).toBe("CANCELED");
    const switched = await store.api("/payments/visitor/change-method", {
      method: "POST",
      json: { orderId: second.orderId, contact: "nimal.perera@example.com", method: "BANK_TRANSFER" },
    });
    expect(switched.status).toBe(200);
    expect((await staffView(store, second)).payment).toMatchObject({
      method: "BANK_TRANSFER",
      status: "AWAITING_TRANSFER",
    });
    const again = await store.api("/payments/visitor/change-method", {
      method: "POST",
      json: { orderId: second.orderId, contact: "nimal.perera@example.com", method: "COD" },
    });
    expect(again.status).toBe(409);
  });
});
