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
    const messages = lines.map((line) => (JSON.parse(line) as { message: string }).message);
    expect(messages).toContain("loaded the demo catalog");
    expect(messages.slice(-2)).toEqual(["shutting down", "stopped"]);
  });
});
