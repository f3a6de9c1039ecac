import { describe, expect, test } from "bun:test";
import { databaseProblem } from "../db/database";
import { testDatabase } from "../test/test-database";
import { createLogger } from "./logger";
import { serve } from "./serve";

/** A server whose /slow request stays in flight until the test lets it go. */
function slowServer(drainMs?: number) {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  let started = () => {};
  const inFlight = new Promise<void>((done) => {
    started = done;
  });
  const db = testDatabase();
  const logs: string[] = [];
  const running = serve({
    handle: async (request) => {
      if (new URL(request.url).pathname !== "/slow") return new Response("quick");
      started();
      await released;
      return new Response("finished");
    },
    db,
    config: { port: 0, host: "127.0.0.1" },
    logger: createLogger("info", (line) => logs.push(line)),
    drainMs,
  });
  return { ...running, db, logs, inFlight, release };
}

describe("serve", () => {
  test("shutdown refuses new connections, lets the request in flight finish, then closes the database", async () => {
    const store = slowServer();
    const slow = fetch(`${store.url}slow`);
    await store.inFlight;

    // The listening socket is closed at once; the database stays open for the request in flight.
    const stopped = store.shutdown("SIGTERM");
    expect(await databaseProblem(store.db)).toBeNull();
    await expect(fetch(`${store.url}quick`)).rejects.toThrow();

    store.release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("finished");
    await stopped;
    expect(await databaseProblem(store.db)).not.toBeNull();
    expect(store.logs.map((line) => JSON.parse(line).message)).toEqual(["shutting down", "stopped"]);
  });

  test("a request that outlives the drain time is cut so the process can still exit", async () => {
    const store = slowServer(100);
    const slow = fetch(`${store.url}slow`).catch(() => "cut");
    await store.inFlight;
    await store.shutdown("SIGTERM");
    expect(await slow).toBe("cut");
    expect(await databaseProblem(store.db)).not.toBeNull();
    store.release();
  });

  test("a second signal does not start a second shutdown", async () => {
    const store = slowServer();
    expect(store.shutdown("SIGTERM")).toBe(store.shutdown("SIGINT"));
    await store.shutdown("SIGINT");
    expect(store.logs.filter((line) => line.includes("shutting down"))).toHaveLength(1);
  });
});
