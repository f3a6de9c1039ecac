import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { closeDatabase } from "../../db/database";
import { CART_FORMS, INVOICE_PATH, PAYMENT_PATH } from "../../shared/cart-forms";
import { SIGN_IN_PATH, TWO_STEP_PATH } from "../../shared/paths";
import { makeTestApp, type TestApp } from "../../test/test-app";
import { NOTIFY_PATH } from "../modules/payments";
import { MAX_FORM_BODY_BYTES, MAX_FORM_FIELDS, MAX_PUBLIC_UPLOAD_BYTES, MAX_UPLOAD_PARTS } from "./form-body";

let store: TestApp;
beforeAll(() => {
  store = makeTestApp();
});
afterAll(() => closeDatabase(store.db));

/** Every form a stranger can post: the storefront's pages, sign-in, and the PayHere notify. */
const PUBLIC_FORMS = [
  "/api/v1/orders/visitor/make-order",
  NOTIFY_PATH,
  "/client/checkout",
  "/client/orders/track",
  "/client/contact",
  "/client/home",
  "/client/newsletter",
  "/client/product/1",
  CART_FORMS.add,
  CART_FORMS.update,
  CART_FORMS.remove,
  PAYMENT_PATH,
  INVOICE_PATH,
  SIGN_IN_PATH,
  TWO_STEP_PATH,
];

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  store.app.handle(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { origin: "http://localhost", ...headers },
      body,
    }),
  );

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A body sent as a stream, so it carries no content-length and must be read to be measured. */
const streamOf = (text: string) =>
  new ReadableStream({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.slice(at, at + 16 * 1024));
      controller.close();
    },
  });

describe("form bodies are measured before anything parses them", () => {
  // The drill's body: a million fields in 10 MB, which kept make-order busy for 7.6 s.
  const millionFields = Array.from({ length: 1_000_000 }, (_, i) => `f${i}=1`).join("&");

  for (const path of PUBLIC_FORMS) {
    test(`${path}: a 10 MB form is 413 from its length; streamed without one, refused at the cap`, async () => {
      const declared = await post(path, millionFields, { ...FORM, "content-length": String(millionFields.length) });
      expect(declared.status).toBe(413);
      expect(await declared.text()).toContain(`The form can be at most ${MAX_FORM_BODY_BYTES / 1024} kB.`);

      const streamed = await post(path, streamOf(millionFields), FORM);
      expect([400, 413]).toContain(streamed.status);
      expect(await streamed.text()).toMatch(/The form (holds too many fields|can be at most)/);
    });
  }

  test("a form under the size cap with too many fields is 400, one within both limits is read", async () => {
    const crowded = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=1`).join("&");
    const refused = await post("/client/orders/track", crowded, FORM);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`The form holds too many fields (at most ${MAX_FORM_FIELDS}).`);

    const fine = `${Array.from({ length: MAX_FORM_FIELDS - 2 }, (_, i) => `f${i}=1`).join("&")}&orderId=LK-1&contact=0771234567`;
    const read = await post("/client/orders/track", fine, FORM);
    // Read and answered by the page: no such order for that mobile.
    expect(read.status).toBe(404);
    expect(await read.text()).toContain('value="LK-1"');
  });
});

describe("multipart bodies are measured before anything parses them", () => {
  const multipart = (parts: number, bytesEach: number) => {
    const boundary = "----drill";
    const body = `${Array.from(
      { length: parts },
      (_, i) => `--${boundary}\r\ncontent-disposition: form-data; name="f${i}"\r\n\r\n${"x".repeat(bytesEach)}\r\n`,
    ).join("")}--${boundary}--\r\n`;
    return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
  };

  test("a slip upload past the public cap is 413 at once; one with too many parts is 400", async () => {
    const large = multipart(2, MAX_PUBLIC_UPLOAD_BYTES / 2 + 1);
    const tooLarge = await post(PAYMENT_PATH, large.body, {
      ...large.headers,
      "content-length": String(large.body.length),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain("The upload can be at most 6 MB.");

    const busy = multipart(MAX_UPLOAD_PARTS + 1, 1);
    const tooBusy = await post(PAYMENT_PATH, streamOf(busy.body), busy.headers);
    expect(tooBusy.status).toBe(400);
    expect(await tooBusy.text()).toContain(`The upload holds too many parts (at most ${MAX_UPLOAD_PARTS}).`);
  });

  test("staff may upload more than the public cap (a product's ten photos)", async () => {
    const large = multipart(2, MAX_PUBLIC_UPLOAD_BYTES / 2 + 1);
    const response = await post("/api/v1/products/add-product", large.body, {
      ...large.headers,
      ...(await store.asAdmin()),
    });
    // Past the size check, the route's own validation speaks: the fields are not a product.
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain("The upload can be at most");
  });

  test("a multipart body without a boundary is 400", async () => {
    const response = await post(PAYMENT_PATH, "x", { "content-type": "multipart/form-data" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The upload has no multipart boundary.");
  });
});
