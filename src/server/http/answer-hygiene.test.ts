import { describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { signIn } from "../../test/sign-in";
import { makeTestApp } from "../../test/test-app";
import { htmlError } from "./error-handler";

describe("what answers may be kept, and where", () => {
  test("staff API answers and console pages are never stored; public catalog answers may be", async () => {
    const store = makeTestApp();
    const staff = await store.api("/orders/get-all", { headers: await store.asAdmin() });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");

    const { accessToken } = await signIn(store);
    const dashboard = await store.request("/console/dashboard", { headers: { cookie: `auth_token=${accessToken}` } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("cache-control")).toBe("private, no-store");

    const publicList = await store.api("/brands/visitor/get-all-for-client");
    expect(publicList.headers.get("cache-control") ?? "").not.toContain("no-store");
  });

  test("an upload kept as it came by an earlier version (with its EXIF) is not served", async () => {
    const store = makeTestApp();
    const folder = join(store.config.uploadsDir, "products");
    mkdirSync(folder, { recursive: true });
    const key = crypto.randomUUID();
    writeFileSync(join(folder, `${key}.orig.jpg`), "jpeg bytes with GPS tags");
    writeFileSync(join(folder, `${key}.webp`), "webp bytes");
    expect((await store.request(`/uploads/products/${key}.orig.jpg`)).status).toBe(404);
    expect((await store.request(`/uploads/products/${key}.webp`)).status).toBe(200);
  });

  test("the plain error page has no inline style or script for the strict CSP to block", async () => {
    const html = await htmlError(404, "Not found").text();
    expect(html).not.toMatch(/style=|<style|<script/);
  });
});
