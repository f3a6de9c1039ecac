import { createHash } from "node:crypto";

// Apart from payments.ts (which builds test stores, hooked to the test runner): `bun run dev` and the benchmarks
// use these outside it.

/** PayHere's sandbox example merchant (their documentation's figures); the stand-in and the tests sign with it. */
export const TEST_PAYHERE = {
  PAYHERE_MERCHANT_ID: "1211149",
  PAYHERE_MERCHANT_SECRET: "MzE5MDk3ODc0MjQ0Mzg0NjUyNjE1NTk1MzY1NzI5MTUxMjI4NzQ2",
};

const md5 = (text: string) => createHash("md5").update(text).digest("hex").toUpperCase();

/** A notify as PayHere posts it, signed with `secret` (the test merchant's unless given). */
export function signedNotice(
  fields: { order_id: string; payhere_amount: string; status_code: string; payhere_currency?: string },
  { merchantId = TEST_PAYHERE.PAYHERE_MERCHANT_ID, secret = TEST_PAYHERE.PAYHERE_MERCHANT_SECRET } = {},
): Record<string, string> {
  const currency = fields.payhere_currency ?? "LKR";
  return {
    merchant_id: merchantId,
    order_id: fields.order_id,
    payment_id: "320025071278",
    payhere_amount: fields.payhere_amount,
    payhere_currency: currency,
    status_code: fields.status_code,
    md5sig: md5(merchantId + fields.order_id + fields.payhere_amount + currency + fields.status_code + md5(secret)),
    method: "VISA",
    status_message: fields.status_code === "2" ? "Successfully completed the payment." : "Payment not completed",
  };
}
