import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { waitFor } from "../src/test/wait-for";
import { accessibilityProblems } from "./support/accessibility";
import { apiCall, apiToken, createStaff, lockOut, secondStepOnPage, signInOnPage, snackbar } from "./support/console";
import { consolePages } from "./support/console-pages";
import { storeAndBrowser } from "./support/store-and-browser";
import { queryStore } from "./support/store-database";

const ADMIN = { email: "console-e2e@example.com", password: "console-e2e-password" };
// Every sign-in of this file comes from one address: lift the per-address throttle, keep the lockout.
const running = storeAndBrowser({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_REQUESTS_PER_MINUTE: "1000",
  ORDERS_PER_HOUR_PER_CLIENT: "1000",
});
const { origin, withPage, open, signedIn: signedInAt } = consolePages(running, ADMIN);
const signedIn = (page: Page, account = ADMIN, path = "/console/dashboard") =>
  signedInAt(page, path, "Orders Management", account);
let adminToken = "";
beforeAll(async () => {
  adminToken = await apiToken(origin(), ADMIN.email, ADMIN.password);
}, 60_000);

/** The text of the last e-mail the store wrote to `recipient` (its outbox, read beside the running store). */
async function latestEmailTo(recipient: string): Promise<string> {
  const [row] = await queryStore<{ body: string }>(
    running.store,
    "SELECT text_body AS body FROM email_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1",
    recipient,
  );
  return row?.body ?? "";
}

/** A new order of 2 of a product in stock, placed as a customer would; with the product's stock before it. */
async function placeOrder() {
  const products = await apiCall<{ data: { productId: number; qty: number }[] }>(
    origin(),
    "/products/visitor/get-all-products?size=50",
  );
  const product = products.data.find((row) => row.qty >= 5);
  if (!product) throw new Error("the demo catalog has no product with stock");
  const order = await apiCall<{ orderId: string; propertyId: number }>(origin(), "/orders/visitor/make-order", {
    method: "POST",
    json: {
      customerFullName: `Console Test ${crypto.randomUUID().slice(0, 6)}`,
      customerEmail: "console.test@example.com",
      customerPrimaryMobile: "077 555 1234",
      customerAddress: "No. 5, Lake Road, Kandy",
      orderItems: [{ productId: product.productId, quantity: 2 }],
      payment: { method: "BANK_TRANSFER" },
    },
  });
  return { order, productId: product.productId, stockBefore: product.qty };
}

const stockOf = async (productId: number) =>
  (await apiCall<{ qty: number }>(origin(), `/products/visitor/get-product-by-id/${productId}`)).qty;

/** The order's row in the table, found by searching for its number (typed as `typed`). */
async function findOrder(page: Page, orderId: string, typed = orderId) {
  await page.getByLabel("Search orders").fill(typed);
  await page.waitForURL((url) => url.searchParams.get("q") === orderId.toLowerCase());
  await page.getByText("1 – 1 of 1").waitFor();
  return page.getByRole("row").filter({ hasText: orderId });
}

