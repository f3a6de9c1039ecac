import { expect, test } from "bun:test";
import { createLogger } from "../logger";
import { createErrorBurst } from "./error-burst";
import { logUnexpected } from "./error-handler";

type Line = { level: string; message: string; repeated?: number; stack?: string; detail?: string };

const capture = () => {
  const lines: Line[] = [];
  return { lines, logger: createLogger("debug", (line) => lines.push(JSON.parse(line))) };
};
const where = (i: number) => ({ requestId: `r${i}`, method: "POST", path: "/api/v1/orders/visitor/make-order" });

test("a burst of identical unexpected errors is logged once in full; a different error still is", () => {
  const { lines, logger } = capture();
  for (let i = 0; i < 500; i++) logUnexpected(logger, new Error("SQLITE_FULL: database or disk is full"), where(i));
  logUnexpected(logger, new Error("another failure"), where(501));
  expect(lines.map((line) => [line.message, line.detail])).toEqual([
    ["unexpected error", "SQLITE_FULL: database or disk is full"],
    ["unexpected error", "another failure"],
  ]);
  expect(lines[0]?.stack).toContain("error-burst.test.ts");
});

test("when the interval ends, how many were not logged is written once, and the next one is logged again", () => {
  const { lines, logger } = capture();
  // The test ends each interval itself: no wait on a timer a busy machine may fire late.
  const intervals: (() => void)[] = [];
  const endInterval = () => intervals.shift()?.();
  const burst = createErrorBurst(logger, 30, (run) => intervals.push(run));
  const fields = { error: "Error", detail: "disk is full", path: "/x" };
  expect([burst.shouldLog("full", fields), burst.shouldLog("full", fields), burst.shouldLog("full", fields)]).toEqual([
    true,
    false,
    false,
  ]);
  endInterval();
  expect(lines).toEqual([
    expect.objectContaining({ level: "warn", message: "unexpected error repeated", repeated: 2 }),
  ]);
  expect(burst.shouldLog("full", fields)).toBe(true);
  endInterval();
  // A lone error leaves no count behind.
  expect(lines).toHaveLength(1);
});
