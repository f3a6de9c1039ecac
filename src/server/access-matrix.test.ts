import { beforeAll, describe, expect, test } from "bun:test";
import { can, type Permission } from "../shared/permissions";
import { cookieHeader, createAccount, setCookies, TEST_PASSWORD } from "../test/accounts";
import { signInSteps } from "../test/second-factor";
import { makeTestApp, type TestApp } from "../test/test-app";

/**
 * `refresh-token`: the refresh token is the credential (401 without one, whoever asks); `second-step`: so is the
 * ticket a right password earned.
 */
type Access = "public" | "staff" | "refresh-token" | "second-step" | Permission;

/**
 * Who may call each API operation: the store's access policy as one table. The test below reads the app's own
 * route list, so an operation added without a line here fails it, and each line is checked against real requests.
 */
const POLICY: Record<string, Access> = {
  "GET /api/v1/openapi/json": "public",
  "GET /api/v1/openapi": "public",
  "POST /api/v1/auth/login": "public",
  "GET /api/v1/bot-check/challenge": "public",
  "POST /api/v1/auth/refresh": "refresh-token",
  "POST /api/v1/auth/logout": "public",
  "GET /api/v1/auth/me": "staff",
  "POST /api/v1/auth/second-factor": "second-step",
  "GET /api/v1/auth/second-factor": "staff",
  "POST /api/v1/auth/second-factor/recovery-codes": "staff",
  "PUT /api/v1/users/reset-second-factor/:id": "staff.manage",
  "GET /api/v1/users/second-factor-policy": "staff.manage",
  "PUT /api/v1/users/second-factor-policy": "staff.manage",
  "POST /api/v1/users/register": "public",
  "POST /api/v1/users/forgot-password-verify": "public",
  "POST /api/v1/users/resend": "public",
  "POST /api/v1/users/verify-reset": "public",
  "POST /api/v1/users/reset-password": "public",
  "GET /api/v1/users/get-all-users": "staff.manage",
  "PUT /api/v1/users/activate-user/:id": "staff.manage",
  "PUT /api/v1/users/disable-user/:id": "staff.manage",
  "PUT /api/v1/users/change-user-role/:id": "staff.manage",
  "PUT /api/v1/users/set-user-password/:id": "staff.manage",
  "PUT /api/v1/users/unlock-user/:id": "staff.manage",
  "GET /api/v1/security-events/admin/list": "activity.view",
  "GET /api/v1/console-search": "staff",
  "GET /api/v1/auth/sessions": "staff",
  "DELETE /api/v1/auth/sessions/:sessionId": "staff",
  "POST /api/v1/auth/sessions/sign-out-others": "staff",
  "GET /api/v1/brands/visitor/get-all-for-client": "public",
  "GET /api/v1/brands/get-all": "staff",
  "GET /api/v1/brands/get-all-brands-name-list": "staff",
  "GET /api/v1/brands/get-all-brands": "staff",
  "GET /api/v1/brands/count": "staff",
  "POST /api/v1/brands/add-brand": "catalog.edit",
  "PUT /api/v1/brands/update-brand/:id": "catalog.edit",
  "DELETE /api/v1/brands/delete-brand/:id": "catalog.delete",
  "GET /api/v1/categories/visitor/get-all-for-client": "public",
  "GET /api/v1/categories/get-all": "staff",
  "GET /api/v1/categories/get-all-list": "staff",
  "GET /api/v1/categories/get-all-by-brand": "staff",
  "GET /api/v1/categories/get-all-by-brand/:brandId": "staff",
  "GET /api/v1/categories/count": "staff",
  "POST /api/v1/categories/add-category": "catalog.edit",
  "PUT /api/v1/categories/update-category/:id": "catalog.edit",
  "DELETE /api/v1/categories/delete-category/:id": "catalog.delete",
  "GET /api/v1/sub-categories/visitor/get-all-for-client": "public",
  "GET /api/v1/sub-categories/get-all": "staff",
  "GET /api/v1/sub-categories/get-all-sub-categories-by-search-text-and/:categoryId": "staff",
  "GET /api/v1/sub-categories/get-all-paginated": "staff",
  "GET /api/v1/sub-categories/count": "staff",
  "POST /api/v1/sub-categories/add-sub-category": "catalog.edit",
  "PUT /api/v1/sub-categories/update-sub-category/:id": "catalog.edit",
  "DELETE /api/v1/sub-categories/delete-sub-category/:id": "catalog.delete",
  "GET /api/v1/vehicles/visitor/makes": "public",
  "GET /api/v1/vehicles/visitor/models": "public",
  "GET /api/v1/vehicles/visitor/generations": "public",
  "GET /api/v1/vehicles/visitor/search": "public",
  "GET /api/v1/vehicles/visitor/by-code/:code": "public",
  "GET /api/v1/vehicles/visitor/product-fitments/:id": "public",
  "GET /api/v1/vehicles/get-all-vehicles": "staff",
  "GET /api/v1/vehicles/product-fitments/:id": "staff",
  "POST /api/v1/vehicles/add-vehicle": "fitment.edit",
  "PUT /api/v1/vehicles/update-vehicle/:id": "fitment.edit",
  "DELETE /api/v1/vehicles/delete-vehicle/:id": "catalog.delete",
  "PUT /api/v1/vehicles/set-product-fitments/:id": "fitment.edit",
  "POST /api/v1/vehicles/add-fitments": "fitment.edit",
  "POST /api/v1/vehicles/remove-fitments": "fitment.edit",
  "GET /api/v1/products/visitor/get-all-products": "public",
  "GET /api/v1/products/visitor/get-all-products-search": "public",
  "GET /api/v1/products/visitor/suggestions": "public",
  "GET /api/v1/products/visitor/get-product-by-id/:id": "public",
  "GET /api/v1/products/get-all-products": "staff",
  "GET /api/v1/products/get-product-by-id/:id": "staff",
  "GET /api/v1/products/count": "staff",
  "GET /api/v1/products/low-stock": "staff",
  "GET /api/v1/products/search-words": "staff",
  "PUT /api/v1/products/search-words": "catalog.edit",
  "DELETE /api/v1/products/search-words/:id": "catalog.edit",
  "GET /api/v1/products/reorder-level": "staff",
  "PUT /api/v1/products/reorder-level": "settings.edit",
  "POST /api/v1/products/add-product": "catalog.edit",
  "PUT /api/v1/products/update-product/:id": "catalog.edit",
  "PUT /api/v1/products/change-existing-qty/:id/:qty": "products.stock",
  "PUT /api/v1/products/set-active/:id": "products.active",
  "PUT /api/v1/products/set-reorder-level/:id": "products.stock",
  "DELETE /api/v1/products/delete-product/:id": "catalog.delete",
  "POST /api/v1/products/imports": "catalog.edit",
  "GET /api/v1/orders/export.csv": "orders.export",
  "POST /api/v1/products/bulk-edit": "catalog.edit",
  "GET /api/v1/products/export.csv": "staff",
  "GET /api/v1/products/imports/latest": "catalog.edit",
  "GET /api/v1/products/imports/:importId": "catalog.edit",
  "PUT /api/v1/products/imports/:importId/mapping": "catalog.edit",
  "POST /api/v1/products/imports/:importId/start": "catalog.edit",
  "POST /api/v1/products/imports/:importId/cancel": "catalog.edit",
  "GET /api/v1/products/imports/:importId/refused.csv": "catalog.edit",
  "POST /api/v1/orders/visitor/make-order": "public",
  "GET /api/v1/orders/visitor/track": "public",
  "POST /api/v1/orders/visitor/track": "public",
  "GET /api/v1/cart": "public",
  "POST /api/v1/cart/items": "public",
  "PUT /api/v1/cart/items/:productId": "public",
  "DELETE /api/v1/cart/items/:productId": "public",
  "POST /api/v1/cart/merge": "public",
  "GET /api/v1/cart/delivery-quote": "public",
  "GET /api/v1/delivery/visitor/branches": "public",
  "GET /api/v1/delivery/settings": "staff",
  "POST /api/v1/delivery/zones": "settings.edit",
  "PUT /api/v1/delivery/zones/:id": "settings.edit",
  "DELETE /api/v1/delivery/zones/:id": "settings.edit",
  "PUT /api/v1/delivery/free-above": "settings.edit",
  "GET /api/v1/messages/templates": "staff",
  "POST /api/v1/messages/visitor/back-in-stock": "public",
  "POST /api/v1/messages/visitor/back-in-stock/confirm": "public",
  "PUT /api/v1/messages/templates/:kind": "settings.edit",
  "DELETE /api/v1/messages/templates/:kind": "settings.edit",
  "GET /api/v1/messages/outbox": "staff",
  "GET /api/v1/messages/settings": "staff",
  "PUT /api/v1/messages/settings": "settings.edit",
  "GET /api/v1/messages/alerts": "staff",
  "POST /api/v1/delivery/branches": "settings.edit",
  "PUT /api/v1/delivery/branches/:id": "settings.edit",
  "DELETE /api/v1/delivery/branches/:id": "settings.edit",
  "GET /api/v1/payments/visitor/methods": "public",
  "POST /api/v1/payments/visitor/slip": "public",
  "POST /api/v1/payments/visitor/change-method": "public",
  "POST /api/v1/payments/payhere/notify": "public",
  "GET /api/v1/payments/settings": "staff",
  "PUT /api/v1/payments/admin/settings": "settings.edit",
  "POST /api/v1/payments/admin/bank-accounts": "settings.edit",
  "PUT /api/v1/payments/admin/bank-accounts/:id": "settings.edit",
  "DELETE /api/v1/payments/admin/bank-accounts/:id": "settings.edit",
  "POST /api/v1/payments/orders/:orderId/mark-paid": "payments.verify",
  "POST /api/v1/payments/orders/:orderId/reject-slip": "payments.verify",
  "POST /api/v1/payments/admin/orders/:orderId/refund": "payments.refund",
  "GET /api/v1/payments/orders/:orderId/slips/:slipId": "staff",
  "GET /api/v1/payments/orders/:orderId/invoice": "staff",
  "POST /api/v1/newsletter/visitor/subscribe": "public",
  "POST /api/v1/contact/visitor/send": "public",
  "GET /api/v1/orders/get-all": "staff",
  "GET /api/v1/orders/count": "staff",
  "GET /api/v1/orders/summary": "staff",
  "GET /api/v1/orders/sales-by-day": "staff",
  "PUT /api/v1/orders/admin/update-order-status": "orders.status",
  "DELETE /api/v1/orders/admin/delete/:id": "orders.delete",
  "POST /api/v1/orders/:orderId/notes": "orders.notes",
  "PUT /api/v1/orders/:orderId/details": "orders.details",
  "POST /api/v1/orders/:orderId/dispatch": "orders.dispatch",
  "GET /api/v1/orders/:orderId": "staff",
  "ALL /api/v1/*": "public",
};

