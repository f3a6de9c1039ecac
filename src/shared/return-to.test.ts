import { expect, test } from "bun:test";
import { CONSOLE_HOME } from "./paths";
import { returnTo } from "./return-to";

const after = (target: string) => returnTo(`?redirectUrl=${encodeURIComponent(target)}`);

test("signing in returns to the remembered console page, with its query", () => {
  expect(after("/console/orders?status=PENDING")).toBe("/console/orders?status=PENDING");
  expect(returnTo("")).toBe(CONSOLE_HOME);
});

test("never to another site, however it is spelt, nor back to sign-in", () => {
  for (const target of [
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "https://evil.example/console",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/sign-in",
    "/sign-in?redirectUrl=//evil.example",
    "/.//evil.example/login",
    "/./\\evil.example/login",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.\\/evil.example",
    "/\n//evil.example",
  ]) {
    expect({ target, goes: after(target) }).toEqual({ target, goes: CONSOLE_HOME });
  }
});
