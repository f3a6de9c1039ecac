import { describe, expect, test } from "bun:test";
import { createLogger } from "./logger";

describe("log lines", () => {
  test("each is one JSON object: time, level, message, then the fields given, undefined ones left out", () => {
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line));
    logger.info("request", { path: '/client/store?q="pads"', status: 200, kept: undefined, userId: 4 });
    logger.warn("no fields");
    logger.error("empty fields", {});
    const [first, second, third] = lines.map((line) => JSON.parse(line));
    expect(first).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: "info",
      message: "request",
      path: '/client/store?q="pads"',
      status: 200,
      userId: 4,
    });
    expect(Math.abs(Date.parse(first.time) - Date.now())).toBeLessThan(5_000);
    expect(second).toEqual({ time: expect.any(String), level: "warn", message: "no fields" });
    expect(third).toEqual({ time: expect.any(String), level: "error", message: "empty fields" });
  });

  test("lines below the level are not written", () => {
    const lines: string[] = [];
    const logger = createLogger("warn", (line) => lines.push(line));
    logger.debug("a");
    logger.info("b");
    logger.warn("c");
    expect(lines.map((line) => JSON.parse(line).message)).toEqual(["c"]);
  });
});