describe("signing in", () => {
  test("a console URL while signed out goes to sign-in, which comes back to it; the session survives a reload; logout ends it", async () => {
    await withPage(
      async (page) => {
        await open(page, "/console/dashboard?status=PENDING");
        expect(new URL(page.url()).pathname).toBe("/sign-in");
        expect(new URL(page.url()).searchParams.get("redirectUrl")).toBe("/console/dashboard?status=PENDING");
        await expect(page.getByRole("button", { name: "Sign In Now" }).isDisabled()).resolves.toBe(true);

        await signInOnPage(page, ADMIN.email, "not the password");
        await snackbar(page).getByText("Invalid username or password.").waitFor();

        await page.getByLabel("Current Password").fill(ADMIN.password);
        await page.getByRole("button", { name: "Sign In Now" }).click();
        await page.waitForURL((url) => url.pathname === "/security/two-step");
        await secondStepOnPage(page, ADMIN.email);
        await snackbar(page).getByText("Login successful!").waitFor();
        await page.waitForURL((url) => url.pathname === "/console/dashboard" && url.search === "?status=PENDING");
        await expect(page.getByLabel("Status", { exact: true }).inputValue()).resolves.toBe("PENDING");

        await page.reload();
        await page.getByRole("heading", { name: "Orders Management" }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/console/dashboard");

        await page.getByRole("button", { name: "Logout" }).click();
        await page.waitForURL((url) => url.pathname === "/sign-in");
        await page.goto(`${origin()}/console/dashboard`);
        expect(new URL(page.url()).pathname).toBe("/sign-in");
      },
      { expected: [[401, "/api/v1/auth/login"]] },
    );
  }, 60_000);

  test("Remember me! prefills the e-mail after logout", async () => {
    await withPage(async (page) => {
      await open(page, "/sign-in");
      await signInOnPage(page, ADMIN.email, ADMIN.password, { rememberMe: true });
      await page.getByRole("heading", { name: "Orders Management" }).waitFor();
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL((url) => url.pathname === "/sign-in");
      await page.waitForSelector("html[data-hydrated=true]");
      await expect(page.getByLabel("Email or Username").inputValue()).resolves.toBe(ADMIN.email);
      await expect(page.getByLabel("Remember me!").isChecked()).resolves.toBe(true);
    });
  }, 60_000);

  test("a locked account and a pending account are told why", async () => {
    const locked = await createStaff(origin(), adminToken);
    await lockOut(origin(), locked.email);
    const pending = await createStaff(origin(), adminToken, { pending: true });
    await withPage(
      async (page) => {
        await open(page, "/sign-in");
        await signInOnPage(page, locked.email, locked.password);
        await snackbar(page)
          .getByText(
            /^Account is temporarily locked due to multiple failed attempts\. Please try again in 1[45] minutes\.$/,
          )
          .waitFor();
        await signInOnPage(page, pending.email, pending.password);
        await snackbar(page).getByText("This account is waiting for an admin to activate it.").waitFor();
        expect(new URL(page.url()).pathname).toBe("/sign-in");
      },
      {
        expected: [
          [423, "/api/v1/auth/login"],
          [403, "/api/v1/auth/login"],
        ],
      },
    );
  }, 60_000);
});

describe("sign-up and password reset", () => {
  test("a new staff member asks for an account, then resets a forgotten password with the e-mailed code", async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await withPage(async (page) => {
      await open(page, "/sign-in");
      await page.getByRole("link", { name: "Ask for a staff account" }).click();
      await page.getByRole("heading", { name: "Ask for a staff account" }).waitFor();
      await page.getByLabel("First name").fill("Nuwan");
      await page.getByLabel("Last name").fill("Fernando");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("first-password-123");
      await page.getByRole("button", { name: "Create account" }).click();
      await page.getByText(/An admin must activate the account for .* before you can sign in/).waitFor();
    });
    const account = (
      await apiCall<{ data: { id: number; email: string }[] }>(origin(), "/users/get-all-users?size=100", {
        token: adminToken,
      })
    ).data.find((row) => row.email === email);
    await apiCall(origin(), `/users/activate-user/${account?.id}`, { method: "PUT", token: adminToken });

    await withPage(async (page) => {
      await open(page, "/sign-in");
      await page.getByRole("link", { name: "Forgot Password?" }).click();
      await page.getByRole("heading", { name: "Reset your password" }).waitFor();
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Send code" }).click();
      await page.getByLabel("Code").waitFor();
      const code = /^\s+(\S+)$/m.exec(await latestEmailTo(email))?.[1] ?? "";
      await page.getByLabel("Code").fill(code);
      await page.getByRole("button", { name: "Verify code" }).click();
      await page.getByLabel("New Password").fill("second-password-456");
      await page.getByLabel("Confirm Password").fill("second-password-456");
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByRole("link", { name: "Sign In Now" }).click();
      await signInOnPage(page, email, "second-password-456");
      await page.getByRole("heading", { name: "Orders Management" }).waitFor();
    });
  }, 60_000);

  test("a reset asked for after the form was left open half an hour sends a proof worked out afresh", async () => {
    await withPage(
      async (page) => {
        // The browser's clock jumps 26 minutes when Send code is pressed: the form was left open that long, and the
        // store refuses a proof whose challenge (30 minutes) has ended.
        await page.addInitScript(() => {
          const now = Date.now.bind(Date);
          let ahead = 0;
          Date.now = () => now() + ahead;
          const sending = (event: Event) =>
            (event.target as Element | null)?.closest?.("button")?.textContent === "Send code";
          window.addEventListener(
            "click",
            (event) => {
              if (sending(event)) ahead = 26 * 60_000;
            },
            true,
          );
        });
        const challenges: string[] = [];
        page.on("response", async (response) => {
          if (!response.url().endsWith("/api/v1/bot-check/challenge")) return;
          challenges.push(((await response.json()) as { signature: string }).signature);
        });
        await open(page, "/security/forgot-password");
        await page.getByLabel("Email", { exact: true }).fill("nobody-yet@example.com");
        await waitFor("the first challenge read", () => challenges.length === 1);
        const asked = page.waitForRequest((request) => request.url().includes("/users/forgot-password-verify"));
        await page.getByRole("button", { name: "Send code" }).click();
        const proof = (await asked).headers()["x-altcha"] ?? "";
        const sent = JSON.parse(Buffer.from(proof, "base64").toString()) as { challenge: { signature: string } };
        await page.getByLabel("Code").waitFor();
        await waitFor("the second challenge read", () => challenges.length >= 2);
        expect(sent.challenge.signature).toBe(challenges[1] as string);
      },
      { fresh: true },
    );
  }, 60_000);
});

