import { expect, test } from "bun:test";
import { builtOnUse } from "./prepared";

test("builtOnUse builds a statement the first time it is read, once, and never one that is not read", () => {
  const built: string[] = [];
  const statements = builtOnUse({
    used: () => {
      built.push("used");
      return { run: () => "ran" };
    },
    unused: () => {
      built.push("unused");
      return { run: () => "ran" };
    },
  });
  expect(built).toEqual([]);
  expect(statements.used.run()).toBe("ran");
  expect(statements.used.run()).toBe("ran");
  expect(built).toEqual(["used"]);
});
