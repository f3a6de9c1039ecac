import { describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { accessibilityProblems } from "./support/accessibility";
import { watchForProblems } from "./support/page-problems";
import { storeAndBrowser } from "./support/store-and-browser";
import { queryStore } from "./support/store-database";

const running = storeAndBrowser();

async function openPage(browser: Browser, path: string, width = 1280, expected: [number, string][] = []) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems = watchForProblems(page, running.store.url, expected);
  await page.goto(`${running.store.url}${path}`);
  await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 });
  return { context, page, problems };
}

describe("the home page", () => {
  test("the part finder narrows category by brand and opens the store filtered; a part code finds the part", async () => {
    const { context, page, problems } = await openPage(running.browser, "/client/home");
    try {
      const finder = page.getByRole("region", { name: "Find the right part for your car" });
      const optionCount = () => finder.locator("select[name=category] option").count();
      const allCategories = await optionCount();
      await finder.locator("select[name=brand]").selectOption({ label: "Nissan Genuine Parts" });
      // Only the chosen brand's category names remain (React narrows the list after the choice), each once.
      await page.waitForFunction(
        (all) => document.querySelectorAll("select[name=category] option").length < all,
        allCategories,
      );
      const choose = async (name: string, text: RegExp) => {
        const value = await finder.locator(`select[name=${name}] option`, { hasText: text }).getAttribute("value");
        await finder.locator(`select[name=${name}]`).selectOption(value ?? "");
      };
      await choose("category", /^Brake System \(\d+ parts?\)$/);
      await choose("sub", /^Brake Pads \(\d+ parts?\)$/);
      await finder.getByRole("button", { name: "Find parts" }).click();
      await page.waitForURL(/\/client\/store\?brand=\d+&category=\d+&sub=\d+$/);
      await page.getByText(/^Showing 1–\d+ of \d+$/).waitFor();
      const names = await page.locator("article h3").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toContain("Nissan");

      expect(problems).toEqual([]);
      await page.goto(`${running.store.url}/client/home`);
      // Leaving the store page cancels the footer's lazy images still loading: not a fault of the page.
      problems.splice(0);
      await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 });
      await finder.getByLabel("Or part code / name").fill("0446552260");
      await finder.getByRole("button", { name: "Find parts" }).click();
      await page.waitForURL(/\/client\/store\?q=0446552260$/);
      await page.getByText("04465-52260").first().waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  test("the clock ticks each second after hydration without a warning; the top bar hides at 992 px", async () => {
    const { context, page, problems } = await openPage(running.browser, "/client/home");
    try {
      const clock = page.getByTestId("live-clock");
      await page.waitForFunction(() =>
        /^\d\d:\d\d:\d\d [AP]M$/.test(document.querySelector("[data-testid=live-clock]")?.textContent ?? ""),
      );
      const first = await clock.textContent();
      await page.waitForFunction(
        (shown) => document.querySelector("[data-testid=live-clock]")?.textContent !== shown,
        first,
        { timeout: 3_000 },
      );
      expect(await clock.isVisible()).toBe(true);
      await page.setViewportSize({ width: 992, height: 900 });
      expect(await clock.isVisible()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const [width, pages] of [
    [1280, 2],
    [360, 4],
  ] as const) {
    test(`testimonials page through ${pages} pages at ${width} px, previous and next disabled at the ends`, async () => {
      const { context, page, problems } = await openPage(running.browser, "/client/home", width);
      try {
        const previous = page.getByRole("button", { name: "Previous testimonials" });
        const next = page.getByRole("button", { name: "Next testimonials" });
        await page.getByText(`1 / ${pages}`).waitFor();
        expect(await previous.isDisabled()).toBe(true);
        for (let shown = 2; shown <= pages; shown++) {
          await next.click();
          await page.getByText(`${shown} / ${pages}`).waitFor();
        }
        expect(await next.isDisabled()).toBe(true);
        expect(await previous.isEnabled()).toBe(true);
        const visible = await page
          .locator("#testimonials ~ * figure, section[aria-labelledby=testimonials] li:not([aria-hidden=true]) figure")
          .count();
        expect(visible).toBe(width >= 992 ? 2 : 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test("the newsletter says why an address is refused, then subscribes it once", async () => {
    const { context, page, problems } = await openPage(running.browser, "/client/home", 360, [
      [400, "/api/v1/newsletter"],
    ]);
    try {
      const email = page.getByLabel("E-mail address");
      // A phone's column of field and button: the field keeps its 48 px height (it once collapsed to one line).
      expect((await email.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await email.fill("nimal@localhost");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await page.getByText("Enter a valid e-mail address").waitFor();
      expect(await email.getAttribute("aria-invalid")).toBe("true");
      await email.fill("Nimal.Journey@example.lk");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await page.getByText(/Thank you for subscribing!/).waitFor();
      expect(await email.inputValue()).toBe("");
      const rows = await queryStore<{ email: string }>(running.store, "SELECT email FROM newsletter_subscribers");
      expect(rows).toContainEqual({ email: "nimal.journey@example.lk" });
      expect(await accessibilityProblems(page, "home")).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("with JavaScript off in the browser", () => {
  const withoutScript = async (path: string) => {
    const context = await running.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${running.store.url}${path}`);
    return { context, page };
  };

  test("the whole home page shows, and the newsletter form posts to it: a refusal keeps the address", async () => {
    const { context, page } = await withoutScript("/client/home");
    try {
      expect(await page.getByRole("heading", { name: "New Arrival Parts" }).isVisible()).toBe(true);
      await page.getByLabel("E-mail address").fill("no-script@localhost");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await page.getByText("Enter a valid e-mail address").waitFor();
      expect(await page.getByLabel("E-mail address").inputValue()).toBe("no-script@localhost");
      await page.getByLabel("E-mail address").fill("no-script@example.lk");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await page.waitForURL(/\/client\/home\?done=1#newsletter$/);
      await page.getByText(/Thank you for subscribing!/).waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);

  test("the contact form posts to its page: every field error shown, nothing typed lost, then sent", async () => {
    const { context, page } = await withoutScript("/client/contact");
    try {
      await page.getByLabel("Full Name").fill("No Script Sender");
      await page.getByLabel("Message").fill("Please call me about a radiator.");
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByText("E-mail is required").waitFor();
      expect(await page.getByLabel("Full Name").inputValue()).toBe("No Script Sender");
      expect(await page.getByLabel("Message").inputValue()).toBe("Please call me about a radiator.");
      await page.getByLabel("Email Address").fill("no.script@example.lk");
      await page.getByRole("button", { name: "Submit" }).click();
      await page.waitForURL(/\/client\/contact\?done=1#contact-form$/);
      await page.getByText(/Thank you! Your message has reached us/).waitFor();
      const rows = await queryStore<{ name: string }>(
        running.store,
        "SELECT name FROM contact_messages WHERE email = 'no.script@example.lk'",
      );
      expect(rows).toEqual([{ name: "No Script Sender" }]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("the contact page", () => {
  test("names each missing field, then sends the message to the shop's outbox", async () => {
    const { context, page, problems } = await openPage(running.browser, "/client/contact", 360, [
      [400, "/api/v1/contact"],
    ]);
    try {
      await page.getByLabel("Full Name").fill("Ruwan Journey");
      await page.getByLabel("Email Address").fill("ruwan@example");
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Enter a valid e-mail address").waitFor();
      await page.getByText("Message is required").waitFor();
      expect(await page.getByLabel("Full Name").inputValue()).toBe("Ruwan Journey");
      await page.getByLabel("Email Address").fill("ruwan@example.lk");
      await page.getByLabel("Message").fill("Do you have front pads for a 2016 Axio?");
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByText(/Thank you! Your message has reached us/).waitFor();
      const mail = await queryStore<{ recipient: string; kind: string }>(
        running.store,
        "SELECT recipient, kind FROM email_outbox WHERE subject LIKE '%Ruwan Journey%'",
      );
      expect(mail).toEqual([{ recipient: "sales@lankaautoparts.lk", kind: "contact-message" }]);
      expect(await accessibilityProblems(page, "contact")).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