/** Path parameters that name nothing, so an allowed call changes nothing (it answers 404 or 400). */
const fill = (path: string) =>
  path
    .replace(/:orderId/, "ORD-20000101-0000")
    .replace(/:\w+/g, "999999")
    .replace("*", "nothing-here");

type Caller = { name: string; role: "anonymous" | "STAFF" | "ADMIN"; headers: Record<string, string>; csrf: boolean };

let store: TestApp;
let callers: Caller[];

/** Signs in through the real login route and returns the cookies a browser would hold (no refresh token). */
async function cookieSession(role: "STAFF" | "ADMIN", withCsrf: boolean): Promise<Caller> {
  const account = await createAccount(store.db, { role });
  const cookies = setCookies(await signInSteps(store, account.email, TEST_PASSWORD));
  const access = cookies.get("auth_token")?.value as string;
  const xsrf = cookies.get("XSRF-TOKEN")?.value as string;
  const headers: Record<string, string> = { cookie: cookieHeader({ auth_token: access, "XSRF-TOKEN": xsrf }) };
  if (withCsrf) headers["x-xsrf-token"] = xsrf;
  return { name: `${role} cookie${withCsrf ? "" : " without CSRF header"}`, role, headers, csrf: withCsrf };
}

beforeAll(async () => {
  store = makeTestApp({
    env: {
      LOGIN_REQUESTS_PER_MINUTE: "100000",
      ORDERS_PER_HOUR_PER_CLIENT: "100000",
      ORDERS_PER_HOUR_PER_ADDRESS: "100000",
      ORDERS_PER_HOUR_PER_NETWORK: "100000",
    },
  });
  callers = [
    { name: "anonymous", role: "anonymous", headers: {}, csrf: true },
    { name: "STAFF bearer", role: "STAFF", headers: await store.asStaff(), csrf: true },
    { name: "ADMIN bearer", role: "ADMIN", headers: await store.asAdmin(), csrf: true },
    await cookieSession("STAFF", true),
    await cookieSession("STAFF", false),
    await cookieSession("ADMIN", true),
    await cookieSession("ADMIN", false),
  ];
});