describe("the dashboard", () => {
  test("shows the same counts as the API, and finds orders by search and page", async () => {
    const counts = Object.fromEntries(
      await Promise.all(
        ["orders", "products", "brands", "categories"].map(
          async (name) => [name, await apiCall<number>(origin(), `/${name}/count`, { token: adminToken })] as const,
        ),
      ),
    );
    await withPage(async (page) => {
      await signedIn(page);
      for (const [label, name] of [
        ["Orders", "orders"],
        ["Products", "products"],
        ["Brands", "brands"],
        ["Categories", "categories"],
      ] as const) {
        const card = page.getByRole("list", { name: "Counts" }).getByRole("listitem").filter({ hasText: label });
        expect((await card.textContent())?.replace(/,/g, "")).toBe(`${label}${counts[name]}`);
      }

      // Five a page by default; the next page goes on from the sixth.
      const total = await apiCall<{ count: number }>(origin(), "/orders/get-all?size=1", { token: adminToken });
      expect(await page.locator("tbody tr").count()).toBe(Math.min(5, total.count));
      expect(total.count).toBeGreaterThan(5);
      await page.getByRole("button", { name: "Next page" }).click();
      await page.waitForURL((url) => url.searchParams.get("page") === "2");
      await page.getByText(`6 – ${Math.min(10, total.count)} of ${total.count}`).waitFor();
      await page.getByLabel("Items per page:").selectOption("10");
      await page.waitForURL((url) => url.searchParams.get("size") === "10" && !url.searchParams.has("page"));
      await page.getByText(`1 – ${Math.min(10, total.count)} of ${total.count}`).waitFor();

      // Search: trimmed, lower-cased, from the first page; nothing found says so.
      const { order } = await placeOrder();
      await page.reload();
      const row = await findOrder(page, order.orderId, `  ${order.orderId.toLowerCase()} `);
      expect(await page.locator("tbody tr").count()).toBe(1);
      expect(await row.getByRole("link").first().getAttribute("href")).toBe("tel:+94775551234");
      await page.getByLabel("Search orders").fill("no customer has this name");
      await page.getByText("No orders found matching your search criteria").waitFor();
    });
  }, 60_000);

  test("an unpaid order beyond the shop's limits waits on top of the dashboard, holding nothing; an admin cancels it", async () => {
    const products = await apiCall<{ data: { productId: number; qty: number }[] }>(
      origin(),
      "/products/visitor/get-all-products?size=50",
    );
    const product = products.data.find((row) => row.qty >= 12);
    if (!product) throw new Error("the demo catalog has no product with 12 in stock");
    // 12 of one part by bank transfer, unpaid: beyond the 10 units an unpaid order may hold.
    const order = await apiCall<{ orderId: string; propertyId: number }>(origin(), "/orders/visitor/make-order", {
      method: "POST",
      json: {
        customerFullName: "Bulk Buyer",
        customerPrimaryMobile: "077 555 9876",
        customerAddress: "No. 9, Temple Road, Galle",
        orderItems: [{ productId: product.productId, quantity: 12 }],
        payment: { method: "BANK_TRANSFER" },
      },
    });
    try {
      expect(await stockOf(product.productId)).toBe(product.qty);
      for (const width of [360, 1280]) {
        await withPage(
          async (page) => {
            await signedIn(page);
            const waiting = page.getByRole("region", { name: /^Waiting for you/ });
            await waiting.getByText(order.orderId).waitFor();
            if (process.env.SCREENSHOTS)
              await page.screenshot({ path: `${process.env.SCREENSHOTS}/waiting-orders-${width}.png` });
            if (width === 360) return;
            await waiting.getByRole("button", { name: `Cancel waiting order ${order.orderId}` }).click();
            await page.getByRole("alertdialog").getByRole("button", { name: "Update" }).click();
            await snackbar(page).getByText(`Order ${order.orderId} is now Canceled.`).waitFor();
            await waiting.waitFor({ state: "detached" });
          },
          { width },
        );
      }
      expect(await stockOf(product.productId)).toBe(product.qty);
    } finally {
      await apiCall(origin(), `/orders/admin/update-order-status?orderId=${order.propertyId}&status=CANCELED`, {
        method: "PUT",
        token: adminToken,
      }).catch(() => undefined);
    }
  }, 60_000);

  test("an admin cancels an order (its stock comes back), sees the change in its history, and deletes it", async () => {
    const { order, productId, stockBefore } = await placeOrder();
    expect(await stockOf(productId)).toBe(stockBefore - 2);
    await withPage(async (page) => {
      await signedIn(page);
      const row = await findOrder(page, order.orderId);

      // Cancel in the confirm dialog first: nothing changes.
      await row.getByLabel(`Status of order ${order.orderId}`).selectOption("CANCELED");
      const confirm = page.getByRole("alertdialog", { name: "Change Order Status" });
      await confirm.getByText(`Are you sure you want to change order ${order.orderId} status to Canceled?`).waitFor();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(row.getByLabel(`Status of order ${order.orderId}`).inputValue()).resolves.toBe("PENDING");
      expect(await stockOf(productId)).toBe(stockBefore - 2);

      await row.getByLabel(`Status of order ${order.orderId}`).selectOption("CANCELED");
      await confirm.getByRole("button", { name: "Update" }).click();
      await snackbar(page).getByText(`Order ${order.orderId} is now Canceled.`).waitFor();
      await expect(row.getByLabel(`Status of order ${order.orderId}`).inputValue()).resolves.toBe("CANCELED");
      expect(await stockOf(productId)).toBe(stockBefore);

      await row.getByRole("button", { name: `View order ${order.orderId}` }).click();
      const details = page.getByRole("dialog", { name: `Order ${order.orderId}` });
      await details.getByText("No. 5, Lake Road, Kandy").waitFor();
      const me = await apiCall<{ firstName: string; lastName: string }>(origin(), "/auth/me", { token: adminToken });
      await details.getByText(new RegExp(`^by ${me.firstName} ${me.lastName}, `)).waitFor();
      await details.getByText(/^by Customer, /).waitFor();
      await details.getByRole("button", { name: "Close" }).click();

      await row.getByRole("button", { name: `Delete order ${order.orderId}` }).click();
      const deleting = page.getByRole("alertdialog", { name: "Delete Order" });
      await deleting.getByText(`Are you sure you want to delete order ${order.orderId}?`).waitFor();
      await deleting.getByRole("button", { name: "Delete" }).click();
      await snackbar(page).getByText(`Order ${order.orderId} deleted.`).waitFor();
      await page.getByText("No orders found matching your search criteria").waitFor();
    });
  }, 60_000);

  test("leaving CANCELED when the stock is gone shows the server's reason and keeps the status", async () => {
    const { order } = await placeOrder();
    await apiCall(origin(), `/orders/admin/update-order-status?orderId=${order.propertyId}&status=CANCELED`, {
      method: "PUT",
      token: adminToken,
    });
    const detail = await apiCall<{ orderItems: { productId: number }[] }>(origin(), `/orders/${order.orderId}`, {
      token: adminToken,
    });
    const productId = detail.orderItems[0]?.productId ?? 0;
    await apiCall(origin(), `/products/change-existing-qty/${productId}/0`, { method: "PUT", token: adminToken });
    await withPage(
      async (page) => {
        await signedIn(page);
        const row = await findOrder(page, order.orderId);
        await row.getByLabel(`Status of order ${order.orderId}`).selectOption("PENDING");
        await page
          .getByRole("alertdialog", { name: "Change Order Status" })
          .getByRole("button", { name: "Update" })
          .click();
        await snackbar(page)
          .getByText(/not enough stock|only \d+ left|out of stock/i)
          .waitFor();
        await expect(row.getByLabel(`Status of order ${order.orderId}`).inputValue()).resolves.toBe("CANCELED");
      },
      { expected: [[409, "/api/v1/orders/admin/update-order-status"]] },
    );
  }, 60_000);

  test("a STAFF member moves orders on, but sees no delete and no Staff page", async () => {
    const staff = await createStaff(origin(), adminToken);
    await withPage(
      async (page) => {
        await signedIn(page, staff);
        await page.locator("tbody tr").first().waitFor();
        expect(await page.getByRole("combobox", { name: /^Status of order/ }).count()).toBeGreaterThan(0);
        expect(await page.getByRole("button", { name: /^Delete order/ }).count()).toBe(0);
        expect(await page.getByRole("link", { name: "Staff" }).count()).toBe(0);
        await page.goto(`${origin()}/console/staff`);
        await page.getByRole("heading", { name: "Not open to your account" }).waitFor();
        await page.getByText("Only an admin can open this page.").waitFor();
        expect(await page.getByRole("link", { name: "Try again" }).count()).toBe(0);
        await page.getByRole("link", { name: "Back to the start" }).waitFor();
      },
      { expected: [[403, "/console/staff"]] },
    );
  }, 60_000);
});

describe("accessibility", () => {
  test("sign-in, the dashboard and the order dialog have no serious or critical axe findings", async () => {
    await withPage(async (page) => {
      const found: string[] = [];
      await open(page, "/sign-in");
      found.push(...(await accessibilityProblems(page, "sign-in")));
      await page.getByLabel("Email or Username").fill(ADMIN.email);
      await page.getByLabel("Current Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Sign In Now" }).click();
      await page.getByRole("heading", { name: "Two-step sign-in", exact: true }).waitFor();
      found.push(...(await accessibilityProblems(page, "two-step sign-in")));
      await secondStepOnPage(page, ADMIN.email);
      await page.getByRole("heading", { name: "Orders Management" }).waitFor();
      found.push(...(await accessibilityProblems(page, "dashboard")));
      await page
        .getByRole("button", { name: /^View order/ })
        .first()
        .click();
      await page.getByText("Status history").waitFor();
      await page.getByText(/^by /).first().waitFor();
      found.push(...(await accessibilityProblems(page, "order dialog")));
      expect(found).toEqual([]);
    });
  }, 60_000);
});
