import { afterAll, describe, expect, test } from "bun:test";
import { type RunningStore, startStore } from "./support/server";

describe("the store's process", () => {
  let store: RunningStore | undefined;
  afterAll(() => store?.stop());

  test("starts on a fresh database with the demo catalog and stops cleanly on SIGTERM", async () => {
    store = await startStore();
    const home = await fetch(`${store.url}/client/home`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Toyota");

    store.process.kill("SIGTERM");
    const { code, lines } = await store.ended();
    expect(code).toBe(0);
    const entries = lines.map((line) => JSON.parse(line) as { message: string; path?: string });
    const messages = entries.map((entry) => entry.message);
    expect(messages).toContain("loaded the demo catalog");
    // Every request's line is written before "stopped", even one whose page finished streaming during shutdown.
    expect(messages.at(-1)).toBe("stopped");
    expect(messages.indexOf("shutting down")).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.path === "/client/home")).toHaveLength(1);
  });
});
