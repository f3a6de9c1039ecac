import { describe, expect, test } from "bun:test";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempFolder } from "../test/temp-folders";
import { JWT_SECRET_FILE, resolveJwtSecret } from "./jwt-secret";

const dataDir = () => join(tempFolder("store-secret-"), "data");

describe("resolveJwtSecret", () => {
  test("JWT_SECRET wins and nothing is written", () => {
    const dir = dataDir();
    const secret = "s".repeat(40);
    expect(resolveJwtSecret({ jwtSecret: secret, databasePath: join(dir, "store.db"), dataDir: dir })).toBe(secret);
    expect(() => statSync(join(dir, JWT_SECRET_FILE))).toThrow();
  });

  test("without JWT_SECRET one is generated, kept owner-only in the data folder and reused", () => {
    const dir = dataDir();
    const config = { jwtSecret: undefined, databasePath: join(dir, "store.db"), dataDir: dir };
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = join(dir, JWT_SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(config)).toBe(first);
  });

  test("a damaged (too short) kept secret is replaced", () => {
    const dir = dataDir();
    const config = { jwtSecret: undefined, databasePath: join(dir, "store.db"), dataDir: dir };
    resolveJwtSecret(config);
    writeFileSync(join(dir, JWT_SECRET_FILE), "short");
    expect(resolveJwtSecret(config).length).toBeGreaterThanOrEqual(64);
  });

  test("an in-memory store gets a fresh secret and writes nothing", () => {
    const dir = dataDir();
    const config = { jwtSecret: undefined, databasePath: ":memory:", dataDir: dir };
    expect(resolveJwtSecret(config)).not.toBe(resolveJwtSecret(config));
    expect(() => statSync(dir)).toThrow();
  });
});