/** What a caller must get from an operation: refused with this status, or let through (anything but 401/403). */
function expected(access: Access, method: string, caller: Caller): 401 | 403 | "through" {
  if (access === "public") return "through";
  // None of the callers sends a refresh token: the matrix's cookies hold the access token only.
  if (access === "refresh-token" || access === "second-step") return 401;
  if (caller.role === "anonymous") return 401;
  if (!caller.csrf && !["GET", "HEAD"].includes(method)) return 403;
  if (access !== "staff" && !can(caller.role, access)) return 403;
  return "through";
}

describe("access matrix", () => {
  test("every API operation has a line in the access policy, and every line an operation", () => {
    const operations = store.app.routes
      .filter((route) => route.path.startsWith("/api/"))
      .map((route) => `${route.method} ${route.path}`);
    expect(operations.toSorted()).toEqual(Object.keys(POLICY).toSorted());
  });

  test("each operation answers each caller as the policy says", async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const [operation, access] of Object.entries(POLICY)) {
      const [method = "GET", path = ""] = operation.split(" ");
      for (const caller of callers) {
        const sendMethod = method === "ALL" ? "POST" : method;
        const hasBody = !["GET", "HEAD", "DELETE"].includes(sendMethod);
        // Each operation gets the kind of body it reads: the product forms are multipart, the rest JSON.
        const multipart = hasBody && (/\/(add-product|update-product)\//.test(`${path}/`) || path.endsWith("/imports"));
        const response = await store.request(fill(path), {
          method: sendMethod,
          headers: { ...caller.headers, ...(hasBody && !multipart ? { "content-type": "application/json" } : {}) },
          body: multipart ? new FormData() : hasBody ? "{}" : undefined,
        });
        calls++;
        const want = expected(access, sendMethod, caller);
        const got = response.status;
        const ok = want === "through" ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok) wrong.push(`${operation} as ${caller.name}: ${got}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBe(Object.keys(POLICY).length * callers.length);
  });
});
