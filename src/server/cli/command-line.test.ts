import { expect, test } from "bun:test";
import { parseCommandLine, UsageError } from "./command-line";

test("reads each command the store knows", () => {
  expect(parseCommandLine([])).toEqual({ kind: "serve" });
  expect(parseCommandLine(["--help"])).toEqual({ kind: "help" });
  expect(parseCommandLine(["-h"])).toEqual({ kind: "help" });
  expect(parseCommandLine(["--version"])).toEqual({ kind: "version" });
  expect(parseCommandLine(["--health"])).toEqual({ kind: "health" });
  expect(parseCommandLine(["backup"])).toEqual({ kind: "backup", folder: undefined });
  expect(parseCommandLine(["backup", "/srv/backups/today"])).toEqual({ kind: "backup", folder: "/srv/backups/today" });
  expect(parseCommandLine(["restore", "b1"])).toEqual({ kind: "restore", folder: "b1", replace: false });
  expect(parseCommandLine(["restore", "--replace", "b1"])).toEqual({ kind: "restore", folder: "b1", replace: true });
});

test("refuses anything else rather than starting the store", () => {
  for (const args of [
    ["--port", "80"],
    ["start"],
    ["--help", "me"],
    ["--version", "2"],
    ["backup", "a", "b"],
    ["backup", "--now"],
    ["restore"],
    ["restore", "a", "b"],
    ["restore", "a", "--force"],
  ]) {
    expect(() => parseCommandLine(args)).toThrow(UsageError);
  }
});
