import { describe, expect, test } from "bun:test";
import { stockOf } from "../../../test/catalog";
import type { manualClock } from "../../../test/manual-clock";
import { PNG_BYTES, payStore, placeWith, postNotice, sendSlip, signedNotice, staffView } from "../../../test/payments";
import type { TestApp } from "../../../test/test-app";
import { createOrderTexts } from "../messages";
import { createOrderStatus } from "../orders/order-status";

describe("the hold", () => {
  test("cancels unpaid transfers after 48 h and card orders after 1 h, never COD, slips being checked or paid", async () => {
    const { store, clock } = await payStore();
    const transfer = await placeWith(store, "BANK_TRANSFER", 3);
    const withSlip = (await placeWith(store, "BANK_TRANSFER")).order;
    await sendSlip(store, withSlip, new Blob([PNG_BYTES]));
    const card = await placeWith(store, "PAYHERE", 2);
    const paidCard = (await placeWith(store, "PAYHERE")).order;
    await postNotice(store, signedNotice({ order_id: paidCard.orderId, payhere_amount: "100.00", status_code: "2" }));
    const cod = (await placeWith(store, "COD")).order;

    clock.advanceMinutes(61);
    expect(await holdPass(store, clock)).toEqual([card.order.orderId]);
    expect(await stockOf(store.db, card.part)).toBe(100);
    const canceledCard = await staffView(store, card.order);
    expect([canceledCard.orderStatus, canceledCard.payment.status]).toEqual(["CANCELED", "CANCELED"]);
    expect(canceledCard.statusHistory.at(-1)?.changedBy).toBe("Shop: not paid within 1 h");

    clock.advanceMinutes(47 * 60);
    expect(await holdPass(store, clock)).toEqual([transfer.order.orderId]);
    expect(await stockOf(store.db, transfer.part)).toBe(100);
    clock.advanceMinutes(24 * 60 * 30);
    expect(await holdPass(store, clock)).toEqual([]);
    for (const kept of [withSlip, paidCard, cod]) expect((await staffView(store, kept)).orderStatus).toBe("PENDING");
  });

  test("a window of 0 hours keeps unpaid orders however old", async () => {
    const { store, clock } = await payStore();
    await store.api("/payments/admin/settings", {
      method: "PUT",
      headers: await store.asAdmin(),
      json: {
        cod: { enabled: true, maxTotal: 25000, fee: 0 },
        bankTransfer: { enabled: true, holdHours: 0 },
        payhere: { enabled: true, holdHours: 0 },
      },
    });
    await placeWith(store, "BANK_TRANSFER");
    await placeWith(store, "PAYHERE");
    clock.advanceMinutes(24 * 60 * 365);
    expect(await holdPass(store, clock)).toEqual([]);
  });
});

/** One pass of the hold, as the running store makes every minute. */
const holdPass = (store: TestApp, clock: ReturnType<typeof manualClock>) =>
  createOrderStatus({ db: store.db, clock: clock.now, texts: createOrderTexts(store.config) }).releaseUnpaid();
