import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogWriter } from "./log-writer";

describe("log writer", () => {
  test("writes every line, in order, once flushed", async () => {
    const folder = mkdtempSync(join(tmpdir(), "log-writer-"));
    try {
      const path = join(folder, "log");
      const writer = createLogWriter(Bun.file(path).writer());
      for (let i = 0; i < 5_000; i++) writer.write(`{"n":${i}}`);
      await writer.flush();
      const lines = readFileSync(path, "utf8").trimEnd().split("\n");
      expect(lines).toHaveLength(5_000);
      expect(lines.map((line) => JSON.parse(line).n)).toEqual([...Array(5_000).keys()]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test("past its bound it drops lines and says how many, instead of holding them all", async () => {
    const folder = mkdtempSync(join(tmpdir(), "log-writer-"));
    try {
      const path = join(folder, "log");
      const writer = createLogWriter(Bun.file(path).writer(), 1_000);
      for (let i = 0; i < 500; i++) writer.write(`{"n":${i}}`);
      await writer.flush();
      const lines = readFileSync(path, "utf8")
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line));
      const note = lines.at(-1);
      expect(note).toMatchObject({ level: "warn", message: "log lines dropped while stdout was not reading" });
      expect(lines.length - 1 + note.dropped).toBe(500);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
